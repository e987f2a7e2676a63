import {
  DRIVER_ON_RIDE_STATUS_CODES,
  FINAL_STATUS_CODES,
  IN_PROCESS_STATUS_CODES,
  RIDE_STATUS,
} from '@parada/core';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { RideEventsTable, RidesTable } from './tables';

export type RideRow = Selectable<RidesTable>;

// The status groups are core's rules (features/status), so the apps and the queries agree.
export const LIVE_CODES: number[] = [...IN_PROCESS_STATUS_CODES];
export const FINAL_CODES: number[] = [...FINAL_STATUS_CODES];
export const DRIVEN_CODES: number[] = [...DRIVER_ON_RIDE_STATUS_CODES];

/** A service with what its wire form needs: the driver and the booking user. */
export function selectRides(db: Db) {
  return (
    db
      .selectFrom('services')
      .innerJoin('users', 'users.id', 'services.user_id')
      .leftJoin('drivers', 'drivers.id', 'services.driver_id')
      .selectAll('services')
      .select([
        'users.name as user_name',
        'drivers.name as driver_name',
        'drivers.avatar as driver_avatar',
        'drivers.plate as driver_plate',
        'drivers.model as driver_model',
        'drivers.phone as driver_phone',
        'drivers.latitude as driver_latitude',
        'drivers.longitude as driver_longitude',
      ])
      // What the ride was charged with, once charged ('fare' sorts before 'cancellation_fee').
      .select((eb) =>
        eb
          .selectFrom('ride_charges')
          .select('ride_charges.method')
          .whereRef('ride_charges.service_id', '=', 'services.id')
          .orderBy('ride_charges.kind', 'desc')
          .limit(1)
          .as('charged_method'),
      )
  );
}
export type RideWithDriver = Awaited<
  ReturnType<ReturnType<typeof selectRides>['executeTakeFirstOrThrow']>
>;

/** Who sees a service: its booker, and the company an employee booked for. */
export interface Viewer {
  id: number;
  kind: string;
}

export function visibleTo(db: Db, viewer: Viewer) {
  const query = selectRides(db);
  return viewer.kind === 'company'
    ? query.where((eb) =>
        eb.or([eb('services.user_id', '=', viewer.id), eb('services.company_id', '=', viewer.id)]),
      )
    : query.where('services.user_id', '=', viewer.id);
}

export function findVisible(db: Db, viewer: Viewer, id: number) {
  return visibleTo(db, viewer).where('services.id', '=', id).executeTakeFirst();
}

/**
 * A viewer's rides on the way (the live codes), newest first. The codes are literals, not
 * parameters, so the plan of the prepared statement can read the live-rides indexes
 * (services_user_live, services_company_live), whose predicate they must match.
 */
export function listLive(db: Db, viewer: Viewer, limit: number) {
  return visibleTo(db, viewer)
    .where(
      'services.status_code',
      'in',
      LIVE_CODES.map((code) => sql.lit(code)),
    )
    .orderBy('services.id', 'desc')
    .limit(limit)
    .execute();
}

/** A viewer's bookings still waiting for their time (13), soonest first. */
export function listWaiting(db: Db, viewer: Viewer, limit: number) {
  return visibleTo(db, viewer)
    .where('services.status_code', '=', RIDE_STATUS.SCHEDULED)
    .orderBy('services.scheduled_at', 'asc')
    .orderBy('services.id', 'asc')
    .limit(limit)
    .execute();
}

export interface FinishedFilter {
  /** One status; the final ones (8, 9, 4, 5) when absent. */
  status?: number | undefined;
  /** Booked at or after this instant. */
  since?: Date | undefined;
  limit: number;
  offset: number;
}

/** A page of a viewer's finished rides, newest first, and how many there are in all. */
export async function listFinished(db: Db, viewer: Viewer, filter: FinishedFilter) {
  let base = visibleTo(db, viewer);
  base =
    filter.status !== undefined
      ? base.where('services.status_code', '=', filter.status)
      : base.where('services.status_code', 'in', FINAL_CODES);
  if (filter.since) base = base.where('services.created_at', '>=', filter.since);
  const [rows, total] = await Promise.all([
    base.orderBy('services.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** A page of a viewer's rides, newest first; of one booker only when `userId` is given. */
export function listPage(
  db: Db,
  viewer: Viewer,
  page: { userId?: number | undefined; limit: number; offset: number },
) {
  const base = visibleTo(db, viewer);
  return (page.userId !== undefined ? base.where('services.user_id', '=', page.userId) : base)
    .orderBy('services.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** What each of `rideIds` was charged (fare and any cancellation fee), per currency. */
export function listChargedTotals(db: Db, rideIds: readonly number[]) {
  if (rideIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ride_charges')
    .select(['service_id', 'currency', (eb) => eb.fn.sum<string>('amount_cents').as('cents')])
    .where('service_id', 'in', rideIds)
    .groupBy(['service_id', 'currency'])
    .execute();
}

/** A company's employee by id, whatever its state; undefined for another company's. */
export function findEmployeeOf(db: Db, companyId: number, employeeId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', employeeId)
    .where('kind', '=', 'employee')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export function findWithDriver(db: Db, id: number) {
  return selectRides(db).where('services.id', '=', id).executeTakeFirst();
}

/** The operator (top grouping) a service belongs to. */
export async function findRootOf(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('services')
    .select('root_agrupation_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.root_agrupation_id;
}

export function lockRide(db: Db, id: number) {
  return db.selectFrom('services').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateRide(db: Db, id: number, patch: Updateable<RidesTable>) {
  return db
    .updateTable('services')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertEvent(db: Db, row: Insertable<RideEventsTable>) {
  return db.insertInto('service_events').values(row).execute();
}
