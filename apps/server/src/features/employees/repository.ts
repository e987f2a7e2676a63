import type { Db } from '../../db/database';

/** The company's employees: every read of this feature starts here, so none sees another's. */
const employeesOf = (db: Db, companyId: number) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('kind', '=', 'employee')
    .where('company_id', '=', companyId);

export function listForCompany(db: Db, companyId: number, closed: boolean) {
  return employeesOf(db, companyId)
    .where('status', closed ? '=' : 'in', closed ? 'closed' : ['pending', 'active'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The company's own employee, or undefined: another company's id reads as missing. */
export function findOwn(db: Db, companyId: number, id: number) {
  return employeesOf(db, companyId)
    .where('id', '=', id)
    .where('status', '<>', 'removed')
    .executeTakeFirst();
}

export function deleteEmployee(db: Db, id: number) {
  return db.deleteFrom('users').where('id', '=', id).where('kind', '=', 'employee').execute();
}
