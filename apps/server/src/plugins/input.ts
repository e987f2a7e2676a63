import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/http-error';

/** The path of the first string holding a NUL character, or null; bounded in depth. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: one in any field would fail the query and
 * answer 500. It is refused up front as an invalid value of that field, for every route.
 */
export function registerInputGuards(app: FastifyInstance): void {
  // A callback hook: what it throws is answered as an async hook's rejection would be.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNul(request.body, '') ?? findNul(request.query, '');
    if (field) throw invalidField(field, 'validation.invalid');
    done();
  });
}
