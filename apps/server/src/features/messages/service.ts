import type { Language, OperatorMessage, OperatorMessageListQuery } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { MessagesTable } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { textIn } from '../../lib/operator-texts';
import type { AuthUser } from '../accounts/auth-user';
import * as repo from './repository';

/** A message in the reader's language when the operator wrote it in several. */
export function toMessage(row: Selectable<MessagesTable>, language: Language): OperatorMessage {
  return {
    id: row.id,
    subject: textIn(row.texts, 'subject', row.subject, language),
    body: textIn(row.texts, 'body', row.body, language),
    read: row.read_at != null,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function list(
  db: Db,
  user: AuthUser,
  query: OperatorMessageListQuery,
  language: Language,
) {
  const { rows, total, unread } = await repo.listForUser(db, user.id, query);
  return { messages: rows.map((row) => toMessage(row, language)), total, unread };
}

export async function markRead(db: Db, user: AuthUser, id: number, language: Language) {
  const row = await repo.markRead(db, user.id, id);
  if (!row) throw notFound();
  return { message: toMessage(row, language) };
}
