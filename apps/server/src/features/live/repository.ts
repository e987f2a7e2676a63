import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A PostgreSQL NOTIFY on `channel`: every instance LISTENing there receives `payload`. */
export async function notify(db: Db, channel: string, payload: string) {
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
}

/**
 * The bus's 'service' event for the ride in `ride` (a CTE or table with `id`, `user_id`,
 * `company_id`), notified on `channel` by the statement that selects it: the same event
 * `publish` sends, delivered when that statement's transaction commits.
 */
export const rideNotice = (channel: string, ride: string) =>
  sql<string>`pg_notify(${channel}, json_build_object('type', 'service', 'service_id', ${sql.ref(`${ride}.id`)}, 'user_id', ${sql.ref(`${ride}.user_id`)}, 'company_id', ${sql.ref(`${ride}.company_id`)})::text)`;

export async function insertShareLink(db: Db, rideId: number, tokenHash: string) {
  await db
    .insertInto('share_links')
    .values({ service_id: rideId, token_hash: tokenHash })
    .execute();
}

export async function revokeShareLinksOfRide(db: Db, rideId: number) {
  await db
    .updateTable('share_links')
    .set({ revoked_at: new Date() })
    .where('service_id', '=', rideId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The service behind a share link not revoked, with when it ended. */
export function findRideOfLiveShareLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('share_links')
    .innerJoin('services', 'services.id', 'share_links.service_id')
    .select(['services.id', 'services.ended_at'])
    .where('share_links.token_hash', '=', tokenHash)
    .where('share_links.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function insertStreamTicket(
  db: Db,
  row: { ticket_hash: string; user_id: number; token_hash: string | null; expires_at: Date },
) {
  await db.insertInto('stream_tickets').values(row).execute();
}

/**
 * Marks a ticket used if it was neither used nor expired at `now`, and answers whom it was
 * for; undefined otherwise, so a ticket serves once.
 */
export function useStreamTicket(db: Db, ticketHash: string, now: Date) {
  return db
    .updateTable('stream_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'token_hash'])
    .executeTakeFirst();
}
