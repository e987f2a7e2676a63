import {
  fromCents,
  RIDE_STATUS,
  toCents,
  type DriverAction,
  type DriverPosition,
} from '@parada/core';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { json, type Db } from '../../db/database';
import { newToken, sha256, verifyPassword } from '../../lib/crypto';
import { HttpError, invalidField, notFound, unauthorized } from '../../lib/http-error';
import {
  announce,
  applyTransition,
  changeStatus,
  refused,
  type RideDeps,
} from '../rides/lifecycle';
import * as rides from '../rides/repository';
import type { RideRow } from '../rides/repository';
import type { DriversTable } from '../rides/tables';
import * as repo from './repository';

export type DriverRow = Selectable<DriversTable>;

const TOKEN_HEADER = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,100})$/;

/** The driver as its app sees itself (core's driverSchema). */
export const toDriver = (row: DriverRow) => ({
  id: row.id,
  name: row.name,
  telephone: row.phone,
  avatar: row.avatar,
  plate: row.plate,
  model: row.model,
  agrupacion_id: row.agrupation_id,
  available: row.online && row.available,
  languages: row.languages,
});

/** A ride as a driver app works it: every stop with its coordinates, in order. */
export const toDriverRide = (row: RideRow) => ({
  id: row.id,
  status_code: row.status_code,
  passengers: row.passengers,
  traveler_name: row.traveler_name,
  traveler_phone: row.traveler_phone,
  origin_extra: row.origin_extra,
  fare: row.fare_cents != null ? fromCents(row.fare_cents) : null,
  /** No destination: the guest says where, and `finish` must carry the meter's `fare`. */
  metered: row.metered,
  currency: row.currency,
  stops: row.stops.map((stop) => ({
    role: stop.role,
    name: stop.name,
    latitude: stop.latitude,
    longitude: stop.longitude,
    traveler_name: stop.traveler_name,
  })),
});

export async function authenticate(db: Db, username: string, password: string) {
  const driver = await repo.findDriverByLogin(db, username);
  if (!driver || !(await verifyPassword(password, driver.password_hash))) {
    throw new HttpError(401, 'error.invalid_credentials');
  }
  const token = newToken();
  await repo.insertDriverToken(db, driver.id, sha256(token));
  return { token, driver: toDriver(driver) };
}

/** The driver behind `Authorization: Token …` (a driver token, never a customer's), or 401. */
export async function requireDriver(request: FastifyRequest): Promise<DriverRow> {
  const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
  if (!match?.[1]) throw unauthorized();
  const driver = await repo.findDriverByTokenHash(request.server.ctx.db, sha256(match[1]));
  if (!driver) throw unauthorized();
  return driver;
}

export async function logOut(db: Db, driver: DriverRow, request: FastifyRequest) {
  const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
  await repo.revokeDriverToken(db, sha256(match?.[1] ?? ''));
  await setAvailability(db, driver.id, false);
}

/** Online and taking rides, or off; the dispatcher's index follows through updated_at. */
export async function setAvailability(db: Db, driverId: number, available: boolean) {
  return repo.setOnlineAndAvailable(db, driverId, available);
}

/**
 * A new position: stored for dispatch, pushed to the operator's console (every car on its
 * board) and to the customer of the ride the driver is on (the car moving on their map).
 */
export async function reportPosition(deps: RideDeps, driverId: number, position: DriverPosition) {
  const at = new Date();
  const driver = await repo.updatePosition(deps.db, driverId, position, at);
  if (driver) {
    await deps.bus
      .publish({
        type: 'car',
        root_id: driver.agrupation_id,
        driver_id: driverId,
        latitude: position.latitude,
        longitude: position.longitude,
        heading: position.heading ?? null,
      })
      .catch(() => {});
  }
  const ride = await repo.findRideDrivenBy(deps.db, driverId);
  if (ride) {
    await deps.bus
      .publish({
        type: 'position',
        service_id: ride.id,
        user_id: ride.user_id,
        company_id: ride.company_id,
        latitude: position.latitude,
        longitude: position.longitude,
        heading: position.heading ?? null,
        at: at.toISOString(),
      })
      .catch(() => {});
  }
}

/** What the driver app shows: the ride offered to it, and the one it is on. */
export async function driverRides(db: Db, driverId: number) {
  const [offer, current] = await Promise.all([
    repo.findRideOfferedTo(db, driverId),
    repo.findRideDrivenBy(db, driverId),
  ]);
  return {
    offer: offer ? toDriverRide(offer) : null,
    current: current ? toDriverRide(current) : null,
  };
}

const NEXT: Record<Exclude<DriverAction, 'accept'>, { from: number[]; to: 10 | 7 | 8 }> = {
  arrive: { from: [3, 6], to: RIDE_STATUS.AT_PICKUP },
  start: { from: [10], to: RIDE_STATUS.IN_PROGRESS },
  finish: { from: [7], to: RIDE_STATUS.COMPLETED },
};

/**
 * accept (an offer made to this driver → 3), arrive (→ 10), start (→ 7), finish (→ 8, with
 * the metered fare when none was agreed). Another driver's ride is a 404; a step out of
 * order is refused by core's table (409).
 */
export async function act(
  deps: RideDeps,
  driver: Pick<DriverRow, 'id'>,
  rideId: number,
  action: DriverAction,
  meteredFare?: number,
) {
  const by = { actor: 'driver' as const, driverId: driver.id };
  if (action === 'accept') {
    return changeStatus(deps, rideId, RIDE_STATUS.DRIVER_ASSIGNED, by, {
      check: (row) => {
        if (row.offered_driver_id !== driver.id) {
          if (row.driver_id === driver.id) throw refused();
          throw notFound();
        }
      },
      patch: { driver_id: driver.id, offered_driver_id: null, offered_at: null },
    });
  }
  const step = NEXT[action];
  return changeStatus(deps, rideId, step.to, by, {
    check: (row) => {
      if (row.driver_id !== driver.id) throw notFound();
      if (!step.from.includes(row.status_code)) throw refused();
      if (action === 'finish' && row.metered && meteredFare === undefined) {
        throw invalidField('fare', 'validation.amount');
      }
    },
    // The meter's amount counts only where no fare was agreed when booking; a metered ride
    // cannot end without it, or the guest would ride for nothing.
    patch: (row) =>
      action === 'finish' && meteredFare !== undefined && row.fare_cents == null
        ? { fare_cents: toCents(meteredFare) }
        : {},
  });
}

/**
 * The driver's cancel: an offer not yet accepted is declined (the dispatcher asks the
 * next driver); a ride it is on is cancelled by the operator side (5).
 */
export async function cancel(deps: RideDeps, driver: Pick<DriverRow, 'id'>, rideId: number) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const current = await rides.lockRide(trx, rideId);
    if (!current) throw notFound();
    if (
      current.offered_driver_id === driver.id &&
      [RIDE_STATUS.CREATED, RIDE_STATUS.SEARCHING].some((code) => code === current.status_code)
    ) {
      const declined = [...current.declined_driver_ids, driver.id];
      const row = await rides.updateRide(trx, rideId, {
        offered_driver_id: null,
        offered_at: null,
        declined_driver_ids: json(declined),
      });
      await rides.insertEvent(trx, {
        service_id: rideId,
        kind: 'offer_declined',
        actor: 'driver',
        driver_id: driver.id,
      });
      return { row, changed: false };
    }
    if (current.driver_id !== driver.id) throw notFound();
    const row = await applyTransition(trx, current, RIDE_STATUS.CANCELLED_BY_OPERATOR, {
      actor: 'driver',
      driverId: driver.id,
    });
    return { row, changed: true };
  });
  if (result.changed) await announce(deps, result.row);
  return result.row;
}
