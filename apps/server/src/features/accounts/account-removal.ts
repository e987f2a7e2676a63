import type { Language } from '@parada/core';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../lib/crypto';
import { invalidField } from '../../lib/http-error';
import type { AuthUser } from './auth-user';
import { consumeLinkCode, emailLinkCode } from './link-codes';
import * as repo from './repository';

export async function requestRemoval(
  ctx: AppContext,
  user: AuthUser,
  password: string,
  language: Language,
) {
  if (!(await verifyPassword(password, user.password_hash))) {
    throw invalidField('password', 'error.invalid_credentials');
  }
  if (!user.email) throw invalidField('email', 'validation.required');
  const to = user.email;
  await ctx.db.transaction().execute((trx) =>
    emailLinkCode(ctx, trx, {
      to,
      user,
      purpose: 'account_removal',
      template: 'account_removal',
      askedIn: language,
      path: (code) => `/remove_account/${code}`,
    }),
  );
}

/**
 * Removes an account by its emailed code. The row stays (tickets and, later, rides point
 * at it) but loses everything personal, and every session ends.
 */
export async function confirmRemoval(ctx: AppContext, code: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeLinkCode(trx, 'account_removal', code);
    await repo.updateUser(trx, userId, {
      status: 'removed',
      active: false,
      name: 'Removed account',
      email: null,
      phone: null,
      password_hash: null,
      avatar: null,
      logo: null,
      google_sub: null,
      facebook_id: null,
      closed_at: new Date(),
    });
    await repo.revokeAllTokens(trx, userId);
  });
}
