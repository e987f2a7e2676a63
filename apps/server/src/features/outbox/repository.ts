import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/schema';

export function insertMessage(db: Db, row: Insertable<OutboxTable>) {
  return db.insertInto('outbox').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Records one attempt's outcome; answers how many rows it found (0 before commit). */
export async function markAttempt(db: Db, id: number, error: string | null) {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_attempt_at: new Date(),
      ...(error ? { error } : { delivered_at: new Date(), error: null }),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Messages not delivered whose last attempt failed, newest first. */
export function listFailures(db: Db, limit: number) {
  return db
    .selectFrom('outbox')
    .select([
      'id',
      'channel',
      'recipient',
      'subject',
      'error',
      'attempts',
      'created_at',
      'last_attempt_at',
    ])
    .where('delivered_at', 'is', null)
    .where('error', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listRecent(db: Db, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
