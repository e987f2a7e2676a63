import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/schema';

export function insertMessage(db: Db, row: Insertable<OutboxTable>) {
  return db.insertInto('outbox').values(row).returningAll().executeTakeFirstOrThrow();
}

export function markDelivered(db: Db, id: number, error: string | null) {
  return db
    .updateTable('outbox')
    .set(error ? { error } : { delivered_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function listRecent(db: Db, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
