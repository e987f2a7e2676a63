import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { RideTypesTable } from '../../db/schema';

const COLUMNS = ['id', 'name', 'active'] as const;

export async function listForCompany(
  db: Db,
  companyId: number,
  page: { limit: number; offset: number; active?: boolean | undefined },
) {
  let query = db.selectFrom('service_types').where('company_id', '=', companyId);
  if (page.active !== undefined) query = query.where('active', '=', page.active);
  const [rows, count] = await Promise.all([
    query
      .select(COLUMNS)
      .orderBy('name')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { service_types: rows, total: Number(count.total) };
}

/** The company's own type, or undefined: another company's id reads as missing. */
export function findOwn(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('service_types')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insert(db: Db, row: { company_id: number; name: string; active: boolean }) {
  return db.insertInto('service_types').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function update(db: Db, companyId: number, id: number, patch: Updateable<RideTypesTable>) {
  return db
    .updateTable('service_types')
    .set(patch)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function remove(db: Db, companyId: number, id: number) {
  const result = await db
    .deleteFrom('service_types')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Employees booking under a deleted type go back to none. */
export function detachEmployees(db: Db, rideTypeId: number) {
  return db
    .updateTable('users')
    .set({ service_type_id: null })
    .where('service_type_id', '=', rideTypeId)
    .execute();
}
