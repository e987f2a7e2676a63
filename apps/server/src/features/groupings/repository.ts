import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { cached, type CachedTable } from '../../db/read-cache';
import type { GroupingsTable, App } from '../../db/schema';

/**
 * Nearly every request reads the grouping tree (its tenant, the user's grouping, fares up
 * the tree) and an operator rarely edits it: another instance's edit shows within a second.
 */
const TREE: readonly CachedTable[] = ['agrupations', 'domains', 'agrupation_relations'];
const TREE_TTL_MS = 1000;
const fromTree = <T>(db: Db, key: string, load: () => Promise<T>) =>
  cached(db, key, TREE, TREE_TTL_MS, load);

export function findById(db: Db, id: number) {
  return fromTree(db, `grouping:${id}`, () =>
    db.selectFrom('agrupations').selectAll().where('id', '=', id).executeTakeFirst(),
  );
}

export function findByPermalink(db: Db, permalink: string) {
  return fromTree(db, `grouping-permalink:${permalink}`, () =>
    db.selectFrom('agrupations').selectAll().where('permalink', '=', permalink).executeTakeFirst(),
  );
}

export function findAll(db: Db) {
  return fromTree(db, 'agrupations', () =>
    db.selectFrom('agrupations').selectAll().orderBy('id').execute(),
  );
}

export function findDomain(db: Db, domain: string) {
  return fromTree(db, `domain:${domain}`, () =>
    db.selectFrom('domains').selectAll().where('domain', '=', domain).executeTakeFirst(),
  );
}

/** The grouping served when a domain or permalink is unknown: the first domain's (localhost). */
export function findDefault(db: Db) {
  return fromTree(db, 'grouping-default', () =>
    db
      .selectFrom('domains')
      .innerJoin('agrupations', 'agrupations.id', 'domains.agrupation_id')
      .selectAll('agrupations')
      .where('domains.app', '=', 'panel')
      .orderBy('domains.id')
      .limit(1)
      .executeTakeFirst(),
  );
}

export function findRelated(db: Db, groupingId: number) {
  return fromTree(db, `grouping-related:${groupingId}`, () =>
    db
      .selectFrom('agrupation_relations')
      .innerJoin('agrupations', 'agrupations.id', 'agrupation_relations.related_id')
      .selectAll('agrupations')
      .where('agrupation_relations.agrupation_id', '=', groupingId)
      .orderBy('agrupation_relations.position')
      .orderBy('agrupations.id')
      .execute(),
  );
}

export function insertGrouping(db: Db, row: Insertable<GroupingsTable>) {
  return db.insertInto('agrupations').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateGrouping(db: Db, id: number, patch: Updateable<GroupingsTable>) {
  return db
    .updateTable('agrupations')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function replaceRelated(db: Db, groupingId: number, relatedIds: number[]) {
  await db.deleteFrom('agrupation_relations').where('agrupation_id', '=', groupingId).execute();
  if (relatedIds.length === 0) return;
  await db
    .insertInto('agrupation_relations')
    .values(
      relatedIds.map((related_id, position) => ({
        agrupation_id: groupingId,
        related_id,
        position,
      })),
    )
    .execute();
}

export function listDomains(db: Db, groupingIds: number[]) {
  if (groupingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('domains')
    .selectAll()
    .where('agrupation_id', 'in', groupingIds)
    .orderBy('id')
    .execute();
}

export function listDomainsOfApp(db: Db, app: App) {
  return db.selectFrom('domains').selectAll().where('app', '=', app).execute();
}

export function insertDomain(db: Db, row: { domain: string; agrupation_id: number; app: App }) {
  return db.insertInto('domains').values(row).returningAll().executeTakeFirstOrThrow();
}

export function deleteDomain(db: Db, id: number) {
  return db.deleteFrom('domains').where('id', '=', id).executeTakeFirst();
}

export function findDomainById(db: Db, id: number) {
  return db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
}
