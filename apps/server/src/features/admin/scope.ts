import type { Db } from '../../db/database';
import { invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as groupingRepo from '../groupings/repository';
import { rootOf, subtreeIds } from '../groupings/service';

/**
 * What an operator may touch: its own grouping and everything below it. Anything else
 * (another operator's grouping, domain, commerce, ticket or user) answers 404.
 */
export interface Scope {
  rootId: number;
  ids: number[];
}

export async function scopeOf(db: Db, operator: AuthUser): Promise<Scope> {
  const own = await groupingRepo.findById(db, operator.agrupation_id);
  if (!own) throw notFound();
  const root = await rootOf(db, own);
  return { rootId: root.id, ids: await subtreeIds(db, root.id) };
}

export const inScope = (scope: Scope, id: number) => scope.ids.includes(id);

export function requireInScope(scope: Scope, id: number, field?: string) {
  if (inScope(scope, id)) return;
  throw field ? invalidField(field, 'validation.invalid') : notFound();
}

/** A unique-constraint violation, as PostgreSQL and PGlite both report it. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** The operator's grouping `id`; another operator's answers 404. */
export async function ownGrouping(db: Db, scope: Scope, id: number) {
  const row = inScope(scope, id) ? await groupingRepo.findById(db, id) : undefined;
  if (!row) throw notFound();
  return row;
}
