import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { App, DomainClaimsTable, DomainsTable } from '../../db/schema';
import { invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as audit from '../audit/service';
import * as groupingRepo from '../groupings/repository';
import { TXT_PREFIX, WELL_KNOWN_PATH, txtValue, type DomainProof } from './domain-proof';
import * as repo from './repository';
import { inScope, isUniqueViolation, requireInScope, type Scope } from './scope';

/*
 * The operator's hosts: those its groupings answer on, and the claims it must prove before
 * a host joins them.
 */

export const listDomains = (db: Db, scope: Scope) => groupingRepo.listDomains(db, scope.ids);

type DomainInput = { domain: string; agrupation_id: number; app: App };

/**
 * The platform's own operators: those of the first top grouping (the seed's, or the one
 * `first-operator` made). Only they add a host without proving control of it.
 */
export async function isPlatform(db: Db, scope: Scope): Promise<boolean> {
  const first = await repo.findFirstTopGrouping(db);
  return first?.id === scope.rootId;
}

/** A host taken already, or under another operator's host (shop.their.com), is refused. */
async function refuseTaken(db: Db, scope: Scope, domain: string) {
  const labels = domain.split('.');
  const parents = labels.slice(1).map((_, index) => labels.slice(index + 1).join('.'));
  const rows = await repo.findDomainsNamed(db, [domain, ...parents]);
  if (rows.some((row) => row.domain === domain)) {
    throw invalidField('domain', 'error.already_in_use');
  }
  if (rows.some((row) => !inScope(scope, row.agrupation_id))) {
    throw invalidField('domain', 'domain.other_tenant');
  }
}

/** Who changes the operator's hosts: the audit log names them with each change. */
type Actor = { user: AuthUser; rootId: number };

async function insertDomain(db: Db, input: DomainInput, actor: Actor, action: string) {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await groupingRepo.insertDomain(trx, input);
      // The host is taken: every other pending claim of it is moot.
      await repo.deleteClaimsOfDomain(trx, input.domain);
      await audit.record(trx, actor.user, actor.rootId, {
        action,
        objectType: 'domain',
        objectId: row.id,
        before: null,
        after: input,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('domain', 'error.already_in_use');
    throw error;
  }
}

/** What the operator must publish for a claim, as POST admin/domains answers it. */
export function toClaim(row: Selectable<DomainClaimsTable>) {
  const value = txtValue(row.token);
  return {
    id: row.id,
    domain: row.domain,
    agrupation_id: row.agrupation_id,
    app: row.app,
    token: row.token,
    http: { url: `http://${row.domain}${WELL_KNOWN_PATH}${row.token}`, body: row.token },
    dns: { name: `${TXT_PREFIX}${row.domain}`, type: 'TXT' as const, value },
  };
}

/**
 * POST admin/domains: the platform's operators add a host at once;
 * any other operator gets a claim to prove (a token at the host's well-known path or in
 * its DNS), and the host is theirs only when `verifyClaim` sees it. Asking again for the
 * same host answers the same claim.
 */
export async function createDomain(
  db: Db,
  scope: Scope,
  input: DomainInput,
  user: AuthUser,
): Promise<
  | { kind: 'created'; domain: Selectable<DomainsTable> }
  | { kind: 'claim'; claim: ReturnType<typeof toClaim> }
> {
  requireInScope(scope, input.agrupation_id, 'agrupation_id');
  await refuseTaken(db, scope, input.domain);
  if (await isPlatform(db, scope)) {
    const actor = { user, rootId: scope.rootId };
    return { kind: 'created', domain: await insertDomain(db, input, actor, 'domain.add') };
  }
  // An address or a bare name (localhost) cannot be proved by anyone on the internet.
  if (!input.domain.includes('.') || /^[\d.]+$/.test(input.domain)) {
    throw invalidField('domain', 'validation.invalid');
  }
  const claim = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertClaimOnce(trx, {
      ...input,
      token: randomBytes(24).toString('base64url'),
    });
    const row = await repo.findClaim(trx, input);
    if (inserted) {
      await audit.record(trx, user, scope.rootId, {
        action: 'domain.claim',
        objectType: 'domain_claim',
        objectId: row.id,
        before: null,
        after: input,
      });
    }
    return row;
  });
  return { kind: 'claim', claim: toClaim(claim) };
}

export async function listClaims(db: Db, scope: Scope) {
  const rows = await repo.listClaimsOf(db, scope.ids);
  return rows.map(toClaim);
}

/** POST admin/domains/claims/:id/verify: the host shows the token, so it joins the tenant. */
export async function verifyClaim(
  db: Db,
  scope: Scope,
  id: number,
  proof: DomainProof,
  user: AuthUser,
) {
  const claim = await repo.findClaimById(db, id);
  if (!claim || !inScope(scope, claim.agrupation_id)) throw notFound();
  await refuseTaken(db, scope, claim.domain);
  if (!(await proof.check(claim.domain, claim.token))) {
    throw invalidField('domain', 'domain.not_proved');
  }
  return insertDomain(
    db,
    { domain: claim.domain, agrupation_id: claim.agrupation_id, app: claim.app },
    { user, rootId: scope.rootId },
    'domain.verify',
  );
}

export async function deleteClaim(db: Db, scope: Scope, id: number, user: AuthUser) {
  await db.transaction().execute(async (trx) => {
    const claim = await repo.findClaimById(trx, id);
    if (!claim || !inScope(scope, claim.agrupation_id)) throw notFound();
    await repo.deleteClaim(trx, id);
    await audit.record(trx, user, scope.rootId, {
      action: 'domain_claim.remove',
      objectType: 'domain_claim',
      objectId: id,
      before: { domain: claim.domain, agrupation_id: claim.agrupation_id, app: claim.app },
      after: null,
    });
  });
}

export async function deleteDomain(db: Db, scope: Scope, id: number, user: AuthUser) {
  await db.transaction().execute(async (trx) => {
    const row = await groupingRepo.findDomainById(trx, id);
    if (!row || !inScope(scope, row.agrupation_id)) throw notFound();
    await groupingRepo.deleteDomain(trx, id);
    await audit.record(trx, user, scope.rootId, {
      action: 'domain.remove',
      objectType: 'domain',
      objectId: id,
      before: { domain: row.domain, agrupation_id: row.agrupation_id, app: row.app },
      after: null,
    });
  });
}
