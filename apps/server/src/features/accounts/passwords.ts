import type { Language } from '@parada/core';
import type { AppContext } from '../../context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { invalidField, notFound } from '../../lib/http-error';
import * as groupings from '../groupings/repository';
import type { Grouping } from '../groupings/service';
import type { AuthUser } from './auth-user';
import { consumeLinkCode, emailLinkCode } from './link-codes';
import * as repo from './repository';
import { belongsToTenant } from './sessions';

export async function requestPasswordReset(
  ctx: AppContext,
  tenant: Grouping,
  email: string,
  language: Language,
) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.status !== 'active' || !user.email) return;
  if (!(await belongsToTenant(ctx.db, user, tenant))) return;
  // The spec's /reset_password/{code}/{site_domain}: the site the user asked from.
  const domains = await groupings.listDomains(ctx.db, [tenant.id]);
  const siteDomain = (domains.find((d) => d.app === 'panel') ?? domains[0])?.domain;
  const to = user.email;
  await ctx.db.transaction().execute((trx) =>
    emailLinkCode(ctx, trx, {
      to,
      user,
      purpose: 'password_reset',
      template: 'password_reset',
      askedIn: language,
      path: (code) => `/reset_password/${code}${siteDomain ? `/${siteDomain}` : ''}`,
    }),
  );
}

export async function resetPassword(ctx: AppContext, code: string, password: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeLinkCode(trx, 'password_reset', code);
    await repo.updateUser(trx, userId, { password_hash: passwordHash });
    await repo.revokeAllTokens(trx, userId);
  });
}

/** Changes the caller's own password; every other session of the account ends. */
export async function updatePassword(
  ctx: AppContext,
  user: AuthUser,
  currentTokenHash: string,
  id: number,
  currentPassword: string,
  password: string,
): Promise<void> {
  if (id !== user.id) throw notFound();
  if (!(await verifyPassword(currentPassword, user.password_hash))) {
    throw invalidField('current_password', 'error.current_password');
  }
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { password_hash: passwordHash });
    await repo.revokeAllTokens(trx, user.id, currentTokenHash);
  });
}
