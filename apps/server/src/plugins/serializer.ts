import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodType = z.core.$ZodType;

/** Leaves with no inner schema whose JSON Schema fast-json-stringify writes as zod would. */
const PLAIN = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal']);

/**
 * Whether fast-json-stringify, given this schema's JSON Schema, writes exactly the bytes
 * zod's encode + JSON.stringify would for any value zod accepts. Anything that changes a
 * value on the way out (transforms, codecs, pipes, defaults, overwriting checks such as
 * trim), that JSON Schema cannot say (dates, bigints, lazy recursion), or that
 * fast-json-stringify resolves by validating the value (a union of objects: an extra
 * property would fail every branch where zod strips it) keeps the zod path.
 */
function faithful(schema: ZodType, inObject = false, seen = new Set<ZodType>()): boolean {
  // A recursive schema (a grouping's related groupings) is judged once; JSON Schema says
  // the recursion with a $ref, which fast-json-stringify follows.
  if (seen.has(schema)) return true;
  seen.add(schema);
  const inner = (next: ZodType, nextInObject = false) => faithful(next, nextInObject, seen);
  const { def } = schema._zod;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
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
  return fastJsonStringify(json as Schema);
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
