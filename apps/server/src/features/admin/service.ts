import { randomBytes } from 'node:crypto';
import type { ContentUpdate, OperatorMessageCreate } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { json } from '../../db/database';
import type { ContentKey, DomainClaimsTable, DomainsTable } from '../../db/schema';
import { HttpError, invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as clubRepo from '../club/repository';
import * as contentRepo from '../content/repository';
import { toContent } from '../content/service';
import * as groupingRepo from '../groupings/repository';
import { rootOf, subtreeIds, toAdmin } from '../groupings/service';
import * as messageRepo from '../messages/repository';
import { TXT_PREFIX, WELL_KNOWN_PATH, txtValue, type DomainProof } from './domain-proof';
import * as repo from './repository';
import type {
  AgrupationCreate,
  AgrupationUpdate,
  CommerceCreate,
  CommerceUpdate,
} from '@parada/core';

/**
 * What an operator may touch: its own grouping and everything below it. Anything else
 * (another operator's grouping, domain, commerce, ticket or user) answers 404.
 */
export interface Scope {
  rootId: number;
  ids: number[];
}

export async function scopeOf(db: Db, operator: AuthUser): Promise<Scope> {
  const own = await groupingRepo.findById(db, operator.agrupation_id);
  if (!own) throw notFound();
  const root = await rootOf(db, own);
  return { rootId: root.id, ids: await subtreeIds(db, root.id) };
}

const inScope = (scope: Scope, id: number) => scope.ids.includes(id);

function requireInScope(scope: Scope, id: number, field?: string) {
  if (inScope(scope, id)) return;
  throw field ? invalidField(field, 'validation.invalid') : notFound();
}

/** A unique-constraint violation, as PostgreSQL and PGlite both report it. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** jsonb columns are written as JSON text; everything else as is. */
function toRow<T extends Record<string, unknown>>(input: T) {
  const row: Record<string, unknown> = { ...input };
  for (const key of ['extras', 'taxi_languages', 'fare', 'zone'] as const) {
    if (key in row) row[key] = json(row[key]);
  }
  return row;
}

// Groupings

export async function listAgrupations(db: Db, scope: Scope) {
  const all = await groupingRepo.findAll(db);
  return Promise.all(all.filter((row) => inScope(scope, row.id)).map((row) => toAdmin(db, row)));
}

async function ownAgrupation(db: Db, scope: Scope, id: number) {
  const row = inScope(scope, id) ? await groupingRepo.findById(db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function createAgrupation(db: Db, scope: Scope, input: AgrupationCreate) {
  requireInScope(scope, input.parent_id, 'parent_id');
  try {
    return await db.transaction().execute(async (trx) => {
      if (await groupingRepo.findByPermalink(trx, input.permalink)) {
        throw invalidField('permalink', 'error.already_in_use');
      }
      const row = await groupingRepo.insertAgrupation(trx, toRow(input) as never);
      return toAdmin(trx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('permalink', 'error.already_in_use');
    throw error;
  }
}

export async function updateAgrupation(db: Db, scope: Scope, id: number, input: AgrupationUpdate) {
  return db.transaction().execute(async (trx) => {
    const row = await ownAgrupation(trx, scope, id);
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
    const updated = await groupingRepo.updateAgrupation(trx, row.id, toRow(input) as never);
    return toAdmin(trx, updated!);
  });
}

export async function setRelated(db: Db, scope: Scope, id: number, relatedIds: number[]) {
  return db.transaction().execute(async (trx) => {
    const row = await ownAgrupation(trx, scope, id);
    const unique = [...new Set(relatedIds)];
    for (const relatedId of unique) {
      if (relatedId === row.id || !inScope(scope, relatedId)) {
        throw invalidField('related_ids', 'validation.invalid');
      }
    }
    await groupingRepo.replaceRelated(trx, row.id, unique);
    return toAdmin(trx, row);
  });
}

/** A grouping goes only when nothing hangs from it: no sub-grouping, account or domain. */
export async function deleteAgrupation(db: Db, scope: Scope, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = await ownAgrupation(trx, scope, id);
    if (row.id === scope.rootId) throw new HttpError(409, 'error.in_use');
    if (await repo.hasChildrenOrUsers(trx, row.id)) throw new HttpError(409, 'error.in_use');
    await repo.deleteAgrupation(trx, row.id);
  });
}

// Domains

export const listDomains = (db: Db, scope: Scope) => groupingRepo.listDomains(db, scope.ids);

type DomainInput = { domain: string; agrupation_id: number; app: 'panel' | 'hotel' | 'guest' };

/**
 * The platform's own operators: those of the first top grouping (the seed's, or the one
 * `first-operator` made). Only they add a host without proving control of it.
 */
export async function isPlatform(db: Db, scope: Scope): Promise<boolean> {
  const first = await repo.findFirstTopAgrupation(db);
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

async function insertDomain(db: Db, input: DomainInput) {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await groupingRepo.insertDomain(trx, input);
      // The host is taken: every other pending claim of it is moot.
      await repo.deleteClaimsOfDomain(trx, input.domain);
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
 * POST admin/domains (audit #15 finding 6): the platform's operators add a host at once;
 * any other operator gets a claim to prove (a token at the host's well-known path or in
 * its DNS), and the host is theirs only when `verifyClaim` sees it. Asking again for the
 * same host answers the same claim.
 */
export async function createDomain(
  db: Db,
  scope: Scope,
  input: DomainInput,
): Promise<
  | { kind: 'created'; domain: Selectable<DomainsTable> }
  | { kind: 'claim'; claim: ReturnType<typeof toClaim> }
> {
  requireInScope(scope, input.agrupation_id, 'agrupation_id');
  await refuseTaken(db, scope, input.domain);
  if (await isPlatform(db, scope)) {
    return { kind: 'created', domain: await insertDomain(db, input) };
  }
  // An address or a bare name (localhost) cannot be proved by anyone on the internet.
  if (!input.domain.includes('.') || /^[\d.]+$/.test(input.domain)) {
    throw invalidField('domain', 'validation.invalid');
  }
  await repo.insertClaimOnce(db, { ...input, token: randomBytes(24).toString('base64url') });
  const claim = await repo.findClaim(db, input);
  return { kind: 'claim', claim: toClaim(claim) };
}

export async function listClaims(db: Db, scope: Scope) {
  const rows = await repo.listClaimsOf(db, scope.ids);
  return rows.map(toClaim);
}

/** POST admin/domains/claims/:id/verify: the host shows the token, so it joins the tenant. */
export async function verifyClaim(db: Db, scope: Scope, id: number, proof: DomainProof) {
  const claim = await repo.findClaimById(db, id);
  if (!claim || !inScope(scope, claim.agrupation_id)) throw notFound();
  await refuseTaken(db, scope, claim.domain);
  if (!(await proof.check(claim.domain, claim.token))) {
    throw invalidField('domain', 'domain.not_proved');
  }
  return insertDomain(db, {
    domain: claim.domain,
    agrupation_id: claim.agrupation_id,
    app: claim.app,
  });
}

export async function deleteClaim(db: Db, scope: Scope, id: number) {
  const claim = await repo.findClaimById(db, id);
  if (!claim || !inScope(scope, claim.agrupation_id)) throw notFound();
  await repo.deleteClaim(db, id);
}

export async function deleteDomain(db: Db, scope: Scope, id: number) {
  const row = await groupingRepo.findDomainById(db, id);
  if (!row || !inScope(scope, row.agrupation_id)) throw notFound();
  await groupingRepo.deleteDomain(db, id);
}

// Content

export async function listContent(db: Db, scope: Scope, agrupationId: number, key: ContentKey) {
  await ownAgrupation(db, scope, agrupationId);
  return (await contentRepo.findPage(db, agrupationId, key)).map(toContent);
}

/**
 * Stores a page as the operator wrote it (sanitized when served). A new privacy text
 * asks every user of the grouping to accept it again (renew_privacy).
 */
export async function putContent(
  db: Db,
  scope: Scope,
  agrupationId: number,
  key: ContentKey,
  input: ContentUpdate,
) {
  return db.transaction().execute(async (trx) => {
    await ownAgrupation(trx, scope, agrupationId);
    const row = await contentRepo.upsertPage(trx, {
      agrupation_id: agrupationId,
      key,
      language: input.language,
      title: input.title,
      format: input.format,
      body: input.body,
    });
    if (key === 'politica_privacidad') {
      await groupingRepo.updateAgrupation(trx, agrupationId, {
        privacy_updated_at: row.updated_at,
      });
    }
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

export async function createCommerce(db: Db, scope: Scope, input: CommerceCreate) {
  const agrupationId = input.agrupation_id ?? scope.rootId;
  requireInScope(scope, agrupationId, 'agrupation_id');
  return clubRepo.insert(db, { ...input, agrupation_id: agrupationId });
}

export async function updateCommerce(db: Db, scope: Scope, id: number, input: CommerceUpdate) {
  await ownCommerce(db, scope, id);
  if (input.agrupation_id !== undefined)
    requireInScope(scope, input.agrupation_id, 'agrupation_id');
  return clubRepo.update(db, id, input);
}

export async function deleteCommerce(db: Db, scope: Scope, id: number) {
  await ownCommerce(db, scope, id);
  await clubRepo.remove(db, id);
}

// Users and messages

export const listUsers = (db: Db, scope: Scope) => repo.listUsersOf(db, scope.ids);

/** To one user of the operator's groupings, or to every customer account in them. */
export async function sendMessage(db: Db, scope: Scope, input: OperatorMessageCreate) {
  return db.transaction().execute(async (trx) => {
    const recipients = await repo.listMessageRecipients(trx, scope.ids, input.usuario_id);
    if (input.usuario_id !== undefined && recipients.length === 0) {
      throw invalidField('usuario_id', 'validation.invalid');
    }
    const rows = await messageRepo.insertMany(
      trx,
      recipients.map((user) => ({
        user_id: user.id,
        agrupation_id: user.agrupation_id,
        subject: input.subject,
        body: input.body,
      })),
    );
    return { sent: rows.length };
  });
}
