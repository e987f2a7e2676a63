import type { Language, ProfileChanges } from '@parada/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { CodePurpose } from '../../db/schema';
import { hashPassword, newToken, numericCode, sha256, verifyPassword } from '../../lib/crypto';
import { checkNotSlowedDown, clearFailures, recordFailure } from './login-slowdown';
import { HttpError, invalidField, notFound } from '../../lib/http-error';
import { brandName, message, recipientLanguage } from '../outbox/templates';
import * as groupings from '../groupings/repository';
import { storeImageFromRequest } from '../uploads/service';
import { rootOf, type Agrupation } from '../groupings/service';
import type { AuthUser } from './auth-user';
import { routeNamesOf } from './permissions';
import * as repo from './repository';
import type { UserWire } from './schemas';

const MINUTE = 60_000;
const ACTIVATION_TTL = 30 * MINUTE;
const LINK_TTL = 24 * 60 * MINUTE;
/** A 6-digit code dies after this many wrong tries; the rate limit bounds the rest. */
const MAX_CODE_ATTEMPTS = 5;

export interface Session {
  token: string;
  user: UserWire;
}

async function summaryOf(db: Db, agrupationId: number) {
  const row = await groupings.findById(db, agrupationId);
  return row
    ? {
        id: row.id,
        permalink: row.permalink,
        name: row.name,
        logo: row.logo,
        currency: row.currency,
      }
    : null;
}

/** When the privacy text that applies to a grouping (its own or an ancestor's) last changed. */
async function privacyChangedAt(db: Db, agrupation: Agrupation): Promise<Date | null> {
  let latest: Date | null = null;
  let current: Agrupation | undefined = agrupation;
  for (let depth = 0; current && depth < 32; depth += 1) {
    const changed: Date | null = current.privacy_updated_at;
    if (changed && (!latest || changed > latest)) latest = changed;
    current =
      current.parent_id != null ? await groupings.findById(db, current.parent_id) : undefined;
  }
  return latest;
}

/**
 * The user as the apps see it (spec §3). An employee shows the company's name with its own
 * under `employee`; `exclusive_agrupation` is set when the account is bound to a grouping
 * below its operator (a hotel), so the apps skip the fare picker.
 */
export async function toUserWire(db: Db, user: AuthUser): Promise<UserWire> {
  const agrupation = await groupings.findById(db, user.agrupation_id);
  const company =
    user.kind === 'employee' && user.company_id != null
      ? await repo.findUserById(db, user.company_id)
      : undefined;
  const privacyChanged = agrupation ? await privacyChangedAt(db, agrupation) : null;
  const renewPrivacy =
    user.kind !== 'operator' &&
    (user.privacy_accepted_at == null ||
      (privacyChanged != null && privacyChanged > user.privacy_accepted_at));
  return {
    id: user.id,
    name: company?.name ?? user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    logo: user.kind === 'employee' ? (company?.logo ?? null) : user.logo,
    company: user.kind === 'company',
    employee: user.kind === 'employee' ? { name: user.name } : null,
    is_employee: user.kind === 'employee',
    panel: user.panel,
    operator: user.kind === 'operator',
    account_kind: user.kind === 'hotel_staff' || user.kind === 'operator' ? user.kind : null,
    renew_privacy: renewPrivacy,
    exclusive_agrupation:
      agrupation && agrupation.parent_id != null ? await summaryOf(db, agrupation.id) : null,
    language: user.language,
  };
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

export async function issueSession(db: Db, user: AuthUser): Promise<Session> {
  const token = newToken();
  await repo.insertToken(db, user.id, sha256(token));
  return { token, user: await toUserWire(db, user) };
}

/** Accounts belong to one operator: the same email on another operator's site is unknown. */
async function belongsToTenant(db: Db, user: AuthUser, tenant: Agrupation): Promise<boolean> {
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
  tenant: Agrupation,
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

async function newLinkCode(db: Db, userId: number, purpose: CodePurpose, ttl = LINK_TTL) {
  const code = newToken();
  await repo.insertCode(db, {
    user_id: userId,
    purpose,
    code_hash: sha256(code),
    expires_at: new Date(Date.now() + ttl),
  });
  return code;
}

async function sendActivationCode(
  ctx: AppContext,
  db: Db,
  user: { id: number; agrupation_id: number; language: Language | null },
  phone: string,
  askedIn: Language,
) {
  const language = await recipientLanguage(db, user, askedIn);
  const userId = user.id;
  const code = numericCode(6);
  await repo.insertCode(db, {
    user_id: userId,
    purpose: 'activation',
    code_hash: sha256(code),
    expires_at: new Date(Date.now() + ACTIVATION_TTL),
  });
  const brand = await brandName(db, user.agrupation_id);
  await ctx.outbox.sms(db, phone, message(language, 'activation_sms', { brand, code }).body);
}

export interface SignupInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  registration_code?: string | null | undefined;
}

export async function signup(
  ctx: AppContext,
  tenant: Agrupation,
  input: SignupInput,
  language: Language,
) {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    if (await repo.findUserByEmail(trx, input.email)) {
      throw invalidField('email', 'error.email_taken');
    }
    if (await repo.findUserByPhone(trx, input.phone)) {
      throw invalidField('phone', 'error.phone_taken');
    }
    const now = new Date();
    const user = await repo.insertUser(trx, {
      agrupation_id: (await rootOf(trx, tenant)).id,
      kind: 'client',
      name: input.name,
      email: input.email,
      phone: input.phone,
      password_hash: passwordHash,
      status: 'pending',
      terms_accepted_at: now,
      privacy_accepted_at: now,
      registration_code: input.registration_code || null,
    });
    await sendActivationCode(ctx, trx, user, input.phone, language);
    return { id: user.id, phone: input.phone };
  });
}

/** Checks a 6-digit code for a phone; every wrong try counts against the code. */
export async function confirm(ctx: AppContext, phone: string, code: string): Promise<Session> {
  const user = await repo.findUserByPhone(ctx.db, phone);
  const live = user ? await repo.findLiveCodeForUser(ctx.db, user.id, 'activation') : undefined;
  if (!user || !live || live.attempts >= MAX_CODE_ATTEMPTS) {
    throw invalidField('code', 'error.invalid_code');
  }
  if (live.code_hash !== sha256(code)) {
    await repo.countFailedAttempt(ctx.db, live.id);
    throw invalidField('code', 'error.invalid_code');
  }
  return ctx.db.transaction().execute(async (trx) => {
    const used = await repo.useCode(trx, live.id);
    if (Number(used.numUpdatedRows) !== 1) throw invalidField('code', 'error.invalid_code');
    const active = await repo.updateUser(trx, user.id, { status: 'active' });
    return issueSession(trx, active);
  });
}

/** Answers the same for unknown phones, so the route cannot be used to find accounts. */
export async function resendActivation(ctx: AppContext, phone: string, language: Language) {
  const user = await repo.findUserByPhone(ctx.db, phone);
  if (!user || user.status !== 'pending') return;
  await ctx.db.transaction().execute((trx) => sendActivationCode(ctx, trx, user, phone, language));
}

export async function emailAvailable(db: Db, email: string) {
  return !(await repo.findUserByEmail(db, email));
}

export async function requestPasswordReset(
  ctx: AppContext,
  tenant: Agrupation,
  email: string,
  language: Language,
) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.status !== 'active' || !user.email) return;
  if (!(await belongsToTenant(ctx.db, user, tenant))) return;
  // The spec's /reset_password/{code}/{site_domain}: the site the user asked from.
  const domains = await groupings.listDomains(ctx.db, [tenant.id]);
  const siteDomain = (domains.find((d) => d.app === 'panel') ?? domains[0])?.domain;
  await ctx.db.transaction().execute(async (trx) => {
    const code = await newLinkCode(trx, user.id, 'password_reset');
    await ctx.outbox.email(trx, {
      to: user.email!,
      ...message(await recipientLanguage(trx, user, language), 'password_reset', {
        name: user.name,
        brand: await brandName(trx, user.agrupation_id),
        link: `${ctx.env.PUBLIC_URL}/reset_password/${code}${siteDomain ? `/${siteDomain}` : ''}`,
      }),
    });
  });
}

/** Uses an emailed one-time code: wrong, used or expired all read 'Invalid code'. */
async function consumeLinkCode(
  db: Db,
  purpose: CodePurpose,
  code: string,
  errorKey: 'error.invalid_code' | 'error.invalid_token' = 'error.invalid_code',
) {
  const live = await repo.findLiveCode(db, purpose, sha256(code));
  if (!live)
    throw invalidField(purpose.startsWith('employee_password') ? 'token' : 'code', errorKey);
  const used = await repo.useCode(db, live.id);
  if (Number(used.numUpdatedRows) !== 1) throw invalidField('code', errorKey);
  return live.user_id;
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
    throw invalidField('current_password', 'error.password_update');
  }
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { password_hash: passwordHash });
    await repo.revokeAllTokens(trx, user.id, currentTokenHash);
  });
}

export function profileOf(user: AuthUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    logo: user.logo,
    company: user.kind === 'company',
    language: user.language,
  };
}

/**
 * The profile form's fields, or only the language the apps' switch chose (#20); a body
 * with neither changes nothing and answers the profile as it is.
 */
export async function updateProfile(ctx: AppContext, user: AuthUser, changes: ProfileChanges) {
  return ctx.db.transaction().execute(async (trx) => {
    if (changes.email !== undefined) {
      const byEmail = await repo.findUserByEmail(trx, changes.email);
      if (byEmail && byEmail.id !== user.id) throw invalidField('email', 'error.email_taken');
    }
    if (changes.phone !== undefined) {
      const byPhone = await repo.findUserByPhone(trx, changes.phone);
      if (byPhone && byPhone.id !== user.id) throw invalidField('phone', 'error.phone_taken');
    }
    const patch = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as ProfileChanges;
    if (Object.keys(patch).length === 0) return profileOf(user);
    return profileOf(await repo.updateUser(trx, user.id, patch));
  });
}

/** Stores an uploaded image as the avatar, or for a company as its logo. */
export async function updateImage(ctx: AppContext, user: AuthUser, request: FastifyRequest) {
  return ctx.db.transaction().execute(async (trx) => {
    const url = await storeImageFromRequest(trx, request, user.id);
    const patch = user.kind === 'company' ? { logo: url } : { avatar: url };
    return profileOf(await repo.updateUser(trx, user.id, patch));
  });
}

export async function renewPrivacy(db: Db, user: AuthUser) {
  await repo.updateUser(db, user.id, { privacy_accepted_at: new Date() });
}

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
  await ctx.db.transaction().execute(async (trx) => {
    const code = await newLinkCode(trx, user.id, 'account_removal');
    await ctx.outbox.email(trx, {
      to: user.email!,
      ...message(await recipientLanguage(trx, user, language), 'account_removal', {
        name: user.name,
        brand: await brandName(trx, user.agrupation_id),
        link: `${ctx.env.PUBLIC_URL}/remove_account/${code}`,
      }),
    });
  });
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

/**
 * Signs in with a provider's verified identity: the account linked to it, else the
 * account with the same verified email (linked now), else a new client of this operator.
 */
export async function socialLogin(
  ctx: AppContext,
  tenant: Agrupation,
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
