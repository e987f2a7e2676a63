import type { ContentUpdate, OperatorMessageCreate } from '@parada/core';
import type { Db } from '../../db/database';
import { json } from '../../db/database';
import type { ContentKey } from '../../db/schema';
import { HttpError, invalidField, notFound } from '../../lib/http-error';
import { splitTexts, type StoredTexts } from '../../lib/operator-texts';
import type { AuthUser } from '../accounts/auth-user';
import * as audit from '../audit/service';
import * as clubRepo from '../club/repository';
import * as contentRepo from '../content/repository';
import { toContent } from '../content/service';
import * as groupingRepo from '../groupings/repository';
import { subtreeIds, toAdmin } from '../groupings/service';
import * as messageRepo from '../messages/repository';
import * as repo from './repository';
import { inScope, isUniqueViolation, ownGrouping, requireInScope, type Scope } from './scope';
import type { GroupingCreate, GroupingUpdate, CommerceCreate, CommerceUpdate } from '@parada/core';

/** jsonb columns are written as JSON text; everything else as is. */
function toRow<T extends Record<string, unknown>>(input: T) {
  const row: Record<string, unknown> = { ...input };
  for (const key of ['extras', 'taxi_languages', 'fare', 'zone'] as const) {
    if (key in row) row[key] = json(row[key]);
  }
  return row;
}

const GROUPING_TEXTS = ['name', 'title'] as const;
const COMMERCE_TEXTS = ['name', 'offer', 'description'] as const;
const MESSAGE_TEXTS = ['subject', 'body'] as const;

/** The language a grouping's plain columns are written in (its default language). */
async function languageOf(db: Db, groupingId: number) {
  return (await groupingRepo.findById(db, groupingId))?.default_language ?? 'es';
}

/** The input with its operator texts split into plain columns and the `texts` column. */
function withTexts<T extends Record<string, unknown>, F extends string>(
  input: T,
  fields: readonly F[],
  language: 'ca' | 'en' | 'es',
  current?: StoredTexts,
) {
  const { plain, texts } = splitTexts(input as never, fields, language, current ?? {});
  const touched = fields.some((field) => field in input);
  return { ...input, ...plain, ...(touched ? { texts: json(texts) } : {}) };
}

// Groupings

export async function listGroupings(db: Db, scope: Scope) {
  const all = await groupingRepo.findAll(db);
  return Promise.all(all.filter((row) => inScope(scope, row.id)).map((row) => toAdmin(db, row)));
}

export async function createGrouping(db: Db, scope: Scope, input: GroupingCreate, actor: AuthUser) {
  requireInScope(scope, input.parent_id, 'parent_id');
  try {
    return await db.transaction().execute(async (trx) => {
      if (await groupingRepo.findByPermalink(trx, input.permalink)) {
        throw invalidField('permalink', 'error.already_in_use');
      }
      const language = await languageOf(trx, input.parent_id);
      const row = await groupingRepo.insertGrouping(
        trx,
        toRow(withTexts(input, GROUPING_TEXTS, language)) as never,
      );
      await audit.record(trx, actor, scope.rootId, {
        action: 'grouping.create',
        objectType: 'grouping',
        objectId: row.id,
        before: null,
        after: fieldsOf(row, Object.keys(input)),
      });
      return toAdmin(trx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('permalink', 'error.already_in_use');
    throw error;
  }
}

/** The fields a change touched, as they stood: what the audit log keeps of a grouping. */
function fieldsOf(row: Record<string, unknown>, keys: readonly string[]) {
  const texts = (row.texts ?? {}) as StoredTexts;
  return Object.fromEntries(
    keys.map((key) => [key, key in texts ? { plain: row[key], ...texts[key] } : row[key]]),
  );
}

export async function updateGrouping(
  db: Db,
  scope: Scope,
  id: number,
  input: GroupingUpdate,
  actor: AuthUser,
) {
  return db.transaction().execute(async (trx) => {
    const row = await ownGrouping(trx, scope, id);
    if (input.parent_id !== undefined) {
      // The operator's own grouping stays the top; no grouping may sit under itself.
      if (row.id === scope.rootId) throw invalidField('parent_id', 'validation.invalid');
      requireInScope(scope, input.parent_id, 'parent_id');
      const below = await subtreeIds(trx, row.id);
      if (below.includes(input.parent_id)) throw invalidField('parent_id', 'validation.invalid');
    }
    if (input.permalink !== undefined && input.permalink !== row.permalink) {
      if (await groupingRepo.findByPermalink(trx, input.permalink)) {
        throw invalidField('permalink', 'error.already_in_use');
      }
    }
    const patch = withTexts(input, GROUPING_TEXTS, row.default_language, row.texts);
    const updated = await groupingRepo.updateGrouping(trx, row.id, toRow(patch) as never);
    const keys = Object.keys(input);
    await audit.record(trx, actor, scope.rootId, {
      action: 'fare' in input && keys.length === 1 ? 'fare.update' : 'grouping.update',
      objectType: 'grouping',
      objectId: row.id,
      before: fieldsOf(row, keys),
      after: fieldsOf(updated!, keys),
    });
    return toAdmin(trx, updated!);
  });
}

/** The grouping's logo from an uploaded image (checked by its bytes), in one step. */
export async function setLogo(
  db: Db,
  scope: Scope,
  id: number,
  actor: AuthUser,
  store: (trx: Db) => Promise<string>,
) {
  return db.transaction().execute(async (trx) => {
    const row = await ownGrouping(trx, scope, id);
    const logo = await store(trx);
    const updated = await groupingRepo.updateGrouping(trx, row.id, { logo });
    await audit.record(trx, actor, scope.rootId, {
      action: 'grouping.logo',
      objectType: 'grouping',
      objectId: row.id,
      before: { logo: row.logo },
      after: { logo },
    });
    return toAdmin(trx, updated!);
  });
}

export async function setRelated(
  db: Db,
  scope: Scope,
  id: number,
  relatedIds: number[],
  actor: AuthUser,
) {
  return db.transaction().execute(async (trx) => {
    const row = await ownGrouping(trx, scope, id);
    const unique = [...new Set(relatedIds)];
    for (const relatedId of unique) {
      if (relatedId === row.id || !inScope(scope, relatedId)) {
        throw invalidField('related_ids', 'validation.invalid');
      }
    }
    const before = (await groupingRepo.findRelated(trx, row.id)).map((one) => one.id);
    await groupingRepo.replaceRelated(trx, row.id, unique);
    await audit.record(trx, actor, scope.rootId, {
      action: 'grouping.related',
      objectType: 'grouping',
      objectId: row.id,
      before: { related_ids: before },
      after: { related_ids: unique },
    });
    return toAdmin(trx, row);
  });
}

/** A grouping goes only when nothing hangs from it: no sub-grouping, account or domain. */
export async function deleteGrouping(db: Db, scope: Scope, id: number, actor: AuthUser) {
  await db.transaction().execute(async (trx) => {
    const row = await ownGrouping(trx, scope, id);
    if (row.id === scope.rootId) throw new HttpError(409, 'error.in_use');
    if (await repo.hasChildrenOrUsers(trx, row.id)) throw new HttpError(409, 'error.in_use');
    await repo.deleteGrouping(trx, row.id);
    await audit.record(trx, actor, scope.rootId, {
      action: 'grouping.delete',
      objectType: 'grouping',
      objectId: row.id,
      before: { name: row.name, permalink: row.permalink, parent_id: row.parent_id },
      after: null,
    });
  });
}

// Content

export async function listContent(db: Db, scope: Scope, groupingId: number, key: ContentKey) {
  await ownGrouping(db, scope, groupingId);
  return (await contentRepo.findPage(db, groupingId, key)).map(toContent);
}

/**
 * Stores a page as the operator wrote it (sanitized when served). A new privacy text
 * asks every user of the grouping to accept it again (renew_privacy).
 */
export async function putContent(
  db: Db,
  scope: Scope,
  groupingId: number,
  key: ContentKey,
  input: ContentUpdate,
  actor: AuthUser,
) {
  return db.transaction().execute(async (trx) => {
    await ownGrouping(trx, scope, groupingId);
    const before = (await contentRepo.findPage(trx, groupingId, key)).find(
      (page) => page.language === input.language,
    );
    const row = await contentRepo.upsertPage(trx, {
      agrupation_id: groupingId,
      key,
      language: input.language,
      title: input.title,
      format: input.format,
      body: input.body,
    });
    if (key === 'politica_privacidad') {
      await groupingRepo.updateGrouping(trx, groupingId, {
        privacy_updated_at: row.updated_at,
      });
    }
    await audit.record(trx, actor, scope.rootId, {
      action: 'content.update',
      objectType: 'content',
      objectId: `${groupingId}/${key}/${input.language}`,
      before: before ? { title: before.title, body: before.body } : null,
      after: { title: row.title, body: row.body },
    });
    return toContent(row);
  });
}

// Club commerces

export async function listCommerces(db: Db, scope: Scope) {
  return clubRepo.listAll(db, scope.ids);
}

async function ownCommerce(db: Db, scope: Scope, id: number) {
  const row = await clubRepo.findById(db, id);
  if (!row || !inScope(scope, row.agrupation_id)) throw notFound();
  return row;
}

/** A commerce as the audit log keeps it: its own fields, without the id it is filed under. */
const commerceSnapshot = ({ id: _id, ...rest }: Awaited<ReturnType<typeof ownCommerce>>) => rest;

export async function createCommerce(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  input: CommerceCreate,
) {
  const groupingId = input.agrupation_id ?? scope.rootId;
  requireInScope(scope, groupingId, 'agrupation_id');
  return db.transaction().execute(async (trx) => {
    const row = withTexts(input, COMMERCE_TEXTS, await languageOf(trx, groupingId));
    const made = await clubRepo.insert(trx, { ...row, agrupation_id: groupingId } as never);
    await audit.record(trx, operator, scope.rootId, {
      action: 'commerce.create',
      objectType: 'commerce',
      objectId: made.id,
      before: null,
      after: commerceSnapshot(made),
    });
    return made;
  });
}

export async function updateCommerce(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  input: CommerceUpdate,
) {
  return db.transaction().execute(async (trx) => {
    const current = await ownCommerce(trx, scope, id);
    if (input.agrupation_id !== undefined)
      requireInScope(scope, input.agrupation_id, 'agrupation_id');
    const language = await languageOf(trx, input.agrupation_id ?? current.agrupation_id);
    const updated = await clubRepo.update(
      trx,
      id,
      withTexts(input, COMMERCE_TEXTS, language, current.texts) as never,
    );
    await audit.record(trx, operator, scope.rootId, {
      action: 'commerce.update',
      objectType: 'commerce',
      objectId: id,
      before: commerceSnapshot(current),
      after: commerceSnapshot(updated),
    });
    return updated;
  });
}

export async function deleteCommerce(db: Db, scope: Scope, operator: AuthUser, id: number) {
  await db.transaction().execute(async (trx) => {
    const current = await ownCommerce(trx, scope, id);
    await clubRepo.remove(trx, id);
    await audit.record(trx, operator, scope.rootId, {
      action: 'commerce.delete',
      objectType: 'commerce',
      objectId: id,
      before: commerceSnapshot(current),
      after: null,
    });
  });
}

// Users and messages

export const listUsers = (db: Db, scope: Scope) => repo.listUsersOf(db, scope.ids);

/**
 * To one user of the operator's groupings, to the customers of one of them, to a company
 * and its employees, or to every customer account of the operator. A target outside the
 * operator's groupings is refused like a missing one.
 */
export async function sendMessage(
  db: Db,
  scope: Scope,
  input: OperatorMessageCreate,
  actor: AuthUser,
) {
  if (input.agrupation_id !== undefined)
    requireInScope(scope, input.agrupation_id, 'agrupation_id');
  return db.transaction().execute(async (trx) => {
    const recipients = await repo.listMessageRecipients(trx, scope.ids, {
      userId: input.usuario_id,
      groupingId: input.agrupation_id,
      companyId: input.company_id,
    });
    if (input.usuario_id !== undefined && recipients.length === 0) {
      throw invalidField('usuario_id', 'validation.invalid');
    }
    if (input.company_id !== undefined && recipients.length === 0) {
      throw invalidField('company_id', 'validation.invalid');
    }
    const language = await languageOf(trx, scope.rootId);
    const { subject, body, texts } = withTexts(input, MESSAGE_TEXTS, language);
    const rows = await messageRepo.insertMany(
      trx,
      recipients.map((user) => ({
        user_id: user.id,
        agrupation_id: user.agrupation_id,
        subject: subject as string,
        body: body as string,
        texts: texts ?? json({}),
      })),
    );
    const target =
      input.usuario_id !== undefined
        ? { usuario_id: input.usuario_id }
        : input.agrupation_id !== undefined
          ? { agrupation_id: input.agrupation_id }
          : input.company_id !== undefined
            ? { company_id: input.company_id }
            : { all: true };
    await audit.record(trx, actor, scope.rootId, {
      action: 'message.send',
      objectType: 'message',
      objectId: rows[0]?.id ?? 0,
      before: null,
      after: { ...target, subject: input.subject, body: input.body, sent: rows.length },
    });
    return { sent: rows.length };
  });
}
