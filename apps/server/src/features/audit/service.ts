import type { AuditEntry, AuditObjectType, AuditQuery } from '@parada/core';
import { json, type Db } from '../../db/database';
import type { AuthUser } from '../accounts/auth-user';
import * as repo from './repository';

/** What a console action changed: the object, and its state before and after. */
export interface AuditChange {
  action: string;
  /** One of core's AUDIT_OBJECT_TYPES, so that the console names it in every language. */
  objectType: AuditObjectType;
  objectId: number | string;
  before: unknown;
  after: unknown;
}

/**
 * The one writer of the audit log: every console action calls it with the transaction that
 * makes the change, so the change and its record commit (or roll back) together.
 */
export async function record(
  trx: Db,
  actor: Pick<AuthUser, 'id' | 'name' | 'email'>,
  rootId: number,
  change: AuditChange,
): Promise<void> {
  await repo.insertEntry(trx, {
    root_agrupation_id: rootId,
    actor_user_id: actor.id,
    actor_name: actor.name || (actor.email ?? ''),
    action: change.action,
    object_type: change.objectType,
    object_id: String(change.objectId),
    before: change.before === undefined ? null : json(change.before),
    after: change.after === undefined ? null : json(change.after),
  });
}

const AUDIT_PAGE = 200;

export async function list(db: Db, rootId: number, query: AuditQuery): Promise<AuditEntry[]> {
  const rows = await repo.listEntries(
    db,
    rootId,
    { actor: query.actor, objectType: query.object_type, objectId: query.object_id },
    AUDIT_PAGE,
  );
  return rows.map((row) => ({
    id: String(row.id),
    actor_user_id: row.actor_user_id,
    actor_name: row.actor_name,
    action: row.action,
    object_type: row.object_type,
    object_id: row.object_id,
    before: row.before,
    after: row.after,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
