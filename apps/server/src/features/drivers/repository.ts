import type { DriverPosition } from '@parada/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { cachedNow } from '../../db/read-cache';
import { runTemplate } from '../../db/template';
import { DRIVEN_CODES } from '../rides/repository';

/**
 * How long a token's driver is remembered for the position routes. The write that follows
 * checks the token again in its own statement, so a token revoked meanwhile (on another
 * instance too) moves nothing: what the memory decides alone is only that a request with
 * no driver behind its token is a 401 before its body is read.
 */
const TOKEN_TTL_MS = 30_000;

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

/**
 * The driver id behind a token, from the read cache. It follows the tokens table only: a
 * token's driver never changes, and the drivers' rows are written at every position.
 */
export function findDriverIdOfTokenNow(db: Db, tokenHash: string) {
  return cachedNow(db, `driver-token:${tokenHash}`, ['driver_tokens'], TOKEN_TTL_MS, () =>
    db
      .selectFrom('driver_tokens')
      .select('driver_id')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst(),
  );
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

/** A driver moved by a batch: its operator and the ride it is on, if any. */
export interface StoredPosition {
  driver_id: number;
  agrupation_id: number;
  ride_id: number | null;
  ride_user_id: number | null;
  ride_company_id: number | null;
}

/** One position of a batch; `tokenHash` null for the fleet's own (simulated) drivers. */
export interface PositionRow {
  driverId: number;
  tokenHash: string | null;
  position: DriverPosition;
}

/**
 * Many drivers' positions in one statement (one driver at most once): each row moves only
 * while its driver is online and not suspended and, given a token, only while that token is
 * live (a revoked one moves nothing, whatever a cache remembers). It answers the drivers it
 * moved with their operator and the ride each is on; given `channel`, the statement itself
 * tells the bus (the car, and the ride's rider), delivered when it commits.
 */
export async function storePositions(
  db: Db,
  rows: readonly PositionRow[],
  at: Date,
  channel?: string,
): Promise<StoredPosition[]> {
  if (rows.length === 0) return [];
  const values: Record<string, unknown> = {
    ids: rows.map((row) => row.driverId),
    hashes: rows.map((row) => row.tokenHash),
    latitudes: rows.map((row) => row.position.latitude),
    longitudes: rows.map((row) => row.position.longitude),
    headings: rows.map((row) => row.position.heading ?? null),
    at,
    atText: at.toISOString(),
  };
  if (channel) values.channel = channel;
  const moved = await runTemplate(
    db,
    `driver-positions|${channel ? 'notify' : ''}`,
    (slot) => {
      const base = db
        .with(
          'input(driver_id, token_hash, latitude, longitude, heading)',
          () =>
            sql<{
              driver_id: number;
              token_hash: string | null;
              latitude: number;
              longitude: number;
              heading: number | null;
            }>`(select * from unnest(${slot('ids')}::int[], ${slot('hashes')}::text[], ${slot('latitudes')}::float8[], ${slot('longitudes')}::float8[], ${slot('headings')}::float8[]))`,
        )
        .with('moved', (qb) =>
          qb
            .updateTable('drivers')
            .from('input')
            .set((eb) => ({
              latitude: eb.ref('input.latitude'),
              longitude: eb.ref('input.longitude'),
              heading: eb.ref('input.heading'),
              position_at: slot<Date>('at'),
              updated_at: slot<Date>('at'),
            }))
            .whereRef('drivers.id', '=', 'input.driver_id')
            .where('drivers.online', '=', true)
            .where('drivers.suspended_at', 'is', null)
            .where((eb) =>
              eb.or([
                eb('input.token_hash', 'is', null),
                eb.exists(
                  eb
                    .selectFrom('driver_tokens')
                    .select('driver_tokens.id')
                    .whereRef('driver_tokens.driver_id', '=', 'drivers.id')
                    .whereRef('driver_tokens.token_hash', '=', 'input.token_hash')
                    .where('driver_tokens.revoked_at', 'is', null),
                ),
              ]),
            )
            .returning([
              'drivers.id',
              'drivers.agrupation_id',
              'input.latitude',
              'input.longitude',
              'input.heading',
            ]),
        )
        .with('ride', (qb) =>
          qb
            .selectFrom('services')
            .innerJoin('moved', 'moved.id', 'services.driver_id')
            .distinctOn('services.driver_id')
            .select([
              'services.driver_id',
              'services.id',
              'services.user_id',
              'services.company_id',
            ])
            .where('services.status_code', 'in', DRIVEN_CODES)
            .orderBy('services.driver_id')
            .orderBy('services.id', 'desc'),
        )
        .selectFrom('moved')
        .leftJoin('ride', 'ride.driver_id', 'moved.id')
        .select([
          'moved.id as driver_id',
          'moved.agrupation_id',
          'ride.id as ride_id',
          'ride.user_id as ride_user_id',
          'ride.company_id as ride_company_id',
          // A position is overwritten seconds later: its commit need not wait for the disk.
          // Waiting would also hold PostgreSQL's notify lock across the flush, one notifying
          // commit per flush for the whole database.
          sql<string>`set_config('synchronous_commit', 'off', true)`.as('async_commit'),
        ]);
      if (!channel) return base;
      const to = slot<string>('channel');
      return base.select([
        sql<string>`pg_notify(${to}, json_build_object('type', 'car', 'latitude', moved.latitude, 'longitude', moved.longitude, 'heading', moved.heading, 'root_id', moved.agrupation_id, 'driver_id', moved.id)::text)`.as(
          'car_notified',
        ),
        sql<string>`case when ride.id is not null then pg_notify(${to}, json_build_object('type', 'position', 'latitude', moved.latitude, 'longitude', moved.longitude, 'heading', moved.heading, 'at', ${slot<string>('atText')}::text, 'service_id', ride.id, 'user_id', ride.user_id, 'company_id', ride.company_id)::text) end`.as(
          'ride_notified',
        ),
      ]);
    },
    values,
  );
  return moved.map((row) => ({
    driver_id: row.driver_id,
    agrupation_id: row.agrupation_id,
    ride_id: row.ride_id ?? null,
    ride_user_id: row.ride_user_id ?? null,
    ride_company_id: row.ride_company_id ?? null,
  }));
}

/** The ride the driver is on, if any (3, 6, 10 or 7). */
export function findRideDrivenBy(db: Db, driverId: number) {
  return db
    .selectFrom('services')
    .selectAll()
    .where('driver_id', '=', driverId)
    .where('status_code', 'in', DRIVEN_CODES)
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

/** What deciding how a ride may be paid reads of it. */
export function findRidePayment(db: Db, rideId: number) {
  return db
    .selectFrom('services')
    .select(['id', 'user_id', 'company_id', 'room_stay_id', 'payment_method', 'root_agrupation_id'])
    .where('id', '=', rideId)
    .executeTakeFirst();
}

/** Whom a ride is offered to and who drives it, for the drivers' event streams. */
export function findDriversOfRide(db: Db, rideId: number) {
  return db
    .selectFrom('services')
    .select(['offered_driver_id', 'driver_id'])
    .where('id', '=', rideId)
    .executeTakeFirst();
}
