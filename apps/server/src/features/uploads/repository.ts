import type { Db } from '../../db/database';

export function insertUpload(
  db: Db,
  row: { key: string; owner_id: number | null; mime: string; bytes: Buffer },
) {
  return db.insertInto('uploads').values(row).returning('key').executeTakeFirstOrThrow();
}

export function findUpload(db: Db, key: string) {
  return db
    .selectFrom('uploads')
    .select(['mime', 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();
}
