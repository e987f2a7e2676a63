import type { Db } from '../../db/database';
import type { CodePurpose } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import { invalidField } from '../../lib/http-error';
import * as repo from './repository';

/** How long an emailed link (password reset, account removal) works. */
const LINK_TTL = 24 * 60 * 60_000;

/** A one-time code for an emailed link; asking again invalidates the previous one. */
export async function newLinkCode(db: Db, userId: number, purpose: CodePurpose) {
  const code = newToken();
  await repo.insertCode(db, {
    user_id: userId,
    purpose,
    code_hash: sha256(code),
    expires_at: new Date(Date.now() + LINK_TTL),
  });
  return code;
}

/** Uses an emailed one-time code: wrong, used or expired all read 'Invalid code'. */
export async function consumeLinkCode(db: Db, purpose: CodePurpose, code: string) {
  const live = await repo.findLiveCode(db, purpose, sha256(code));
  if (!live) throw invalidField('code', 'error.invalid_code');
  const used = await repo.useCode(db, live.id);
  if (Number(used.numUpdatedRows) !== 1) throw invalidField('code', 'error.invalid_code');
  return live.user_id;
}
