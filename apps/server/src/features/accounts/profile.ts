import type { ProfileChanges } from '@parada/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { invalidField } from '../../lib/http-error';
import { storeImageFromRequest } from '../uploads/service';
import type { AuthUser } from './auth-user';
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

/**
 * The profile form's fields, or only the language the apps' switch chose; a body
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
