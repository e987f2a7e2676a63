import type { Db } from '../../db/database';
import type { TicketState, TicketType } from '../../db/schema';

export interface TicketFilter {
  userId?: number;
  /** Groupings whose tickets an operator sees. */
  groupingIds?: number[];
  state?: TicketState | undefined;
}

export async function list(db: Db, filter: TicketFilter, page: { limit: number; offset: number }) {
  let query = db.selectFrom('tickets');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.groupingIds !== undefined) {
    if (filter.groupingIds.length === 0) return { rows: [], total: 0 };
    query = query.where('agrupation_id', 'in', filter.groupingIds);
  }
  if (filter.state) query = query.where('state', '=', filter.state);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Tickets of the groupings the operator's people have not opened since their customer wrote. */
export async function countOperatorUnread(db: Db, groupingIds: number[]) {
  if (groupingIds.length === 0) return 0;
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('agrupation_id', 'in', groupingIds)
    .where('operator_unread', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setOperatorUnread(db: Db, id: number, unread: boolean) {
  await db.updateTable('tickets').set({ operator_unread: unread }).where('id', '=', id).execute();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insert(
  db: Db,
  row: {
    user_id: number;
    agrupation_id: number;
    type: TicketType;
    subject: string;
    body: string;
    service_id: number | null;
  },
) {
  return db.insertInto('tickets').values(row).returningAll().executeTakeFirstOrThrow();
}

export function setState(db: Db, id: number, state: TicketState) {
  return db
    .updateTable('tickets')
    .set({ state, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function touch(db: Db, id: number) {
  return db.updateTable('tickets').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

export function replies(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_replies')
    .leftJoin('users', 'users.id', 'ticket_replies.author_id')
    .select([
      'ticket_replies.id',
      'ticket_replies.body',
      'ticket_replies.from_operator',
      'ticket_replies.created_at',
      'users.name as author_name',
    ])
    .where('ticket_replies.ticket_id', '=', ticketId)
    .orderBy('ticket_replies.created_at')
    .orderBy('ticket_replies.id')
    .execute();
}

export function insertReply(
  db: Db,
  row: { ticket_id: number; author_id: number; from_operator: boolean; body: string },
) {
  return db.insertInto('ticket_replies').values(row).returning('id').executeTakeFirstOrThrow();
}
