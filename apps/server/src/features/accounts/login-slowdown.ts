import type { Db } from '../../db/database';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import * as repo from './repository';

/** Failures allowed at full speed: typos and a forgotten caps lock. */
export const FREE_FAILURES = 5;
/** The longest wait ever asked: an attacker gets ~1 guess a minute, the owner waits ≤ 1 min. */
export const MAX_DELAY_S = 60;
/** Failures older than this are forgotten: the count starts again. */
const FORGET_MS = 15 * 60 * 1000;

const keyOf = (username: string) => sha256(username.trim().toLowerCase());

/**
 * The per-account slowdown (the per-IP limit alone lets a botnet try one password each
 * from many addresses): after FREE_FAILURES failed log-ins, each further failure makes the
 * account wait 2, 4, 8… seconds, never more than MAX_DELAY_S, before the next attempt is
 * even checked. Nothing is ever locked: the owner, knowing the password, waits a minute at
 * most; a success clears the count.
 */
export async function checkNotSlowedDown(db: Db, username: string): Promise<void> {
  const row = await repo.findLoginBlockedUntil(db, keyOf(username));
  const wait = row?.blocked_until ? row.blocked_until.getTime() - Date.now() : 0;
  if (wait > 0) {
    throw new HttpError(429, 'error.too_many_requests', {}, [], {
      'retry-after': String(Math.ceil(wait / 1000)),
    });
  }
}

export async function recordFailure(db: Db, username: string): Promise<void> {
  const key = keyOf(username);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockLoginFailures(trx, key);
    const stale = !row || now.getTime() - row.last_failure_at.getTime() > FORGET_MS;
    const failures = stale ? 1 : row.failures + 1;
    const over = failures - FREE_FAILURES;
    const blockedUntil =
      over > 0 ? new Date(now.getTime() + Math.min(2 ** over, MAX_DELAY_S) * 1000) : null;
    await repo.saveLoginFailures(trx, {
      account_key: key,
      failures,
      blocked_until: blockedUntil,
      last_failure_at: now,
    });
  });
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await repo.deleteLoginFailures(db, keyOf(username));
}
