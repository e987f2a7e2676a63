import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { cached, cachedNow } from '../../db/read-cache';
import { SESSION_DEFAULTS } from '@parada/core';
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

export function insertToken(db: Db, userId: number, tokenHash: string, rootId: number | null) {
  return db
    .insertInto('auth_tokens')
    .values({ user_id: userId, token_hash: tokenHash, root_id: rootId })
    .execute();
}

/** A session's use is noted again no sooner than this after the last note. */
export const SESSION_TOUCH_MINUTES = 5;

/**
 * A session is live while not revoked, used within its operator's idle days and younger
 * than its absolute days (session_settings, else SESSION_DEFAULTS). Checked in the query
 * itself, so an expired token is no session at all, exactly like a revoked one.
 */
const liveSessions = (db: Db) =>
  db
    .selectFrom('auth_tokens')
    .leftJoin('session_settings', 'session_settings.agrupation_id', 'auth_tokens.root_id')
    .where('auth_tokens.revoked_at', 'is', null)
    .where(
      sql<boolean>`auth_tokens.created_at > now() - make_interval(days => coalesce(session_settings.absolute_days, ${SESSION_DEFAULTS.absolute_days}))`,
    )
    .where(
      sql<boolean>`auth_tokens.last_used_at > now() - make_interval(days => coalesce(session_settings.idle_days, ${SESSION_DEFAULTS.idle_days}))`,
    );

/**
 * The live account behind a token, asked by every signed-in request; revoked or expired
 * tokens and closed or removed accounts find nothing. Remembered for half a second: a
 * log-out or a change to the user here is seen at once, another instance's within that
 * time, inside the second a revoked token may still be honoured. With the account come the
 * session's id and whether its use is due to be noted (the auth hook notes it).
 */
const sessionOf = (db: Db, tokenHash: string) => () =>
  liveSessions(db)
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select([
      'auth_tokens.id as session_id',
      sql<boolean>`(auth_tokens.user_agent IS NULL OR auth_tokens.last_used_at < now() - make_interval(mins => ${SESSION_TOUCH_MINUTES}))`.as(
        'session_due',
      ),
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('users.status', 'in', ['active'])
    .where('users.active', '=', true)
    .executeTakeFirst();

/** The account behind a token, with its session's id and whether its use is due to be noted. */
export type SessionUser = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionOf>>>>;

/** Notes a session's use, and the device that uses it if not known yet ('' for none named). */
export function touchSession(db: Db, sessionId: number, userAgent: string) {
  return db
    .updateTable('auth_tokens')
    .set((eb) => ({
      last_used_at: new Date(),
      user_agent: eb.fn.coalesce('user_agent', eb.val(userAgent)),
    }))
    .where('id', '=', sessionId)
    .execute();
}

/** The account's live sessions, most recently used first. */
export function listLiveSessions(db: Db, userId: number) {
  return liveSessions(db)
    .select([
      'auth_tokens.id',
      'auth_tokens.token_hash',
      'auth_tokens.user_agent',
      'auth_tokens.created_at',
      'auth_tokens.last_used_at',
    ])
    .where('auth_tokens.user_id', '=', userId)
    .orderBy('auth_tokens.last_used_at', 'desc')
    .orderBy('auth_tokens.id', 'desc')
    .limit(100)
    .execute();
}

export function findSessionSettings(db: Db, rootId: number) {
  return db
    .selectFrom('session_settings')
    .select(['idle_days', 'absolute_days'])
    .where('agrupation_id', '=', rootId)
    .executeTakeFirst();
}

export function upsertSessionSettings(
  db: Db,
  rootId: number,
  values: { idle_days: number; absolute_days: number },
) {
  return db
    .insertInto('session_settings')
    .values({ agrupation_id: rootId, ...values })
    .onConflict((oc) => oc.column('agrupation_id').doUpdateSet(values))
    .execute();
}

export function findUserByTokenHash(db: Db, tokenHash: string) {
  return cached(
    db,
    `session:${tokenHash}`,
    ['auth_tokens', 'users', 'session_settings'],
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
    ['auth_tokens', 'users', 'session_settings'],
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

/** A change of email or phone, kept with the old values for the undo link. */
export function insertContactChange(
  db: Db,
  row: {
    user_id: number;
    undo_hash: string;
    old_email: string | null;
    old_phone: string | null;
    expires_at: Date;
  },
) {
  return db.insertInto('contact_changes').values(row).execute();
}

/** Takes a live undo link once: the row it undoes, or nothing if used, expired or unknown. */
export function useContactChange(db: Db, undoHash: string) {
  return db
    .updateTable('contact_changes')
    .set({ used_at: new Date() })
    .where('undo_hash', '=', undoHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'old_email', 'old_phone'])
    .executeTakeFirst();
}

/** Every live one-time code of the account stops working (reset links among them). */
export function useAllLiveCodes(db: Db, userId: number) {
  return db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
