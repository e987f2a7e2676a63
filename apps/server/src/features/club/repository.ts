import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { CommercesTable } from '../../db/schema';

export function listActive(db: Db, groupingId: number) {
  return db
    .selectFrom('commerces')
    .selectAll()
    .where('agrupation_id', '=', groupingId)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listAll(db: Db, groupingIds: number[]) {
  if (groupingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('commerces')
    .selectAll()
    .where('agrupation_id', 'in', groupingIds)
    .orderBy('agrupation_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('commerces').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insert(db: Db, row: Insertable<CommercesTable>) {
  return db.insertInto('commerces').values(row).returningAll().executeTakeFirstOrThrow();
}

export function update(db: Db, id: number, patch: Updateable<CommercesTable>) {
  return db
    .updateTable('commerces')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function remove(db: Db, id: number) {
  return db.deleteFrom('commerces').where('id', '=', id).execute();
}
