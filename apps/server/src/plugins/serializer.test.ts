import { describe, expect, it } from 'vitest';
import { groupingSearchResponseSchema } from '@parada/core';
import { z } from 'zod';
import '../features/fares/routes';
import { TokenValidResponse } from '../features/accounts/schemas';
import { compileZodSerializer } from './serializer';

/** What the tests' path writes: zod's encode, then JSON.stringify. */
const checked = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const user = {
  id: 7,
  name: 'Clara',
  email: 'clara@example.com',
  phone: null,
  avatar: null,
  company: false,
  logo: null,
  employee: { name: 'Clara "C" Puig\u2028' },
  is_employee: true,
  panel: false,
  account_kind: null,
  renew_privacy: false,
  exclusive_agrupation: null,
};
const session = { auth_token: 'abc', exclusive_agrupation: null, user, permissions: ['x'] };

describe('compiled serializer', () => {
  it('writes the bytes zod writes for a real answer', () => {
    const compiled = compileZodSerializer(TokenValidResponse);
    expect(compiled).not.toBeNull();
    expect(compiled!(session)).toBe(checked(TokenValidResponse, session));
    const withOptional = { ...session, user: { ...user, operator: true, employee: null } };
    expect(compiled!(withOptional)).toBe(checked(TokenValidResponse, withOptional));
  });

  it('never sends a property the schema does not declare, however deep', () => {
    const leaky = {
      ...session,
      password_hash: 'scrypt$secret',
      user: { ...user, password_hash: 'scrypt$secret', employee: { name: 'E', pin: '1234' } },
    };
    const body = compileZodSerializer(TokenValidResponse)!(leaky);
    expect(body).not.toContain('secret');
    expect(body).not.toContain('1234');
    expect(body).toBe(checked(TokenValidResponse, leaky));
    const list = z.array(z.object({ id: z.number(), tags: z.record(z.string(), z.string()) }));
    const rows = [{ id: 1, tags: { a: 'b' }, password_hash: 'secret' }];
    expect(compileZodSerializer(list)!(rows)).toBe('[{"id":1,"tags":{"a":"b"}}]');
  });

  it('follows a recursive schema and keeps its allow-list', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      children: z.array(z.lazy(() => node)),
    });
    const tree = { name: 'a', secret: 1, children: [{ name: 'b', secret: 2, children: [] }] };
    expect(compileZodSerializer(node)!(tree)).toBe(checked(node, tree));
  });

  it('keeps the zod path where compiling would change the bytes or the check', () => {
    const unfaithful: z.ZodType[] = [
      // A union of objects: fast-json-stringify would pick a branch by validating.
      z.object({ a: z.union([z.object({ x: z.string() }), z.object({ y: z.number() })]) }),
      // Values zod rewrites on the way out, other than a string's own rewrites.
      z.object({ at: z.date() }),
      z.object({ n: z.number().overwrite((value) => value + 1) }),
      z.object({ link: z.string().pipe(z.url({ normalize: true })) }),
      z.object({ n: z.string().default('x') }),
      z.object({ n: z.string().transform((value) => value.length) }),
      z.object({ big: z.bigint() }),
      // A catchall that would check the rest.
      z.object({ a: z.string() }).catchall(z.number()),
      // An absent answer.
      z.string().optional(),
    ];
    for (const schema of unfaithful) expect(compileZodSerializer(schema)).toBeNull();
    expect(compileZodSerializer({ type: 'object' })).toBeNull();
  });

  it('rewrites a string as zod does on the way out (trim, upper case, a URL)', () => {
    const schema = z.object({
      code: z.string().trim().toUpperCase(),
      link: z
        .string()
        .trim()
        .pipe(z.url({ protocol: /^https$/ }))
        .nullable(),
      tags: z.array(z.string().trim()).optional(),
      plain: z.string(),
    });
    const compiled = compileZodSerializer(schema)!;
    expect(compiled).not.toBeNull();
    const rows = [
      { code: ' eur ', link: ' https://example.com/a ', tags: [' a'], plain: ' x ', secret: 1 },
      { code: 'usd', link: null, plain: '' },
      { code: 'usd', link: 'https://example.com/\ta\nb ', plain: '' },
    ];
    for (const data of rows) expect(compiled(data)).toBe(checked(schema, data));
    // The read cache hands out frozen rows: they are copied, never changed.
    const frozen = Object.freeze({ ...rows[0]!, tags: Object.freeze([' a']) });
    expect(compiled(frozen)).toBe(checked(schema, frozen));
    expect(frozen.code).toBe(' eur ');
  });

  it('writes a real grouping tree as zod does', () => {
    const fields = {
      id: 1,
      permalink: 'demo',
      name: 'Demo',
      logo: ' /logo.png',
      currency: 'eur ',
      facebook_link: ' https://facebook.com/demo',
      linkedin_link: null,
      twitter_link: null,
      fare: null,
      extras: [],
      show_extra_passengers: false,
      max_num_passengers: 4,
      validate_passengers_count: false,
      main_color: '#112233 ',
      secondary_color: null,
      main_background_color: null,
      menu_text_color: null,
      top_text_color: null,
      taxi_languages: ['ca'],
    };
    const answer = {
      agrupations: [
        { ...fields, related_agrupations: [{ ...fields, id: 2, related_agrupations: [] }] },
      ],
    };
    const compiled = compileZodSerializer(groupingSearchResponseSchema);
    expect(compiled).not.toBeNull();
    expect(compiled!(answer)).toBe(checked(groupingSearchResponseSchema, answer));
    // Stored values are mostly written as they are: only a rewritten one is copied. Every
    // mix of clean and rewritten fields, at either level, frozen as the cache holds them.
    const clean = {
      ...fields,
      logo: '/logo.png',
      currency: 'EUR',
      facebook_link: 'https://facebook.com/demo',
      main_color: '#112233',
    };
    const dirty = ['logo', 'currency', 'facebook_link', 'main_color'] as const;
    for (let mix = 0; mix < 2 ** (2 * dirty.length); mix += 1) {
      const level = (shift: number, id: number) => ({
        ...clean,
        id,
        ...Object.fromEntries(
          dirty.filter((_, bit) => mix & (1 << (bit + shift))).map((key) => [key, fields[key]]),
        ),
      });
      const child = Object.freeze({ ...level(dirty.length, 2), related_agrupations: [] });
      const parent = Object.freeze({ ...level(0, 1), related_agrupations: Object.freeze([child]) });
      const tree = Object.freeze({ agrupations: Object.freeze([parent]) });
      expect(compiled!(tree)).toBe(checked(groupingSearchResponseSchema, tree));
    }
  });

  it('writes nullable objects and primitive unions as zod does', () => {
    const schema = z.object({
      place: z.object({ lat: z.number() }).nullable(),
      list: z.array(z.string()).nullable(),
      either: z.union([z.string(), z.number(), z.null()]),
      kind: z.enum(['a', 'b']),
      one: z.literal(1),
      anything: z.unknown(),
    });
    const compiled = compileZodSerializer(schema)!;
    for (const data of [
      { place: { lat: 1.5, extra: 1 }, list: ['x'], either: 'a', kind: 'a', one: 1, anything: [1] },
      { place: null, list: null, either: 2, kind: 'b', one: 1, anything: { a: null } },
      { place: null, list: [], either: null, kind: 'b', one: 1, anything: null },
    ]) {
      expect(compiled(data)).toBe(checked(schema, data));
    }
  });
});
