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
