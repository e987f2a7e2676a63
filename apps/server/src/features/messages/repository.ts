import type { Db } from '../../db/database';

export async function listForUser(
  db: Db,
  userId: number,
  page: { limit: number; offset: number; unread_only?: boolean | undefined },
) {
  const mine = db.selectFrom('messages').where('user_id', '=', userId);
  const filtered = page.unread_only ? mine.where('read_at', 'is', null) : mine;
  const [rows, total, unread] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    mine
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), unread: Number(unread.n) };
}

/** Marks the user's own message read (first read time kept); undefined for anyone else's. */
export function markRead(db: Db, userId: number, id: number) {
  return db
    .updateTable('messages')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function insertMany(
  db: Db,
  rows: Array<{
    user_id: number;
    agrupation_id: number;
    subject: string;
    body: string;
    texts: string;
  }>,
) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insertInto('messages').values(rows).returningAll().execute();
}
