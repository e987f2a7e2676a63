import type { Favorite, FavoriteCreate, FavoriteUpdate } from '@parada/core';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as repo from './repository';

/** Saved addresses per user: enough for home, work and the usual places, not a database. */
export const FAVORITES_PER_USER = 50;

/** A favorite as GET favorites lists it (spec §7: alias, address.name, latitude, longitude). */
export function toFavorite(row: repo.FavoriteRow): Favorite {
  return {
    id: row.id,
    alias: row.alias,
    default_favorite: row.default_favorite,
    address: { name: row.name, latitude: row.latitude, longitude: row.longitude },
  };
}

export async function list(db: Db, user: AuthUser): Promise<Favorite[]> {
  return (await repo.listForUser(db, user.id)).map(toFavorite);
}

/** POST favorites: a new one, the only default when it asks to be. */
export async function create(
  db: Db,
  user: AuthUser,
  { favorito }: FavoriteCreate,
): Promise<Favorite> {
  return db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, user.id);
    if ((await repo.countForUser(trx, user.id)) >= FAVORITES_PER_USER) {
      throw new HttpError(422, 'favorites.limit', { max: FAVORITES_PER_USER });
    }
    if (favorito.default_favorite) await repo.clearDefault(trx, user.id);
    const row = await repo.insert(trx, {
      user_id: user.id,
      alias: favorito.alias,
      name: favorito.direccion,
      latitude: favorito.lat,
      longitude: favorito.lng,
      default_favorite: favorito.default_favorite,
    });
    return toFavorite(row);
  });
}

/** PUT favorites/{id}: a new alias and/or the default flag; setting it unsets the others. */
export async function update(
  db: Db,
  user: AuthUser,
  id: number,
  changes: FavoriteUpdate,
): Promise<Favorite> {
  return db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, user.id);
    const own = await repo.findOwn(trx, user.id, id);
    if (!own) throw notFound();
    if (changes.default_favorite) await repo.clearDefault(trx, user.id, id);
    const row = await repo.update(trx, id, {
      ...(changes.alias !== undefined ? { alias: changes.alias } : {}),
      ...(changes.default_favorite !== undefined
        ? { default_favorite: changes.default_favorite }
        : {}),
    });
    return toFavorite(row);
  });
}

export async function remove(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, user.id);
    if (!(await repo.findOwn(trx, user.id, id))) throw notFound();
    await repo.remove(trx, id);
  });
}
