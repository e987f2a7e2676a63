import { RIDE_STATUS } from '@parada/core';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { DriverDocumentKind } from '../fleet/tables';
import * as rides from '../rides/repository';
import { insertAccount } from './accounts-repository';
import type { DriversTable } from '../rides/tables';

/** The board's rides: the operator's open ones (1, 2, 3, 6, 10, 7) and its bookings for later. */
const BOARD_CODES = [
  RIDE_STATUS.CREATED,
  RIDE_STATUS.SEARCHING,
  RIDE_STATUS.DRIVER_ASSIGNED,
  RIDE_STATUS.DRIVER_ON_THE_WAY,
  RIDE_STATUS.AT_PICKUP,
  RIDE_STATUS.IN_PROGRESS,
  RIDE_STATUS.SCHEDULED,
];

function selectBoardRides(db: Db) {
  return db
    .selectFrom('services')
    .innerJoin('users', 'users.id', 'services.user_id')
    .innerJoin('agrupations', 'agrupations.id', 'services.agrupation_id')
    .leftJoin('drivers as driver', 'driver.id', 'services.driver_id')
    .leftJoin('drivers as offered', 'offered.id', 'services.offered_driver_id')
    .select([
      'services.id',
      'services.status_code',
      'services.stops',
      'services.created_at',
      'services.scheduled_at',
      'services.driver_id',
      'services.offered_driver_id',
      'services.origin_extra',
      'services.cancel_reason',
      'services.traveler_name',
      'services.traveler_phone',
      'services.root_agrupation_id',
      'users.name as client_name',
      'users.phone as client_phone',
      'agrupations.name as grouping_name',
      'driver.name as driver_name',
      'offered.name as offered_driver_name',
    ]);
}
export type BoardRideRow = Awaited<
  ReturnType<ReturnType<typeof selectBoardRides>['executeTakeFirstOrThrow']>
>;

export function listBoardRides(db: Db, rootId: number, limit: number) {
  return selectBoardRides(db)
    .where('services.root_agrupation_id', '=', rootId)
    .where('services.status_code', 'in', BOARD_CODES)
    .orderBy('services.created_at')
    .limit(limit)
    .execute();
}

export function findBoardRide(db: Db, rootId: number, id: number) {
  return selectBoardRides(db)
    .where('services.root_agrupation_id', '=', rootId)
    .where('services.id', '=', id)
    .executeTakeFirst();
}

/** The ride's event rows, oldest first, with the driver each names. */
export function listRideEvents(db: Db, id: number) {
  return db
    .selectFrom('service_events')
    .leftJoin('drivers', 'drivers.id', 'service_events.driver_id')
    .select([
      'service_events.kind',
      'service_events.from_code',
      'service_events.to_code',
      'service_events.actor',
      'service_events.created_at',
      'drivers.name as driver_name',
    ])
    .where('service_events.service_id', '=', id)
    .orderBy('service_events.id')
    .execute();
}

/** The operator's cars on the map: online, with a position. */
export function listOnlineCars(db: Db, groupingIds: number[]) {
  return db
    .selectFrom('drivers')
    .select([
      'id',
      'name',
      'plate',
      'latitude',
      'longitude',
      'heading',
      'online_since',
      'position_at',
    ])
    .where('agrupation_id', 'in', groupingIds)
    .where('online', '=', true)
    .where('suspended_at', 'is', null)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('id')
    .execute();
}

/** Drivers on a ride (3, 6, 10, 7) and drivers with an offer waiting (1, 2), of the operator. */
export function listBusyAndOffered(db: Db, rootId: number) {
  return db
    .selectFrom('services')
    .select(['driver_id', 'offered_driver_id', 'status_code'])
    .where('root_agrupation_id', '=', rootId)
    .where('status_code', 'in', [1, 2, ...rides.DRIVEN_CODES])
    .execute();
}

/** The ride a driver is on now (3, 6, 10, 7), other than `except`. */
export function findOtherDrivenRide(db: Db, driverId: number, except: number) {
  return db
    .selectFrom('services')
    .select('id')
    .where('driver_id', '=', driverId)
    .where('status_code', 'in', rides.DRIVEN_CODES)
    .where('id', '<>', except)
    .executeTakeFirst();
}

// Clients

export function searchClients(db: Db, groupingIds: number[], search: string, limit: number) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
  const digits = search.replace(/[^\d+]/g, '');
  return db
    .selectFrom('users')
    .innerJoin('agrupations', 'agrupations.id', 'users.agrupation_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.active',
      'agrupations.name as grouping_name',
    ])
    .where('users.agrupation_id', 'in', groupingIds)
    .where('users.kind', '=', 'client')
    .where('users.closed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.name']), 'like', like),
        eb(eb.fn('lower', ['users.email']), 'like', like),
        ...(digits.length >= 3 ? [eb('users.phone', 'like', `%${digits}%`)] : []),
      ]),
    )
    .orderBy('users.name')
    .limit(limit)
    .execute();
}

export function findClient(db: Db, groupingIds: number[], id: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('agrupation_id', 'in', groupingIds)
    .where('kind', '=', 'client')
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

export function findUserByEmailOrPhone(db: Db, email: string, phone: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
    .executeTakeFirst();
}

export function insertClient(
  db: Db,
  row: { agrupation_id: number; name: string; email: string; phone: string },
) {
  return insertAccount(db, { ...row, kind: 'client' });
}

// Fleet

export function listDrivers(db: Db, groupingIds: number[]) {
  return db
    .selectFrom('drivers')
    .selectAll()
    .where('agrupation_id', 'in', groupingIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findDriver(db: Db, groupingIds: number[], id: number) {
  return db
    .selectFrom('drivers')
    .selectAll()
    .where('id', '=', id)
    .where('agrupation_id', 'in', groupingIds)
    .executeTakeFirst();
}

export function lockDriver(db: Db, groupingIds: number[], id: number) {
  return db
    .selectFrom('drivers')
    .selectAll()
    .where('id', '=', id)
    .where('agrupation_id', 'in', groupingIds)
    .forUpdate()
    .executeTakeFirst();
}

export function findDriverByEmail(db: Db, email: string) {
  return db.selectFrom('drivers').select('id').where('email', '=', email).executeTakeFirst();
}

export function insertDriver(db: Db, row: Insertable<DriversTable>) {
  return db.insertInto('drivers').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateDriver(db: Db, id: number, patch: Updateable<DriversTable>) {
  return db
    .updateTable('drivers')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function revokeDriverTokens(db: Db, driverId: number) {
  await db
    .updateTable('driver_tokens')
    .set({ revoked_at: new Date() })
    .where('driver_id', '=', driverId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function listDriverVehicles(db: Db, driverIds: number[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('driver_vehicles')
    .selectAll()
    .where('driver_id', 'in', driverIds)
    .orderBy('vehicle_id')
    .execute();
}

export async function setDriverVehicles(db: Db, driverId: number, vehicleIds: number[]) {
  await db.deleteFrom('driver_vehicles').where('driver_id', '=', driverId).execute();
  if (vehicleIds.length === 0) return;
  await db
    .insertInto('driver_vehicles')
    .values(vehicleIds.map((vehicle_id) => ({ driver_id: driverId, vehicle_id })))
    .execute();
}

export function listDocuments(db: Db, driverIds: number[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('driver_documents')
    .selectAll()
    .where('driver_id', 'in', driverIds)
    .orderBy('kind')
    .execute();
}

export async function upsertDocument(
  db: Db,
  driverId: number,
  kind: DriverDocumentKind,
  values: { number: string; expires_on: string },
) {
  await db
    .insertInto('driver_documents')
    .values({ driver_id: driverId, kind, ...values })
    .onConflict((oc) =>
      oc.columns(['driver_id', 'kind']).doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}

/** Documents of the operator's drivers expiring on or before `until` ('YYYY-MM-DD'). */
export function listExpiring(db: Db, groupingIds: number[], until: string) {
  return db
    .selectFrom('driver_documents')
    .innerJoin('drivers', 'drivers.id', 'driver_documents.driver_id')
    .select([
      'driver_documents.driver_id',
      'drivers.name as driver_name',
      'driver_documents.kind',
      'driver_documents.number',
      'driver_documents.expires_on',
    ])
    .where('drivers.agrupation_id', 'in', groupingIds)
    .where('driver_documents.expires_on', '<=', until)
    .orderBy('driver_documents.expires_on')
    .execute();
}

export function listVehicles(db: Db, rootId: number) {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('agrupation_id', '=', rootId)
    .orderBy('plate')
    .execute();
}

export function findVehicles(db: Db, rootId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('agrupation_id', '=', rootId)
    .where('id', 'in', ids)
    .execute();
}

export function lockVehicle(db: Db, rootId: number, id: number) {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('agrupation_id', '=', rootId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertVehicle(
  db: Db,
  row: { agrupation_id: number; plate: string; model: string; seats: number },
) {
  return db.insertInto('vehicles').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateVehicle(
  db: Db,
  id: number,
  patch: { plate?: string; model?: string; seats?: number; active?: boolean },
) {
  return db
    .updateTable('vehicles')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listVehicleGroupings(db: Db, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicle_groupings')
    .selectAll()
    .where('vehicle_id', 'in', vehicleIds)
    .execute();
}

export function listVehicleDrivers(db: Db, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('driver_vehicles')
    .selectAll()
    .where('vehicle_id', 'in', vehicleIds)
    .execute();
}

export async function setVehicleGroupings(db: Db, vehicleId: number, groupingIds: number[]) {
  await db.deleteFrom('vehicle_groupings').where('vehicle_id', '=', vehicleId).execute();
  if (groupingIds.length === 0) return;
  await db
    .insertInto('vehicle_groupings')
    .values(groupingIds.map((agrupation_id) => ({ vehicle_id: vehicleId, agrupation_id })))
    .execute();
}
