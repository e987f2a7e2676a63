import { isFinalStatus } from '@parada/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { newToken, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as rides from '../rides/repository';

/**
 * Share-trip links: the owner hands out `/history?token=…` (the spec's one route that
 * skips the log-in checks); anyone holding it sees that one trip live until it ends plus
 * SHARE_GRACE_MIN, or until the owner revokes it. Only the token's hash is stored.
 */
export async function create(ctx: AppContext, user: AuthUser, serviceId: number) {
  const service = await rides.findVisible(ctx.db, user, serviceId);
  if (!service || isFinalStatus(service.status_code)) throw notFound();
  const token = newToken();
  await ctx.db
    .insertInto('share_links')
    .values({ service_id: serviceId, token_hash: sha256(token) })
    .execute();
  const url = new URL('/history', ctx.env.PUBLIC_URL);
  url.searchParams.set('token', token);
  return { token, url: url.toString(), expires_at: null };
}

/** Revokes every link of the trip. */
export async function revoke(db: Db, user: AuthUser, serviceId: number) {
  const service = await rides.findVisible(db, user, serviceId);
  if (!service) throw notFound();
  await db
    .updateTable('share_links')
    .set({ revoked_at: new Date() })
    .where('service_id', '=', serviceId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The trip a live token shows, or null when unknown, revoked or past its grace. */
export async function resolve(ctx: AppContext, token: string): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('share_links')
    .innerJoin('services', 'services.id', 'share_links.service_id')
    .select(['services.id', 'services.ended_at'])
    .where('share_links.token_hash', '=', sha256(token))
    .where('share_links.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const graceMs = ctx.env.SHARE_GRACE_MIN * 60_000;
  if (row.ended_at && row.ended_at.getTime() + graceMs < Date.now()) return null;
  return row.id;
}
