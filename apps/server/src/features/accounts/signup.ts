import type { Language } from '@parada/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { hashPassword } from '../../lib/crypto';
import { invalidField } from '../../lib/http-error';
import { rootOf, type Grouping } from '../groupings/service';
import { brandName, message, recipientLanguage } from '../outbox/templates';
import { newTypedCode, redeemTypedCode } from './link-codes';
import * as repo from './repository';
import { issueSession, type Session } from './sessions';

/** How long an SMS activation code works. */
const ACTIVATION_TTL = 30 * 60_000;

async function sendActivationCode(
  ctx: AppContext,
  db: Db,
  user: { id: number; agrupation_id: number; language: Language | null },
  phone: string,
  askedIn: Language,
) {
  const language = await recipientLanguage(db, user, askedIn);
  const userId = user.id;
  const code = await newTypedCode(db, userId, 'activation', ACTIVATION_TTL);
  const brand = await brandName(db, user.agrupation_id);
  return ctx.outbox.sms(db, phone, message(language, 'activation_sms', { brand, code }).body);
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
  tenant: Grouping,
  input: SignupInput,
  language: Language,
) {
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db.transaction().execute(async (trx) => {
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
    const delivery = await sendActivationCode(ctx, trx, user, input.phone, language);
    return { id: user.id, phone: input.phone, delivery };
  });
  // Answered once the provider has (after the commit, which the delivery waits for): the
  // sign-up can then say the code did not leave, instead of sending the user to wait for it.
  return { id: created.id, phone: created.phone, codeSent: await created.delivery.firstAttempt };
}

/** Checks a 6-digit code for a phone; every wrong try counts against the code. */
export async function confirm(ctx: AppContext, phone: string, code: string): Promise<Session> {
  const user = await repo.findUserByPhone(ctx.db, phone);
  return redeemTypedCode(ctx.db, user?.id, 'activation', code, async (trx, userId) => {
    const active = await repo.updateUser(trx, userId, { status: 'active' });
    return issueSession(trx, active);
  });
}

/**
 * Answers the same for unknown phones, so the route cannot be used to find accounts; false
 * only when the provider refused the SMS to a pending account's phone.
 */
export async function resendActivation(ctx: AppContext, phone: string, language: Language) {
  const user = await repo.findUserByPhone(ctx.db, phone);
  if (!user || user.status !== 'pending') return true;
  const delivery = await ctx.db
    .transaction()
    .execute((trx) => sendActivationCode(ctx, trx, user, phone, language));
  return delivery.firstAttempt;
}

export async function emailAvailable(db: Db, email: string) {
  return !(await repo.findUserByEmail(db, email));
}
