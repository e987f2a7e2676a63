import type { Db } from '../../db/database';
import { json } from '../../db/database';

export interface AuditEntry {
  root_agrupation_id: number;
  actor_user_id: number | null;
  actor_name: string;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
}

export async function insertAuditEntry(db: Db, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      ...entry,
      before: entry.before === undefined || entry.before === null ? null : json(entry.before),
      after: entry.after === undefined || entry.after === null ? null : json(entry.after),
    })
    .execute();
}
