import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { cached, cachedNow } from '../../db/read-cache';
import type { CodePurpose, UsersTable } from '../../db/schema';

const SESSION_TTL_MS = 500;

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user if its account is active (status 'active'). */
export function findActiveUserById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserBySocial(db: Db, provider: 'google_sub' | 'facebook_id', subject: string) {
  return db.selectFrom('users').selectAll().where(provider, '=', subject).executeTakeFirst();
}

export function insertUser(db: Db, row: Insertable<UsersTable>) {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, patch: Updateable<UsersTable>) {
  return db
    .updateTable('users')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertToken(db: Db, userId: number, tokenHash: string) {
  return db.insertInto('auth_tokens').values({ user_id: userId, token_hash: tokenHash }).execute();
}

/**
 * The live account behind a token, asked by every signed-in request; revoked tokens and
 * closed or removed accounts find nothing. Remembered for half a second: a log-out or a
 * change to the user here is seen at once, another instance's within that time, inside
 * the second a revoked token may still be honoured.
 */
const sessionOf = (db: Db, tokenHash: string) => () =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('users.status', 'in', ['active'])
    .where('users.active', '=', true)
    .executeTakeFirst();

export function findUserByTokenHash(db: Db, tokenHash: string) {
  return cached(
    db,
    `session:${tokenHash}`,
    ['auth_tokens', 'users'],
    SESSION_TTL_MS,
    sessionOf(db, tokenHash),
  );
}

/**
 * findUserByTokenHash, or the account itself when the cache holds it, current: every
 * signed-in request asks, and a promise and a turn of the microtask queue each time were
 * the auth hook's whole cost but the hash.
 */
export function findUserByTokenHashNow(db: Db, tokenHash: string) {
  return cachedNow(
    db,
    `session:${tokenHash}`,
    ['auth_tokens', 'users'],
    SESSION_TTL_MS,
    sessionOf(db, tokenHash),
  );
}

export function revokeToken(db: Db, tokenHash: string) {
  return db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user, except `keepTokenHash` (the one changing the password). */
export function revokeAllTokens(db: Db, userId: number, keepTokenHash?: string) {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
  return query.execute();
}

export async function insertCode(
  db: Db,
  row: { user_id: number; purpose: CodePurpose; code_hash: string; expires_at: Date },
) {
  // One live code per purpose: asking again invalidates the previous one.
  await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', row.user_id)
    .where('purpose', '=', row.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('one_time_codes').values(row).execute();
}

export function findLiveCode(db: Db, purpose: CodePurpose, codeHash: string) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export function findLiveCodeForUser(db: Db, userId: number, purpose: CodePurpose) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function countFailedAttempt(db: Db, codeId: number) {
  return db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

export function useCode(db: Db, codeId: number) {
  return db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
}

export function findLoginBlockedUntil(db: Db, accountKey: string) {
  return db
    .selectFrom('login_failures')
    .select('blocked_until')
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
}

/** The account's failure count locked for the rest of `trx` (FOR UPDATE). */
export function lockLoginFailures(trx: Db, accountKey: string) {
  return trx
    .selectFrom('login_failures')
    .selectAll()
    .where('account_key', '=', accountKey)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveLoginFailures(
  trx: Db,
  row: { account_key: string; failures: number; blocked_until: Date | null; last_failure_at: Date },
) {
  const { account_key: _key, ...counts } = row;
  await trx
    .insertInto('login_failures')
    .values(row)
    .onConflict((oc) => oc.column('account_key').doUpdateSet(counts))
    .execute();
}

export async function deleteLoginFailures(db: Db, accountKey: string) {
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey).execute();
}
