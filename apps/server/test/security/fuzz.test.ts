import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { describeApi } from '../helper';
import { ACCOUNTS, routeInventory, type RouteInfo } from './fixtures';

/**
 * Schema fuzz of every route: fast-check makes bodies with the route's own field names
 * (from its zod schema) holding values of every JSON type, whole random JSON documents,
 * odd path parameters and query strings, sent by a caller the route's guard lets in.
 * No answer may be a 5xx, every status must be one the route declares, and every answer
 * must match the schema declared for its status (errors: the shape `{ error, errors? }`).
 */

const RUNS_PER_ROUTE = 8;

/** Event streams never end and the API's own documentation is a static page. */
const SKIPPED = new Set(['GET /api/services/events', 'GET /api/services/shared/events']);

const ErrorShape = z
  .object({
    error: z.string().min(1),
    errors: z.array(z.object({ field: z.string(), message: z.string().min(1) })).optional(),
  })
  .strict();

/** Who calls: someone the route's guard admits, so the fuzz reaches validation. */
const callerOf = (url: string): keyof typeof ACCOUNTS => {
  if (url.startsWith('/api/admin/')) return 'operator';
  if (/\/api\/(customer\/employee|service_types|customer\/statements)/.test(url)) return 'company';
  return 'client';
};

/** The top-level field names of a zod body schema, as its JSON Schema lists them. */
function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -0, 0.5),
  // Doubles a float tolerance takes for whole cents, though they print with more decimals.
  fc.constantFrom(0.30000000000000004, 1.1500000000000001, 0.1 + 0.7, 5.4e-323),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '\u202e', '1 OR 1=1', "'; DROP TABLE users; --", '../../etc/passwd'),
  fc.constantFrom('2026-02-30 25:61', '1970-01-01', 'https://x', 'javascript:alert(1)'),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
);

function bodyArbitrary(route: RouteInfo) {
  const fields = fieldsOf(route.schema?.body);
  const shaped = fields.length
    ? fc.record(Object.fromEntries(fields.map((field) => [field, value])), {
        requiredKeys: [],
      })
    : fc.constant({});
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue() });
}

const param = fc.oneof(
  fc.nat(),
  fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', '%00', 'null'),
  fc
    .string({ minLength: 1, maxLength: 30 })
    .map(encodeURIComponent)
    // '.' and '..' are dot segments: the URL resolves them away, so the request addresses
    // another path (DELETE admin/domains/. is DELETE admin/domains, a 405) and not this route.
    .filter((segment) => segment !== '.' && segment !== '..'),
);

const query = fc.dictionary(
  fc.constantFrom(
    'limit',
    'offset',
    'search',
    'month',
    'format',
    'status',
    'token',
    'ticket',
    'agrupacion_id',
    'agrupation_id',
    'employee_id',
    'state',
    'x',
  ),
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    fc.constantFrom('2026-01', 'pdf', 'csv', 'localhost'),
  ),
  { maxKeys: 3 },
);

const { routes, onRoute } = routeInventory();

describeApi(
  'security: schema fuzz of every route',
  (h) => {
    const tokens: Partial<Record<keyof typeof ACCOUNTS, string>> = {};
    beforeAll(async () => {
      for (const role of ['client', 'company', 'operator'] as const) {
        tokens[role] = await h.login(ACCOUNTS[role].email);
      }
    });

    it('never answers 5xx and always answers as declared', async () => {
      const wrong: string[] = [];
      const fuzzed = [...routes.values()].filter((route) => !SKIPPED.has(route.key));
      expect(fuzzed.length).toBeGreaterThan(80);
      for (const route of fuzzed) {
        const role = callerOf(route.url);
        await fc
          .assert(
            fc.asyncProperty(
              fc.record({
                params: fc.array(param, { minLength: 4, maxLength: 4 }),
                query,
                body: bodyArbitrary(route),
              }),
              async ({ params, query: search, body }) => {
                let index = 0;
                const path = route.url
                  .replace(/:[A-Za-z_]+/g, () => String(params[index++ % params.length]))
                  .replace(/\*$/, String(params[0]));
                const qs = new URLSearchParams(search).toString();
                const url = qs ? `${path}?${qs}` : path;
                // A route that ends the session (log-out, removal) gets a fresh token back.
                let token = tokens[role]!;
                if (/logout|remove_account|update_password/.test(route.url)) {
                  token = await h.login(ACCOUNTS[role].email);
                }
                const response = await h.call(route.method as 'GET', url, {
                  token,
                  ...(route.method === 'GET' ? {} : { body }),
                });
                const status = response.statusCode;
                const responses = route.schema?.response as Record<number, unknown> | undefined;
                const declared = responses?.[status];
                const hidden =
                  route.url.startsWith('/api/docs') || (route.schema as { hide?: boolean })?.hide;
                let problem: string | null = null;
                if (status >= 500) problem = `${status} ${response.body.slice(0, 200)}`;
                // The OpenAPI document promises these statuses and no other;
                // pages outside it (the document's own viewer, the apps) promise nothing.
                else if (declared === undefined && !hidden) problem = `${status} is not declared`;
                else if (declared instanceof z.ZodType) {
                  // A file (tile, PDF, CSV) is declared too, but only JSON has a schema to meet.
                  const json = /json/.test(String(response.headers['content-type']));
                  const parsed = json ? declared.safeParse(response.json()) : { success: true };
                  if (!parsed.success) problem = `${status} does not match its schema`;
                } else if (status >= 400) {
                  const parsed = ErrorShape.safeParse(JSON.parse(response.body || 'null'));
                  if (!parsed.success)
                    problem = `${status} is not an error shape: ${response.body.slice(0, 120)}`;
                }
                if (problem) {
                  wrong.push(
                    `${route.key} ${url} ${JSON.stringify(body).slice(0, 200)}: ${problem}`,
                  );
                  return false;
                }
                return true;
              },
            ),
            { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          )
          .catch(() => {});
      }
      expect(wrong).toEqual([]);
    }, 240_000);

    it('refuses deep and oversized bodies on every route that takes one, with or without an Idempotency-Key', async () => {
      const depth = 5000;
      const bodies = {
        // 10 KB nesting 5,000 levels: refused before anything walks it.
        'deep array': `${'['.repeat(depth)}${']'.repeat(depth)}`,
        'deep object': `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
        'deep in a field': `{"to":${'['.repeat(depth)}${']'.repeat(depth)},"amount":1}`,
        // Past the body limit: refused while it is read.
        'over the limit': `{"x":"${'a'.repeat(1_100_000)}"}`,
      };
      const wrong: string[] = [];
      const posted = [...routes.values()].filter(
        (route) => route.method !== 'GET' && !SKIPPED.has(route.key),
      );
      expect(posted.length).toBeGreaterThan(40);
      for (const route of posted) {
        const url = route.url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, '1');
        const role = callerOf(route.url);
        for (const [name, payload] of Object.entries(bodies)) {
          for (const key of [undefined, `fuzz-${name.replaceAll(' ', '-')}`]) {
            // A route that ends the session (log-out, removal) gets a fresh token.
            let token = tokens[role]!;
            if (/logout|remove_account|update_password/.test(route.url)) {
              token = await h.login(ACCOUNTS[role].email);
            }
            const response = await h.app.inject({
              method: route.method as 'POST',
              url,
              payload,
              headers: {
                'content-type': 'application/json',
                'accept-language': 'en',
                'app-agrupation': 'demo',
                authorization: `Token ${token}`,
                ...(key ? { 'idempotency-key': key } : {}),
              },
            });
            const status = response.statusCode;
            if (status >= 500 || status < 400 || !ErrorShape.safeParse(response.json()).success) {
              wrong.push(
                `${route.key} ${name}${key ? ' keyed' : ''}: ${status} ${response.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    }, 240_000);
  },
  { build: { onRoute } },
);
