import type { Db } from '../../db/database';
import { newToken, sha256 } from '../../lib/crypto';
import type { AuthUser } from '../accounts/auth-user';
import { findActiveUserById } from '../accounts/repository';
import * as repo from './repository';

const TICKET_TTL_MS = 60_000;

/**
 * A one-use ticket valid a minute, for the EventSource that cannot send the Authorization
 * header (see liveRoutes), bound to the session it was traded from. Only its hash is stored.
 */
export async function issueTicket(db: Db, user: AuthUser, tokenHash: string | null) {
  const ticket = newToken();
  await repo.insertStreamTicket(db, {
    ticket_hash: sha256(ticket),
    user_id: user.id,
    token_hash: tokenHash,
    expires_at: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { ticket, expires_in: TICKET_TTL_MS / 1000 };
}

/**
 * The active user and the session a ticket was traded for; nulls when it is unknown, used
 * or expired, or its user no longer active.
 */
export async function redeemTicket(
  db: Db,
  ticket: string,
): Promise<{ user: AuthUser | null; tokenHash: string | null }> {
  const used = await repo.useStreamTicket(db, sha256(ticket), new Date());
  return {
    user: used ? ((await findActiveUserById(db, used.user_id)) ?? null) : null,
    tokenHash: used?.token_hash ?? null,
  };
}
