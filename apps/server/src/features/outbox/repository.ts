import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/schema';

export function insertMessage(db: Db, row: Insertable<OutboxTable>) {
  return db.insertInto('outbox').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Records the delivery outcome; answers how many rows it found (0 before commit). */
export async function markDelivered(db: Db, id: number, error: string | null) {
  const result = await db
    .updateTable('outbox')
    .set(error ? { error } : { delivered_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listRecent(db: Db, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
