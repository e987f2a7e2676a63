import type { Language } from '@parada/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { CodePurpose } from '../../db/schema';
import { newToken, numericCode, sha256 } from '../../lib/crypto';
import { invalidField } from '../../lib/http-error';
import { brandName, message, recipientLanguage, type TemplateName } from '../outbox/templates';
import * as repo from './repository';

/** How long an emailed link (password reset, account removal) works. */
const LINK_TTL = 24 * 60 * 60_000;
/** A typed 6-digit code dies after this many wrong tries; the rate limit bounds the rest. */
const MAX_CODE_ATTEMPTS = 5;

const invalidCode = () => invalidField('code', 'error.invalid_code');

/** Stores `code` (hashed) as the user's one-time code for `purpose`, working for `ttlMs`. */
async function storeCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  code: string,
  ttlMs: number,
) {
  await repo.insertCode(db, {
    user_id: userId,
    purpose,
    code_hash: sha256(code),
    expires_at: new Date(Date.now() + ttlMs),
  });
  return code;
}

/** A one-time code for an emailed link; asking again invalidates the previous one. */
export const newLinkCode = (db: Db, userId: number, purpose: CodePurpose) =>
  storeCode(db, userId, purpose, newToken(), LINK_TTL);

export interface LinkEmail {
  to: string;
  user: { id: number; name: string; agrupation_id: number; language: Language | null };
  purpose: CodePurpose;
  template: TemplateName;
  /** The language the user asked in, when they asked for it themselves. */
  askedIn?: Language;
  /** The link's path on PUBLIC_URL, given the code. */
  path: (code: string) => string;
  /** The template's other placeholders (the company that writes, the hotel and its app). */
  vars?: { company?: string; hotel?: string; app?: string };
}

/** Emails a one-time link (password reset, account removal) within `db`'s transaction. */
export async function emailLinkCode(ctx: AppContext, db: Db, email: LinkEmail) {
  const { user } = email;
  const code = await newLinkCode(db, user.id, email.purpose);
  await ctx.outbox.email(db, {
    to: email.to,
    ...message(await recipientLanguage(db, user, email.askedIn), email.template, {
      ...email.vars,
      name: user.name,
      brand: await brandName(db, user.agrupation_id),
      link: `${ctx.env.PUBLIC_URL}${email.path(code)}`,
    }),
  });
}

/** Uses an emailed one-time code: wrong, used or expired all read 'Invalid code'. */
export async function consumeLinkCode(db: Db, purpose: CodePurpose, code: string) {
  const live = await repo.findLiveCode(db, purpose, sha256(code));
  if (!live) throw invalidCode();
  const used = await repo.useCode(db, live.id);
  if (Number(used.numUpdatedRows) !== 1) throw invalidCode();
  return live.user_id;
}

/** A 6-digit code to type (sent by SMS or email), working for `ttlMs`. */
export const newTypedCode = (db: Db, userId: number, purpose: CodePurpose, ttlMs: number) =>
  storeCode(db, userId, purpose, numericCode(6), ttlMs);

/**
 * Checks a typed code of the account `userId` (undefined: no such account): every wrong try
 * counts against the code, and wrong, used, expired or tried too often all read 'Invalid
 * code'. The right one is used once, in the transaction that `then` runs in.
 */
export async function redeemTypedCode<T>(
  db: Db,
  userId: number | undefined,
  purpose: CodePurpose,
  code: string,
  then: (trx: Db, userId: number) => Promise<T>,
): Promise<T> {
  const live =
    userId === undefined ? undefined : await repo.findLiveCodeForUser(db, userId, purpose);
  if (!live || live.attempts >= MAX_CODE_ATTEMPTS) throw invalidCode();
  if (live.code_hash !== sha256(code)) {
    await repo.countFailedAttempt(db, live.id);
    throw invalidCode();
  }
  return db.transaction().execute(async (trx) => {
    const used = await repo.useCode(trx, live.id);
    if (Number(used.numUpdatedRows) !== 1) throw invalidCode();
    return then(trx, live.user_id);
  });
}
