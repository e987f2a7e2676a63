import type { Db } from '../db/database';

/** The idempotency plugin's queries on `idempotency_keys`, one key being (scope, key). */

/**
 * The key as 'running', in one statement: a new key is inserted, a key past its time is
 * taken over as a new request (created anew), and undefined means a live row holds it.
 */
export function claimKeyIfFree(
  db: Db,
  row: { scope: string; key: string; request_hash: string; locked_until: Date; expires_at: Date },
  now: Date,
) {
  return db
    .insertInto('idempotency_keys')
    .values({ ...row, state: 'running' })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet((eb) => ({
          request_hash: eb.ref('excluded.request_hash'),
          state: 'running',
          locked_until: eb.ref('excluded.locked_until'),
          expires_at: eb.ref('excluded.expires_at'),
          response_status: null,
          response_body: null,
          created_at: now,
        }))
        .where('idempotency_keys.expires_at', '<', now),
    )
    .returning('key')
    .executeTakeFirst();
}

/** A key and its answer at once (a refusal that wrote nothing else); a live row stays. */
export async function keepAnswer(
  db: Db,
  row: { scope: string; key: string; request_hash: string; locked_until: Date; expires_at: Date },
  response: { status: number; body: string },
) {
  const now = new Date();
  await db
    .insertInto('idempotency_keys')
    .values({
      ...row,
      state: 'done',
      response_status: response.status,
      response_body: response.body,
    })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet((eb) => ({
          request_hash: eb.ref('excluded.request_hash'),
          state: 'done',
          locked_until: eb.ref('excluded.locked_until'),
          expires_at: eb.ref('excluded.expires_at'),
          response_status: response.status,
          response_body: response.body,
          created_at: now,
        }))
        .where('idempotency_keys.expires_at', '<', now),
    )
    .execute();
}

export function findKey(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Re-locks a 'running' key whose lock ran out before `now`; undefined when it had not. */
export function takeOverStaleKey(db: Db, scope: string, key: string, now: Date, lockedUntil: Date) {
  return db
    .updateTable('idempotency_keys')
    .set({ locked_until: lockedUntil })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('state', '=', 'running')
    .where('locked_until', '<', now)
    .returning('key')
    .executeTakeFirst();
}

export async function markKeyDone(
  db: Db,
  scope: string,
  key: string,
  response: { status: number; body: string },
) {
  await db
    .updateTable('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .set({ state: 'done', response_status: response.status, response_body: response.body })
    .execute();
}

export async function deleteKey(db: Db, scope: string, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

export async function deleteKeysExpiredBefore(db: Db, now: Date) {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<', now).execute();
}
