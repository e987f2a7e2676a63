import type { OperatorMessage, OperatorMessageListQuery } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { MessagesTable } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as repo from './repository';

export function toMessage(row: Selectable<MessagesTable>): OperatorMessage {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    read: row.read_at != null,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function list(db: Db, user: AuthUser, query: OperatorMessageListQuery) {
  const { rows, total, unread } = await repo.listForUser(db, user.id, query);
  return { messages: rows.map(toMessage), total, unread };
}

export async function markRead(db: Db, user: AuthUser, id: number) {
  const row = await repo.markRead(db, user.id, id);
  if (!row) throw notFound();
  return { message: toMessage(row) };
}
