import type {
  Ticket,
  TicketCreate,
  TicketListQuery,
  TicketReply,
  TicketStateUpdate,
  TicketThread,
} from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { TicketsTable } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as audit from '../audit/service';
import { findVisible } from '../rides/repository';
import * as repo from './repository';

export function toTicket(row: Selectable<TicketsTable>): Ticket {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    body: row.body,
    state: row.state,
    service_id: row.service_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function threadOf(db: Db, row: Selectable<TicketsTable>): Promise<TicketThread> {
  const replies = await repo.replies(db, row.id);
  return {
    ...toTicket(row),
    replies: replies.map((reply): TicketReply => ({
      id: reply.id,
      body: reply.body,
      author: reply.from_operator ? 'operator' : 'customer',
      author_name: reply.author_name ?? '',
      created_at: reply.created_at.toISOString(),
    })),
  };
}

/** The caller's own ticket; anyone else's is a 404 like a missing one. */
async function own(db: Db, user: AuthUser, id: number) {
  const row = await repo.findById(db, id);
  if (!row || row.user_id !== user.id) throw notFound();
  return row;
}

export async function list(db: Db, user: AuthUser, query: TicketListQuery) {
  const { rows, total } = await repo.list(db, { userId: user.id, state: query.state }, query);
  return { tickets: rows.map(toTicket), total };
}

export async function create(db: Db, user: AuthUser, groupingId: number, input: TicketCreate) {
  // A ticket may name only a ride the user can see; anyone else's is a 404 like a missing one.
  if (input.service_id !== undefined && !(await findVisible(db, user, input.service_id))) {
    throw notFound();
  }
  const row = await repo.insert(db, {
    user_id: user.id,
    agrupation_id: groupingId,
    type: input.type,
    subject: input.subject,
    body: input.body,
    service_id: input.service_id ?? null,
  });
  return threadOf(db, row);
}

export async function thread(db: Db, user: AuthUser, id: number) {
  return threadOf(db, await own(db, user, id));
}

async function replyAs(
  db: Db,
  row: Selectable<TicketsTable>,
  author: AuthUser,
  fromOperator: boolean,
  body: string,
) {
  const { id } = await repo.insertReply(db, {
    ticket_id: row.id,
    author_id: author.id,
    from_operator: fromOperator,
    body,
  });
  await repo.touch(db, row.id);
  const replies = (await threadOf(db, row)).replies;
  return replies.find((reply) => reply.id === id)!;
}

/** The customer answers; a ticket that was waiting for that answer goes back to pending. */
export async function reply(db: Db, user: AuthUser, id: number, body: string) {
  return db.transaction().execute(async (trx) => {
    const row = await own(trx, user, id);
    const created = await replyAs(trx, row, user, false, body);
    if (row.state === 'waiting_answer') await repo.setState(trx, row.id, 'pending');
    await repo.setOperatorUnread(trx, row.id, true);
    return created;
  });
}

/** Tickets of the operator's groupings, for the admin API, with what is unread. */
export async function listForOperator(db: Db, groupingIds: number[], query: TicketListQuery) {
  const [{ rows, total }, unread] = await Promise.all([
    repo.list(db, { groupingIds, state: query.state }, query),
    repo.countOperatorUnread(db, groupingIds),
  ]);
  return {
    tickets: rows.map((row) => ({ ...toTicket(row), unread: row.operator_unread })),
    total,
    unread,
  };
}

async function operatorOwn(db: Db, groupingIds: number[], id: number) {
  const row = await repo.findById(db, id);
  if (!row || !groupingIds.includes(row.agrupation_id)) throw notFound();
  return row;
}

/** The thread as the console opens it: opening it marks it read for the operator's people. */
export async function operatorThread(db: Db, groupingIds: number[], id: number) {
  const row = await operatorOwn(db, groupingIds, id);
  if (row.operator_unread) await repo.setOperatorUnread(db, row.id, false);
  return threadOf(db, row);
}

/**
 * The operator moves a ticket to a state, answering in the same step if it wants; the
 * change and its audit record commit together.
 */
export async function operatorUpdate(
  db: Db,
  operator: AuthUser,
  scope: { rootId: number; ids: number[] },
  id: number,
  input: TicketStateUpdate,
) {
  return db.transaction().execute(async (trx) => {
    const row = await operatorOwn(trx, scope.ids, id);
    const reply = input.reply ? await replyAs(trx, row, operator, true, input.reply) : null;
    const updated = await repo.setState(trx, row.id, input.state);
    await repo.setOperatorUnread(trx, row.id, false);
    await audit.record(trx, operator, scope.rootId, {
      action: reply ? 'ticket.reply' : 'ticket.state',
      objectType: 'ticket',
      objectId: row.id,
      before: { state: row.state },
      after: reply ? { state: updated.state, reply: reply.body } : { state: updated.state },
    });
    return threadOf(trx, updated);
  });
}
