import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { newToken, sha256, verifyPassword } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import * as groupings from '../groupings/repository';
import { rootOf, type Grouping } from '../groupings/service';
import type { AuthUser } from './auth-user';
import { checkNotSlowedDown, clearFailures, recordFailure } from './login-slowdown';
import { routeNamesOf } from './permissions';
import * as repo from './repository';
import type { UserWire } from './schemas';
import { toUserWire } from './user-wire';

export interface Session {
  token: string;
  user: UserWire;
}

export async function tokenValid(db: Db, user: AuthUser, token: string) {
  const wire = await toUserWire(db, user);
  return {
    auth_token: token,
    exclusive_agrupation: wire.exclusive_agrupation,
    user: wire,
    permissions: routeNamesOf(user),
  };
}

/** A new session; its operator's settings say how long it lives (rootOf the user's grouping). */
export async function issueSession(db: Db, user: AuthUser): Promise<Session> {
  const token = newToken();
  const own = await groupings.findById(db, user.agrupation_id);
  const root = own ? await rootOf(db, own) : null;
  await repo.insertToken(db, user.id, sha256(token), root?.id ?? null);
  return { token, user: await toUserWire(db, user) };
}

/** GET customer/sessions: the account's live sessions, the caller's marked current. */
export async function listSessions(db: Db, user: AuthUser, tokenHash: string | null) {
  const rows = await repo.listLiveSessions(db, user.id);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      user_agent: row.user_agent || null,
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      current: row.token_hash === tokenHash,
    })),
  };
}

/** "Sign out everywhere else": every session of the account but the caller's ends. */
export async function endOtherSessions(db: Db, user: AuthUser, tokenHash: string) {
  await repo.revokeAllTokens(db, user.id, tokenHash);
}

/** Accounts belong to one operator: the same email on another operator's site is unknown. */
export async function belongsToTenant(db: Db, user: AuthUser, tenant: Grouping): Promise<boolean> {
  const own = await groupings.findById(db, user.agrupation_id);
  if (!own) return false;
  const [userRoot, tenantRoot] = await Promise.all([rootOf(db, own), rootOf(db, tenant)]);
  return userRoot.id === tenantRoot.id;
}

async function findByUsername(db: Db, username: string) {
  return username.includes('@')
    ? repo.findUserByEmail(db, username)
    : repo.findUserByPhone(db, username.replace(/[\s().-]/g, ''));
}

export async function authenticate(
  ctx: AppContext,
  tenant: Grouping,
  username: string,
  password: string,
): Promise<Session> {
  await checkNotSlowedDown(ctx.db, username);
  const user = await findByUsername(ctx.db, username);
  const passwordOk = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !passwordOk || !(await belongsToTenant(ctx.db, user, tenant))) {
    await recordFailure(ctx.db, username);
    throw new HttpError(401, 'error.invalid_credentials');
  }
  await clearFailures(ctx.db, username);
  if (user.status === 'pending') throw new HttpError(403, 'error.account_not_active');
  if (user.status !== 'active' || !user.active)
    throw new HttpError(401, 'error.invalid_credentials');
  return issueSession(ctx.db, user);
}

export const logout = (db: Db, tokenHash: string) => repo.revokeToken(db, tokenHash);

/**
 * Signs in with a provider's verified identity: the account linked to it, else the
 * account with the same verified email (linked now), else a new client of this operator.
 */
export async function socialLogin(
  ctx: AppContext,
  tenant: Grouping,
  provider: 'google' | 'facebook',
  token: string,
): Promise<Session> {
  const identity =
    provider === 'google'
      ? await ctx.social.google(token, tenant.google_client_id)
      : await ctx.social.facebook(token, tenant.facebook_app_id);
  if (!identity) throw new HttpError(401, 'error.social_login');
  const column = provider === 'google' ? 'google_sub' : 'facebook_id';
  return ctx.db.transaction().execute(async (trx) => {
    let user = await repo.findUserBySocial(trx, column, identity.subject);
    if (!user && identity.email) {
      const byEmail = await repo.findUserByEmail(trx, identity.email);
      if (byEmail) user = await repo.updateUser(trx, byEmail.id, { [column]: identity.subject });
    }
    if (!user) {
      if (!identity.email) throw new HttpError(401, 'error.social_login');
      user = await repo.insertUser(trx, {
        agrupation_id: (await rootOf(trx, tenant)).id,
        kind: 'client',
        name: identity.name ?? identity.email,
        email: identity.email,
        phone: null,
        password_hash: null,
        status: 'active',
        [column]: identity.subject,
        // Terms were not shown by the provider: renew_privacy asks for them on first load.
        terms_accepted_at: null,
        privacy_accepted_at: null,
      });
    }
    if (user.status !== 'active' || !user.active || !(await belongsToTenant(trx, user, tenant))) {
      throw new HttpError(401, 'error.social_login');
    }
    return issueSession(trx, user);
  });
}
