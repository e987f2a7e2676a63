import type { Db } from '../../db/database';
import type { App } from '../../db/schema';

/** Whether anything hangs from a grouping: a sub-grouping or an account. */
export async function hasChildrenOrUsers(db: Db, groupingId: number) {
  const [children, users] = await Promise.all([
    db
      .selectFrom('agrupations')
      .select('id')
      .where('parent_id', '=', groupingId)
      .limit(1)
      .execute(),
    db.selectFrom('users').select('id').where('agrupation_id', '=', groupingId).limit(1).execute(),
  ]);
  return children.length > 0 || users.length > 0;
}

export async function deleteGrouping(db: Db, groupingId: number) {
  await db.deleteFrom('agrupations').where('id', '=', groupingId).execute();
}

/** The first top grouping: the seed's, or the one `first-operator` made. */
export function findFirstTopGrouping(db: Db) {
  return db
    .selectFrom('agrupations')
    .select('id')
    .where('parent_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function findDomainsNamed(db: Db, domains: string[]) {
  return db
    .selectFrom('domains')
    .select(['domain', 'agrupation_id'])
    .where('domain', 'in', domains)
    .execute();
}

export async function deleteClaimsOfDomain(db: Db, domain: string) {
  await db.deleteFrom('domain_claims').where('domain', '=', domain).execute();
}

type ClaimKey = { domain: string; agrupation_id: number; app: App };

/** Asking again for the same host keeps the first claim and its token. */
/** True when the claim is new; asking again for the same host keeps the first one. */
export async function insertClaimOnce(db: Db, claim: ClaimKey & { token: string }) {
  const row = await db
    .insertInto('domain_claims')
    .values(claim)
    .onConflict((oc) => oc.columns(['domain', 'agrupation_id', 'app']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findClaim(db: Db, key: ClaimKey) {
  return db
    .selectFrom('domain_claims')
    .selectAll()
    .where('domain', '=', key.domain)
    .where('agrupation_id', '=', key.agrupation_id)
    .where('app', '=', key.app)
    .executeTakeFirstOrThrow();
}

export function listClaimsOf(db: Db, groupingIds: number[]) {
  return db
    .selectFrom('domain_claims')
    .selectAll()
    .where('agrupation_id', 'in', groupingIds)
    .orderBy('id')
    .execute();
}

export function findClaimById(db: Db, id: number) {
  return db.selectFrom('domain_claims').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteClaim(db: Db, id: number) {
  await db.deleteFrom('domain_claims').where('id', '=', id).execute();
}

/** The accounts of the operator's groupings, removed ones left out. */
export function listUsersOf(db: Db, groupingIds: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'agrupation_id', 'kind', 'name', 'email', 'phone', 'status'])
    .where('agrupation_id', 'in', groupingIds)
    .where('status', '<>', 'removed')
    .orderBy('id')
    .execute();
}

/**
 * Customer accounts (active or pending) of the groupings; narrowed to one user, to one
 * grouping's accounts, or to a company's account and its employees when asked.
 */
export function listMessageRecipients(
  db: Db,
  groupingIds: number[],
  target: { userId?: number; groupingId?: number; companyId?: number } = {},
) {
  let query = db
    .selectFrom('users')
    .select(['id', 'agrupation_id'])
    .where('agrupation_id', 'in', groupingIds)
    .where('kind', '<>', 'operator')
    .where('status', 'in', ['active', 'pending']);
  if (target.userId !== undefined) query = query.where('id', '=', target.userId);
  if (target.groupingId !== undefined) query = query.where('agrupation_id', '=', target.groupingId);
  if (target.companyId !== undefined) {
    const companyId = target.companyId;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('id', '=', companyId), eb('kind', '=', 'company')]),
        eb('company_id', '=', companyId),
      ]),
    );
  }
  return query.execute();
}
