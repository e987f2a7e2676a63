import type { Language, ProfileChanges } from '@parada/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { newToken, sha256, verifyPassword } from '../../lib/crypto';
import { invalidField } from '../../lib/http-error';
import { brandName, message, recipientLanguage } from '../outbox/templates';
import { storeImageFromRequest } from '../uploads/service';
import type { AuthUser } from './auth-user';
import { checkNotSlowedDown, clearFailures, recordFailure } from './login-slowdown';
import * as repo from './repository';

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

/** How long the undo link sent to the old address works. */
const UNDO_TTL = 14 * 24 * 60 * 60_000;

/**
 * A new email or phone needs the current password: a session alone (a stolen one) cannot
 * point the account, and its password resets, somewhere else. Wrong passwords count
 * against the account like failed log-ins.
 */
async function checkContactPassword(db: Db, user: AuthUser, password: string | undefined) {
  if (!password) throw invalidField('current_password', 'error.password_to_change_contact');
  const key = `profile#${user.id}`;
  await checkNotSlowedDown(db, key);
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordFailure(db, key);
    throw invalidField('current_password', 'error.wrong_password');
  }
  await clearFailures(db, key);
}

/**
 * Tells the old address (the email, and the phone when it changed) that the contact
 * changed, with a link that undoes it, within the change's transaction.
 */
async function notifyOldAddress(
  ctx: AppContext,
  trx: Db,
  user: AuthUser,
  phoneChanged: boolean,
  askedIn: Language,
) {
  const code = newToken();
  await repo.insertContactChange(trx, {
    user_id: user.id,
    undo_hash: sha256(code),
    old_email: user.email,
    old_phone: user.phone,
    expires_at: new Date(Date.now() + UNDO_TTL),
  });
  const language = await recipientLanguage(trx, user, askedIn);
  const vars = {
    name: user.name,
    brand: await brandName(trx, user.agrupation_id),
    link: `${ctx.env.PUBLIC_URL}/undo_contact_change/${code}`,
  };
  if (user.email) {
    await ctx.outbox.email(trx, {
      to: user.email,
      ...message(language, 'contact_changed', vars),
    });
  }
  if (user.phone && (phoneChanged || !user.email)) {
    await ctx.outbox.sms(trx, user.phone, message(language, 'contact_changed_sms', vars).body);
  }
}

/**
 * The profile form's fields, or only the language the apps' switch chose; a body
 * with neither changes nothing and answers the profile as it is. A new email or phone
 * needs the current password and is told to the old address with a link that undoes it.
 */
export async function updateProfile(
  ctx: AppContext,
  user: AuthUser,
  changes: ProfileChanges,
  askedIn: Language,
) {
  const { current_password: password, ...fields } = changes;
  const emailChanged = fields.email !== undefined && fields.email !== user.email;
  const phoneChanged = fields.phone !== undefined && fields.phone !== user.phone;
  if (emailChanged || phoneChanged) await checkContactPassword(ctx.db, user, password);
  return ctx.db.transaction().execute(async (trx) => {
    if (fields.email !== undefined) {
      const byEmail = await repo.findUserByEmail(trx, fields.email);
      if (byEmail && byEmail.id !== user.id) throw invalidField('email', 'error.email_taken');
    }
    if (fields.phone !== undefined) {
      const byPhone = await repo.findUserByPhone(trx, fields.phone);
      if (byPhone && byPhone.id !== user.id) throw invalidField('phone', 'error.phone_taken');
    }
    const patch = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Omit<ProfileChanges, 'current_password'>;
    if (Object.keys(patch).length === 0) return profileOf(user);
    const updated = await repo.updateUser(trx, user.id, patch);
    if (emailChanged || phoneChanged) await notifyOldAddress(ctx, trx, user, phoneChanged, askedIn);
    return profileOf(updated);
  });
}

/**
 * The undo link's work: the email and phone go back to what they were (each unless another
 * account took it meanwhile), every session ends and every live code (a reset link sent to
 * the new address) stops working.
 */
export async function undoContactChange(ctx: AppContext, code: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const change = await repo.useContactChange(trx, sha256(code));
    if (!change) throw invalidField('code', 'error.invalid_code');
    const patch: { email?: string | null; phone?: string | null } = {};
    const byEmail = change.old_email ? await repo.findUserByEmail(trx, change.old_email) : null;
    if (!byEmail || byEmail.id === change.user_id) patch.email = change.old_email;
    const byPhone = change.old_phone ? await repo.findUserByPhone(trx, change.old_phone) : null;
    if (!byPhone || byPhone.id === change.user_id) patch.phone = change.old_phone;
    await repo.updateUser(trx, change.user_id, patch);
    await repo.revokeAllTokens(trx, change.user_id);
    await repo.useAllLiveCodes(trx, change.user_id);
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
