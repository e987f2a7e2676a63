import type { Db } from '../../db/database';

export function listForCompany(db: Db, companyId: number, closed: boolean) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('kind', '=', 'employee')
    .where('company_id', '=', companyId)
    .where('status', closed ? '=' : 'in', closed ? 'closed' : ['pending', 'active'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The company's own employee, or undefined: another company's id reads as missing. */
export function findOwn(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('kind', '=', 'employee')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '<>', 'removed')
    .executeTakeFirst();
}

export function deleteEmployee(db: Db, id: number) {
  return db.deleteFrom('users').where('id', '=', id).where('kind', '=', 'employee').execute();
}
