import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, invalidField } from '../lib/http-error';

/**
 * How deeply a JSON body may nest. The deepest request the API takes is a few levels; past
 * this a body is refused before it is parsed, so nothing after (the idempotency hash, the
 * NUL guard, validation) walks thousands of levels.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` nests arrays and objects deeper than `max`: one pass over its characters,
 * brackets inside strings not counted. Malformed text is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** A JSON body too deep to take: refused as unreadable. */
const tooDeep = () => new HttpError(400, 'error.bad_request');

/** JSON text parsed once its depth is known to be within MAX_JSON_DEPTH (a 400 if not). */
export function parseBoundedJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'error.bad_request');
  }
}

/**
 * The path of the first string holding a NUL character (its keys, from the top), or null;
 * bounded in depth. The path is built only for the one found.
 */
function findNul(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], depth + 1);
      if (found) return [String(i), ...found];
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const found = findNul((value as Record<string, unknown>)[key], depth + 1);
    if (found) return [key, ...found];
  }
  return null;
}

const nulField = (value: unknown): string | null => {
  const path = findNul(value);
  return path ? path.join('.') || '_' : null;
};

/**
 * JSON bodies that cannot hold a NUL: JSON writes one only as the escape \u0000, so a text
 * without it has none, and its parsed body need not be walked for one.
 */
const withoutNul = new WeakSet<FastifyRequest>();

/**
 * Every body's bounds, for every route: JSON nests at most MAX_JSON_DEPTH levels, and no
 * string holds a NUL character, which PostgreSQL text cannot hold (one in any field would
 * fail the query and answer 500): it is refused up front as an invalid value of that field.
 */
export function registerInputGuards(app: FastifyInstance): void {
  // Fastify's own JSON parser (__proto__ and constructor.prototype refused), behind the
  // depth bound. The size is bounded before this, while the body is read (`bodyLimit`, 413).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    if (!text.includes('\\u0000')) withoutNul.add(request);
    parseJson(request, text, done);
  });
  // A callback hook: what it throws is answered as an async hook's rejection would be.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      (withoutNul.has(request) ? null : nulField(request.body)) ?? nulField(request.query);
    if (field) throw invalidField(field, 'validation.invalid');
    done();
  });
}
