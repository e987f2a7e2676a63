import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { FavoritesTable } from './table';

export type FavoriteRow = Selectable<FavoritesTable>;

/** The default first, then by alias, so the address box offers the usual ones on top. */
export function listForUser(db: Db, userId: number) {
  return db
    .selectFrom('favorites')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('default_favorite', 'desc')
    .orderBy('alias')
    .orderBy('id')
    .execute();
}

/** The user's own favorite, or undefined: another user's id reads as missing. */
export function findOwn(db: Db, userId: number, id: number) {
  return db
    .selectFrom('favorites')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countForUser(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('favorites')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Takes the user's row lock for the rest of the transaction, so two writes of one user's
 * favorites (a limit check, a change of default) happen one after the other.
 */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export function clearDefault(db: Db, userId: number, exceptId?: number) {
  let query = db
    .updateTable('favorites')
    .set({ default_favorite: false })
    .where('user_id', '=', userId)
    .where('default_favorite', '=', true);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.execute();
}

export function insert(
  db: Db,
  row: {
    user_id: number;
    alias: string;
    name: string;
    latitude: number;
    longitude: number;
    default_favorite: boolean;
  },
) {
  return db.insertInto('favorites').values(row).returningAll().executeTakeFirstOrThrow();
}

export function update(
  db: Db,
  id: number,
  changes: { alias?: string; default_favorite?: boolean },
) {
  return db
    .updateTable('favorites')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function remove(db: Db, id: number) {
  return db.deleteFrom('favorites').where('id', '=', id).execute();
}
