import type { Db } from '../../db/database';
import type { ContentKey } from '../../db/schema';

/** Every language of one page of one grouping. */
export function findPage(db: Db, groupingId: number, key: ContentKey) {
  return db
    .selectFrom('contents')
    .selectAll()
    .where('agrupation_id', '=', groupingId)
    .where('key', '=', key)
    .execute();
}

export function upsertPage(
  db: Db,
  row: {
    agrupation_id: number;
    key: ContentKey;
    language: 'ca' | 'en' | 'es';
    title: string;
    format: 'html' | 'markdown';
    body: string;
  },
) {
  return db
    .insertInto('contents')
    .values({ ...row, updated_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['agrupation_id', 'key', 'language']).doUpdateSet({
        title: row.title,
        format: row.format,
        body: row.body,
        updated_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
