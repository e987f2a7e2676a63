import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ChargeStatus, RideChargesTable } from '../wallet/tables';

export function listChargesOfRide(db: Db, rideId: number) {
  return db
    .selectFrom('ride_charges')
    .selectAll()
    .where('service_id', '=', rideId)
    .orderBy('id')
    .execute();
}

export function findUserName(db: Db, userId: number) {
  return db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
}

export function findUserKind(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'kind']).where('id', '=', userId).executeTakeFirst();
}

export function findDriverNameAndPlate(db: Db, driverId: number) {
  return db
    .selectFrom('drivers')
    .select(['name', 'plate'])
    .where('id', '=', driverId)
    .executeTakeFirst();
}

/** What a statement row shows of a charge (`c`) and its ride (`s`). */
export const STATEMENT_CHARGE_COLUMNS = [
  'c.created_at',
  'c.service_id',
  'c.kind',
  'c.method',
  'c.status',
  'c.amount_cents',
  'c.currency',
  's.stops',
] as const;

/** Charges of a company's rides and its employees' in [start, end), with who and what. */
export function listCompanyChargesBetween(db: Db, companyId: number, start: Date, end: Date) {
  return db
    .selectFrom('ride_charges as c')
    .innerJoin('services as s', 's.id', 'c.service_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('service_types as t', 't.id', 'u.service_type_id')
    .select([
      ...STATEMENT_CHARGE_COLUMNS,
      's.user_id',
      'u.name as user_name',
      't.name as service_type',
    ])
    .where('c.company_id', '=', companyId)
    .where('c.created_at', '>=', start)
    .where('c.created_at', '<', end)
    .execute();
}

/** The (service, kind) claim: undefined when the ride was already charged for it. */
export function claimCharge(trx: Db, row: Insertable<RideChargesTable>) {
  return trx
    .insertInto('ride_charges')
    .values(row)
    .onConflict((oc) => oc.columns(['service_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function setChargeOutcome(
  trx: Db,
  chargeId: number,
  status: ChargeStatus,
  transactionId: number | null,
) {
  await trx
    .updateTable('ride_charges')
    .set({ status, transaction_id: transactionId })
    .where('id', '=', chargeId)
    .execute();
}
