import { RIDE_STATUS } from '@parada/core';
import type { Db } from '../../db/database';
import * as rides from '../rides/repository';

/** Drivers as the index needs them; only those changed after `since` when given. */
export function listDriversForIndex(db: Db, since: Date | null) {
  let query = db
    .selectFrom('drivers')
    .select(['id', 'agrupation_id', 'seats', 'online', 'available', 'latitude', 'longitude']);
  if (since) query = query.where('updated_at', '>', since);
  return query.execute();
}

/** Live rides with a driver offered or assigned: who is busy. */
export function listLiveRidesWithDriver(db: Db) {
  return db
    .selectFrom('services')
    .select(['driver_id', 'offered_driver_id', 'status_code'])
    .where('status_code', 'in', rides.LIVE_CODES)
    .where((eb) =>
      eb.or([eb('driver_id', 'is not', null), eb('offered_driver_id', 'is not', null)]),
    )
    .execute();
}

export function listBookingsDueBy(db: Db, by: Date) {
  return db
    .selectFrom('services')
    .select(['id', 'driver_id'])
    .where('status_code', '=', RIDE_STATUS.SCHEDULED)
    .where('scheduled_at', '<=', by)
    .execute();
}

/** Offers (on rides 1 or 2) made before `before` and not answered. */
export function listOffersMadeBefore(db: Db, before: Date) {
  return db
    .selectFrom('services')
    .select(['id', 'offered_driver_id', 'status_code'])
    .where('status_code', 'in', [1, 2])
    .where('offered_driver_id', 'is not', null)
    .where('offered_at', '<', before)
    .execute();
}

/** Rides (1 or 2) searching since before `before` with no offer out. */
export function listSearchesStartedBefore(db: Db, before: Date) {
  return db
    .selectFrom('services')
    .select('id')
    .where('status_code', 'in', [1, 2])
    .where('offered_driver_id', 'is', null)
    .where('search_started_at', '<', before)
    .execute();
}

/** Rides (1 or 2) waiting for an offer, oldest first. */
export function listRidesWaitingForOffer(db: Db, limit: number) {
  return db
    .selectFrom('services')
    .select([
      'id',
      'status_code',
      'stops',
      'passengers',
      'root_agrupation_id',
      'declined_driver_ids',
    ])
    .where('status_code', 'in', [1, 2])
    .where('offered_driver_id', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The offer is made only if the ride still waits for one: false when it no longer does. */
export async function offerRideTo(trx: Db, rideId: number, driverId: number, now: Date) {
  const result = await trx
    .updateTable('services')
    .set({ offered_driver_id: driverId, offered_at: now, updated_at: now })
    .where('id', '=', rideId)
    .where('offered_driver_id', 'is', null)
    .where('status_code', 'in', [1, 2])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteStreamTicketsExpiredBy(db: Db, now: Date) {
  await db.deleteFrom('stream_tickets').where('expires_at', '<', now).execute();
}

export function listSimulatedDrivers(db: Db) {
  return db
    .selectFrom('drivers')
    .select(['id', 'latitude', 'longitude'])
    .where('simulated', '=', true)
    .where('suspended_at', 'is', null)
    .execute();
}

/** Live rides offered to or driven by one of `driverIds`. */
export function listLiveRidesOfDrivers(db: Db, driverIds: number[]) {
  return db
    .selectFrom('services')
    .selectAll()
    .where('status_code', 'in', rides.LIVE_CODES)
    .where((eb) =>
      eb.or([eb('offered_driver_id', 'in', driverIds), eb('driver_id', 'in', driverIds)]),
    )
    .orderBy('id')
    .execute();
}
