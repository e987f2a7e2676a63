import type { Expression, OnConflictBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The idempotency plugin's queries on `idempotency_keys`, one key being (scope, key). */

/** An answer as it was sent: replayed with the same status, content type and bytes. */
export interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
}

const answerColumns = (answer: KeptAnswer) => ({
  response_status: answer.status,
  response_content_type: answer.contentType,
  response_body: answer.body,
});

type KeyRow = {
  scope: string;
  key: string;
  request_hash: string;
  locked_until: Date;
  expires_at: Date;
};

/** Inserts the key's row, or takes over a row past its time as a new request (created anew). */
function insertOrTakeOver(
  db: Db,
  row: KeyRow & {
    state: 'running' | 'done';
    response_status?: number;
    response_content_type?: string;
    response_body?: string;
  },
  now: Date,
) {
  return db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => takeOverExpiredKey(oc, now));
}

/**
 * The conflict clause of every key insert: a row past its time is taken over as a new
 * request (created anew at `now`); a live row is left as it is, and the insert returns none.
 */
export function takeOverExpiredKey(
  oc: OnConflictBuilder<Database, 'idempotency_keys'>,
  now: Date | Expression<Date>,
) {
  return oc
    .columns(['scope', 'key'])
    .doUpdateSet((eb) => ({
      request_hash: eb.ref('excluded.request_hash'),
      state: eb.ref('excluded.state'),
      locked_until: eb.ref('excluded.locked_until'),
      expires_at: eb.ref('excluded.expires_at'),
      response_status: eb.ref('excluded.response_status'),
      response_content_type: eb.ref('excluded.response_content_type'),
      response_body: eb.ref('excluded.response_body'),
      result_id: eb.ref('excluded.result_id'),
      created_at: now,
    }))
    .where('idempotency_keys.expires_at', '<', now);
}

/**
 * The key as 'running', in one statement: a new key is inserted, a key past its time is
 * taken over, and undefined means a live row holds it.
 */
export function claimKeyIfFree(db: Db, row: KeyRow, now: Date) {
  return insertOrTakeOver(db, { ...row, state: 'running' }, now)
    .returning('key')
    .executeTakeFirst();
}

/** A key and its answer at once (a refusal that wrote nothing else); a live row stays. */
export async function keepAnswer(db: Db, row: KeyRow, answer: KeptAnswer) {
  await insertOrTakeOver(
    db,
    { ...row, state: 'done', ...answerColumns(answer) },
    new Date(),
  ).execute();
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

/** The key's answer, kept as it was sent; the key is then 'done'. */
export async function markKeyDone(db: Db, scope: string, key: string, answer: KeptAnswer) {
  await db
    .updateTable('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .set({ state: 'done', ...answerColumns(answer) })
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

/** A key's columns a compiled write (db/template.ts) takes as parameters. */
interface KeySlots {
  scope: string;
  key: string;
  request_hash: string;
  state: 'running';
  locked_until: Date;
}

/**
 * The columns a write's own statement fills when it writes its key (the booking's and the
 * transfer's): the key 'running', its answer kept by the plugin once it is sent.
 */
export const KEY_COLUMNS = [
  'scope',
  'key',
  'request_hash',
  'state',
  'locked_until',
  'expires_at',
] as const;

/** The key's columns as a template's slots, named `key.<column>` (see `keySlotValues`). */
export function slottedKey(slot: <T>(name: string) => T): KeySlots {
  return {
    scope: slot('key.scope'),
    key: slot('key.key'),
    request_hash: slot('key.request_hash'),
    state: slot('key.state'),
    locked_until: slot('key.locked_until'),
  };
}

/** The values of `slottedKey`'s slots for one key row (a new key is running). */
export function keySlotValues(key: {
  scope: string;
  key: string;
  request_hash: string;
  state?: string | null;
  locked_until: Date | string;
}): Record<string, unknown> {
  return {
    'key.scope': key.scope,
    'key.key': key.key,
    'key.request_hash': key.request_hash,
    'key.state': key.state ?? 'running',
    'key.locked_until': key.locked_until,
  };
}
