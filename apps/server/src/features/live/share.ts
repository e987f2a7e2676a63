import { isFinalStatus } from '@parada/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { newToken, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as rides from '../rides/repository';
import * as repo from './repository';

/**
 * Share-trip links: the owner hands out `/history?token=…` (the spec's one route that
 * skips the log-in checks); anyone holding it sees that one trip live until it ends plus
 * SHARE_GRACE_MIN, or until the owner revokes it. Only the token's hash is stored.
 */
export async function create(ctx: AppContext, user: AuthUser, rideId: number) {
  const ride = await rides.findVisible(ctx.db, user, rideId);
  if (!ride || isFinalStatus(ride.status_code)) throw notFound();
  const token = newToken();
  await repo.insertShareLink(ctx.db, rideId, sha256(token));
  const url = new URL('/history', ctx.env.PUBLIC_URL);
  url.searchParams.set('token', token);
  return { token, url: url.toString(), expires_at: null };
}

/** Revokes every link of the trip. */
export async function revoke(db: Db, user: AuthUser, rideId: number) {
  const ride = await rides.findVisible(db, user, rideId);
  if (!ride) throw notFound();
  await repo.revokeShareLinksOfRide(db, rideId);
}

/** The trip a live token shows, or null when unknown, revoked or past its grace. */
export async function resolve(ctx: AppContext, token: string): Promise<number | null> {
  const row = await repo.findRideOfLiveShareLink(ctx.db, sha256(token));
  if (!row) return null;
  const graceMs = ctx.env.SHARE_GRACE_MIN * 60_000;
  if (row.ended_at && row.ended_at.getTime() + graceMs < Date.now()) return null;
  return row.id;
}
