import type { Db } from '../../db/database';

export function insertUpload(
  db: Db,
  row: { owner_id: number | null; mime: string; bytes: Buffer },
) {
  return db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findUpload(db: Db, id: number) {
  return db.selectFrom('uploads').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirst();
}
