import type { DriverPosition } from '@parada/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import * as rides from '../rides/repository';

/** A driver signs in with its email (any case) or its phone. */
export function findDriverByLogin(db: Db, username: string) {
  return db
    .selectFrom('drivers')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', username.toLowerCase()), eb('phone', '=', username)]))
    .executeTakeFirst();
}

export async function insertDriverToken(db: Db, driverId: number, tokenHash: string) {
  await db
    .insertInto('driver_tokens')
    .values({ driver_id: driverId, token_hash: tokenHash })
    .execute();
}

export function findDriverByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('driver_tokens')
    .innerJoin('drivers', 'drivers.id', 'driver_tokens.driver_id')
    .selectAll('drivers')
    .where('driver_tokens.token_hash', '=', tokenHash)
    .where('driver_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeDriverToken(db: Db, tokenHash: string) {
  await db
    .updateTable('driver_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** `updated_at` moves too: the dispatcher's index follows it. */
export function setOnlineAndAvailable(db: Db, driverId: number, available: boolean) {
  return db
    .updateTable('drivers')
    .set({
      online: available,
      available,
      updated_at: new Date(),
      // Since when the driver is online, for the console: kept while it stays online.
      online_since: available ? sql`coalesce(online_since, now())` : null,
    })
    .where('id', '=', driverId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores the position; answers the driver's operator (its top grouping), for its console. */
export function updatePosition(db: Db, driverId: number, position: DriverPosition, at: Date) {
  return db
    .updateTable('drivers')
    .set({
      latitude: position.latitude,
      longitude: position.longitude,
      heading: position.heading ?? null,
      position_at: at,
      updated_at: at,
    })
    .where('id', '=', driverId)
    .returning('agrupation_id')
    .executeTakeFirst();
}

/** The ride the driver is on, if any (3, 6, 10 or 7). */
export function findRideDrivenBy(db: Db, driverId: number) {
  return db
    .selectFrom('services')
    .selectAll()
    .where('driver_id', '=', driverId)
    .where('status_code', 'in', rides.DRIVEN_CODES)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The ride offered to the driver and not yet taken (1 or 2). */
export function findRideOfferedTo(db: Db, driverId: number) {
  return db
    .selectFrom('services')
    .selectAll()
    .where('offered_driver_id', '=', driverId)
    .where('status_code', 'in', [1, 2])
    .orderBy('id')
    .executeTakeFirst();
}

/** The active vehicles the operator lets the driver pick, by plate. */
export function listVehiclesOfDriver(db: Db, driverId: number) {
  return db
    .selectFrom('driver_vehicles')
    .innerJoin('vehicles', 'vehicles.id', 'driver_vehicles.vehicle_id')
    .select(['vehicles.id', 'vehicles.plate', 'vehicles.model', 'vehicles.seats'])
    .where('driver_vehicles.driver_id', '=', driverId)
    .where('vehicles.active', '=', true)
    .orderBy('vehicles.plate')
    .execute();
}

export function findVehicle(db: Db, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'model', 'seats'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

export function findOpenShift(db: Db, driverId: number) {
  return db
    .selectFrom('driver_shifts')
    .selectAll()
    .where('driver_id', '=', driverId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/** The driver's row, locked: a shift opens or closes one at a time. */
export function lockDriver(trx: Db, driverId: number) {
  return trx
    .selectFrom('drivers')
    .selectAll()
    .where('id', '=', driverId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function closeShift(trx: Db, shiftId: number, at: Date) {
  return trx
    .updateTable('driver_shifts')
    .set({ ended_at: at })
    .where('id', '=', shiftId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function openShift(trx: Db, driverId: number, vehicleId: number, at: Date) {
  return trx
    .insertInto('driver_shifts')
    .values({ driver_id: driverId, vehicle_id: vehicleId, started_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The shift's vehicle becomes the one riders see on the driver's row; online from `at`. */
export function putDriverInVehicle(
  trx: Db,
  driverId: number,
  vehicle: { id: number; plate: string; model: string; seats: number },
  at: Date,
) {
  return trx
    .updateTable('drivers')
    .set({
      vehicle_id: vehicle.id,
      plate: vehicle.plate,
      model: vehicle.model,
      seats: vehicle.seats,
      online: true,
      available: true,
      online_since: at,
      updated_at: at,
    })
    .where('id', '=', driverId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setOffline(trx: Db, driverId: number, at: Date) {
  return trx
    .updateTable('drivers')
    .set({ online: false, available: false, online_since: null, updated_at: at })
    .where('id', '=', driverId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The driver's completed rides that ended in [from, to), newest first. */
export function listCompletedRidesOfDriver(db: Db, driverId: number, from: Date, to: Date) {
  return db
    .selectFrom('services')
    .select(['id', 'ended_at', 'fare_cents', 'payment_method', 'currency'])
    .where('driver_id', '=', driverId)
    .where('status_code', '=', 8)
    .where('ended_at', '>=', from)
    .where('ended_at', '<', to)
    .orderBy('ended_at', 'desc')
    .execute();
}

/** The fare model's zone of a root grouping (the driver's operator). */
export function findTimeZoneOfGrouping(db: Db, groupingId: number) {
  return db
    .selectFrom('fare_models')
    .select('time_zone')
    .where('agrupation_id', '=', groupingId)
    .executeTakeFirst();
}

/** The operator a ride belongs to, whose rules its steps follow. */
export function findRootOfRide(db: Db, rideId: number) {
  return db
    .selectFrom('services')
    .select('root_agrupation_id')
    .where('id', '=', rideId)
    .executeTakeFirst();
}
