import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodType = z.core.$ZodType;

/** Leaves with no inner schema whose JSON Schema fast-json-stringify writes as zod would. */
const PLAIN = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal']);

const rewrites = (schema: ZodType) =>
  schema._zod.def.checks?.some((check) => check._zod.def.check === 'overwrite') ?? false;

/**
 * How zod rewrites a string on the way out, step by step, or null when it does not or when
 * this cannot tell it: its overwriting checks (trim, upper case) in order, and a pipe into
 * a URL, whose check keeps the URL trimmed and without tabs or line breaks unless it
 * normalizes it (then null).
 */
function stringRewrites(schema: ZodType): ((value: string) => string)[] | null {
  const { def } = schema._zod;
  const steps = (part: ZodType) =>
    (part._zod.def.checks ?? [])
      .filter((check) => check._zod.def.check === 'overwrite')
      .map((check) => (check._zod.def as z.core.$ZodCheckOverwriteDef<string>).tx);
  if (def.type === 'string') {
    const own = steps(schema);
    return own.length > 0 ? own : null;
  }
  if (def.type !== 'pipe') return null;
  const { in: from, out: to } = def as z.core.$ZodPipeDef;
  if (from._zod.def.type !== 'string' || to._zod.def.type !== 'string') return null;
  const url = (to._zod.def as z.core.$ZodStringFormatDef).format === 'url';
  if (url && (to._zod.def as z.core.$ZodURLDef).normalize) return null;
  return [
    ...steps(from),
    ...(url ? [(value: string) => z.core.stripTabAndNewline(value.trim())] : []),
    ...steps(to),
  ];
}

/**
 * A string zod rewrites on the way out (a stored currency, colour or link): JSON Schema
 * cannot say the rewrite, so the compiled serializer makes it before fast-json-stringify
 * writes the value (normalizerOf), as it leaves zod's other checks of an answer to the tests.
 */
const rewrittenString = (schema: ZodType) => stringRewrites(schema) !== null;

/**
 * Whether fast-json-stringify, given this schema's JSON Schema, writes exactly the bytes
 * zod's encode + JSON.stringify would for any value zod accepts (once rewrittenString's
 * leaves are rewritten). Anything else that changes a value on the way out (transforms,
 * codecs, other pipes, defaults, an overwriting check on anything but a string), that JSON
 * Schema cannot say (dates, bigints, lazy recursion), or that fast-json-stringify resolves
 * by validating the value (a union of objects: an extra property would fail every branch
 * where zod strips it) keeps the zod path.
 */
function faithful(schema: ZodType, inObject = false, seen = new Set<ZodType>()): boolean {
  // A recursive schema (a grouping's related groupings) is judged once; JSON Schema says
  // the recursion with a $ref, which fast-json-stringify follows.
  if (seen.has(schema)) return true;
  seen.add(schema);
  const inner = (next: ZodType, nextInObject = false) => faithful(next, nextInObject, seen);
  const { def } = schema._zod;
  if (rewrittenString(schema)) return true;
  if (rewrites(schema)) return false;
  if (PLAIN.has(def.type)) return true;
  switch (def.type) {
    case 'unknown':
    case 'any':
      // Both write the value as it is, with JSON.stringify.
      return true;
    case 'object': {
      const { shape, catchall } = def as z.core.$ZodObjectDef;
      // Stripping (no catchall) and strict objects send declared keys only; a loose one
      // sends the rest as zod does, through JSON.stringify.
      const kind = catchall?._zod.def.type;
      if (kind !== undefined && kind !== 'never' && kind !== 'unknown') return false;
      return Object.values(shape).every((property) => inner(property, true));
    }
    case 'array':
      return inner((def as z.core.$ZodArrayDef).element);
    case 'record': {
      const { keyType, valueType } = def as z.core.$ZodRecordDef;
      return keyType._zod.def.type === 'string' && inner(valueType);
    }
    case 'optional':
      // An absent key is left out by both; a whole answer cannot be absent.
      return inObject && inner((def as z.core.$ZodOptionalDef).innerType);
    case 'nullable':
    case 'readonly':
      return inner((def as z.core.$ZodNullableDef).innerType, inObject);
    case 'lazy':
      return inner((def as z.core.$ZodLazyDef).getter(), inObject);
    case 'union':
      return (def as z.core.$ZodUnionDef).options.every(
        (option) => PLAIN.has(option._zod.def.type) && inner(option),
      );
    default:
      return false;
  }
}

type Normalize = (value: unknown) => unknown;

/**
 * What fast-json-stringify must be given to write zod's bytes: the value with each
 * rewrittenString leaf rewritten as zod would, the objects and arrays on the way to one copied
 * (an answer may hold the read cache's frozen rows), or null when nothing under `schema`
 * is rewritten.
 */
function normalizerOf(
  schema: ZodType,
  seen = new Map<ZodType, Normalize | null>(),
): Normalize | null {
  if (seen.has(schema)) return seen.get(schema)!;
  // A recursion met again before it is known goes through what it turns out to be.
  let known: Normalize | null = null;
  seen.set(schema, (value) => (known ? known(value) : value));
  const inner = (next: ZodType) => normalizerOf(next, seen);
  const { def } = schema._zod;
  const unless =
    (skip: unknown, next: Normalize | null): Normalize | null =>
    (value) =>
      value === skip ? value : next!(value);
  const steps = stringRewrites(schema);
  if (steps) {
    known = (value) =>
      typeof value === 'string' ? steps.reduce((text, step) => step(text), value) : value;
  } else if (def.type === 'object') {
    const fields = Object.entries((def as z.core.$ZodObjectDef).shape)
      .map(([key, property]) => [key, inner(property)] as const)
      .filter((field): field is readonly [string, Normalize] => field[1] !== null);
    if (fields.length > 0) {
      known = (value) => {
        if (value === null || typeof value !== 'object') return value;
        const copy: Record<string, unknown> = { ...value };
        for (const [key, normalize] of fields) if (key in copy) copy[key] = normalize(copy[key]);
        return copy;
      };
    }
  } else if (def.type === 'array') {
    const element = inner((def as z.core.$ZodArrayDef).element);
    if (element) known = (value) => (Array.isArray(value) ? value.map(element) : value);
  } else if (def.type === 'record') {
    const item = inner((def as z.core.$ZodRecordDef).valueType);
    if (item) {
      known = (value) =>
        value === null || typeof value !== 'object'
          ? value
          : Object.fromEntries(Object.entries(value).map(([key, v]) => [key, item(v)]));
    }
  } else if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly') {
    const next = inner((def as z.core.$ZodOptionalDef).innerType);
    if (next) {
      known =
        def.type === 'optional'
          ? unless(undefined, next)
          : def.type === 'nullable'
            ? unless(null, next)
            : next;
    }
  } else if (def.type === 'lazy') {
    known = inner((def as z.core.$ZodLazyDef).getter());
  }
  seen.set(schema, known);
  return known;
}

type JsonSchema = Record<string, unknown>;

const isSchema = (node: unknown): node is JsonSchema =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** Where JSON Schema nests schemas: by name, in a list, or one. */
const SCHEMA_MAPS = ['properties', '$defs', 'definitions'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'];
const SCHEMA_ONES = ['items', 'additionalProperties', 'not'];

/**
 * zod's JSON Schema as fast-json-stringify must read it to write zod's bytes:
 * - a nullable object or array is anyOf [it, null], where fast-json-stringify would pick
 *   the branch by validating the value, and an undeclared property would fail it; its own
 *   `nullable` keyword writes null or the object, with no validation;
 * - it writes `required` properties first, zod writes the shape's order; without
 *   `required` the order is the shape's, and a missing property is the tests' zod check to
 *   catch, as everything else about an answer's shape.
 */
function forFastJsonStringify(node: unknown): unknown {
  if (!isSchema(node)) return node;
  const schema: JsonSchema = { ...node };
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isSchema(map)) {
      schema[key] = Object.fromEntries(
        Object.entries(map).map(([name, inner]) => [name, forFastJsonStringify(inner)]),
      );
    }
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) schema[key] = list.map(forFastJsonStringify);
  }
  for (const key of SCHEMA_ONES) {
    if (key in schema) schema[key] = forFastJsonStringify(schema[key]);
  }
  delete schema.required;
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf)) return schema;
  const nonNull = (anyOf as JsonSchema[]).filter((option) => option.type !== 'null');
  if (nonNull.length === 1 && anyOf.length === 2) {
    // `nullable` beside a $ref is dropped when fast-json-stringify follows the ref.
    if (nonNull[0]!.$ref !== undefined) throw new Error('A nullable $ref');
    return { ...rest, ...nonNull[0], nullable: true };
  }
  // Any other anyOf is picked by validation: only plain values may be in it.
  if (
    nonNull.some((option) => option.type === 'object' || option.type === 'array' || !option.type)
  ) {
    throw new Error('A union fast-json-stringify would pick by validating');
  }
  return schema;
}

/** fast-json-stringify for a zod schema it writes faithfully, or null (keep zod's path). */
export function compileZodSerializer(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.core.$ZodType) || !faithful(schema)) return null;
  let json: unknown;
  try {
    json = forFastJsonStringify(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }),
    );
  } catch {
    return null;
  }
  const write = fastJsonStringify(json as Schema);
  const normalize = normalizerOf(schema);
  return normalize ? (data) => write(normalize(data)) : write;
}

/**
 * Production's serializer: each route's response schema compiled once to
 * fast-json-stringify, still an allow-list (an undeclared property never goes out), with
 * zod's run-time check kept for a schema that cannot be compiled faithfully. Tests keep
 * zod's check everywhere, so a handler answering off its schema fails there.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<
  Parameters<typeof checkedSerializerCompiler>[0]['schema']
> = (route) => compileZodSerializer(route.schema) ?? checkedSerializerCompiler(route);
