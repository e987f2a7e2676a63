import type { RideTypeCreate, RideTypeListQuery, RideTypeUpdate } from '@parada/core';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as repo from './repository';

// A company's service types: every call is scoped by the company, so another company's
// type answers 404 exactly like a missing one.

export const list = (db: Db, company: AuthUser, query: RideTypeListQuery) =>
  repo.listForCompany(db, company.id, query);

export const create = (db: Db, company: AuthUser, input: RideTypeCreate) =>
  repo.insert(db, { company_id: company.id, name: input.name, active: input.active });

export async function update(db: Db, company: AuthUser, id: number, input: RideTypeUpdate) {
  const updated = await repo.update(db, company.id, id, input);
  if (!updated) throw notFound();
  return updated;
}

export async function remove(db: Db, company: AuthUser, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findOwn(trx, company.id, id))) throw notFound();
    await repo.detachEmployees(trx, id);
    await repo.remove(trx, company.id, id);
  });
}
