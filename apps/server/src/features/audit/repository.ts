import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogTable } from './tables';

export async function insertEntry(db: Db, row: Insertable<AuditLogTable>) {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  actor?: number | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
}

/** The operator's log, newest first, at most `limit` rows. */
export function listEntries(db: Db, rootId: number, filter: AuditFilter, limit: number) {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .where('root_agrupation_id', '=', rootId)
    .orderBy('id', 'desc')
    .limit(limit);
  if (filter.actor !== undefined) query = query.where('actor_user_id', '=', filter.actor);
  if (filter.objectType !== undefined) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId !== undefined) query = query.where('object_id', '=', filter.objectId);
  return query.execute();
}
