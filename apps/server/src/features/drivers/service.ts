import { randomInt } from 'node:crypto';
import {
  completionPaymentBlock,
  completionPaymentKinds,
  fromCents,
  metresBetween,
  RIDE_STATUS,
  toCents,
  type DriverAction,
  type DriverFinish,
  type DriverPosition,
  type DriverRide,
  type DriverTotals,
  type RidePaymentKind,
} from '@parada/core';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { json, type Db } from '../../db/database';
import { newToken, sha256, verifyPassword } from '../../lib/crypto';
import { HttpError, invalidField, notFound, unauthorized } from '../../lib/http-error';
import { findUserKind } from '../billing/repository';
import { methodsOf, settingsOf } from '../payments/service';
import { localParts, localToInstant } from '../rides/local-time';
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

/** What a ride's view needs besides its row: the operator's rules and where the driver is. */
export interface RideViewContext {
  offerTimeoutMs: number;
  settings: Awaited<ReturnType<typeof settingsOf>>;
  driverAt: { latitude: number | null; longitude: number | null } | null;
  /** How the ride may be recorded as paid at completion; empty where it is not asked. */
  paymentChoices?: RidePaymentKind[];
}

const DEFAULT_CONTEXT: RideViewContext = {
  offerTimeoutMs: 20_000,
  settings: {
    aggregatable: false,
    cancellationFeeCents: 0,
    boardingCode: false,
    driverFareMaxCents: 50_000,
    noShowWaitS: 300,
  },
  driverAt: null,
};

/** A ride as a driver app works it (core's driverRideSchema): every stop, in order. */
export const toDriverRide = (
  row: RideRow,
  context: RideViewContext = DEFAULT_CONTEXT,
): DriverRide => {
  const pickup = row.stops[0];
  const at = context.driverAt;
  const offered =
    row.offered_at &&
    [RIDE_STATUS.CREATED, RIDE_STATUS.SEARCHING].some((code) => code === row.status_code);
  return {
    id: row.id,
    status_code: row.status_code,
    passengers: row.passengers,
    traveler_name: row.traveler_name,
    traveler_phone: row.traveler_phone,
    origin_extra: row.origin_extra,
    fare: row.fare_cents != null ? fromCents(row.fare_cents) : null,
    estimate: row.estimate_cents != null ? fromCents(row.estimate_cents) : null,
    /** No destination: the guest says where, and `finish` must carry the meter's `fare`. */
    metered: row.metered,
    currency: row.currency,
    payment_method: row.payment_method ?? null,
    payment_choices: context.paymentChoices ?? [],
    offer_expires_at: offered
      ? new Date(row.offered_at!.getTime() + context.offerTimeoutMs).toISOString()
      : null,
    pickup_km:
      pickup && at?.latitude != null && at.longitude != null
        ? Math.round(
            metresBetween({ latitude: at.latitude, longitude: at.longitude }, pickup) / 100,
          ) / 10
        : null,
    boarding_code_required: context.settings.boardingCode && row.boarding_code != null,
    no_show_from: row.arrived_at
      ? new Date(row.arrived_at.getTime() + context.settings.noShowWaitS * 1000).toISOString()
      : null,
    fare_max: fromCents(context.settings.driverFareMaxCents),
    stops: row.stops.map((stop) => ({
      role: stop.role,
      name: stop.name,
      latitude: stop.latitude,
      longitude: stop.longitude,
      traveler_name: stop.traveler_name,
    })),
  };
};

/** A ride's view for `driver`, with its operator's rules read now. */
export async function describeRide(
  db: Db,
  row: RideRow,
  driver: Pick<DriverRow, 'latitude' | 'longitude'> | null,
  offerTimeoutMs: number,
): Promise<DriverRide> {
  const settings = await settingsOf(db, row.root_agrupation_id);
  // The ways to record the payment matter once the driver is at the pick-up or driving.
  const asked =
    row.status_code === RIDE_STATUS.AT_PICKUP || row.status_code === RIDE_STATUS.IN_PROGRESS;
  const paymentChoices = asked
    ? (await paymentChoicesOf(db, row, settings.aggregatable)).kinds
    : [];
  return toDriverRide(row, { offerTimeoutMs, settings, driverAt: driver, paymentChoices });
}

type RidePayment = Pick<
  RideRow,
  'user_id' | 'company_id' | 'room_stay_id' | 'payment_method' | 'root_agrupation_id'
>;

/**
 * How `ride` may be recorded as paid (core's `completionPaymentKinds`), from its payer's
 * methods (the company's on a company ride), and the payer's method of each kind.
 */
async function paymentChoicesOf(db: Db, ride: RidePayment, aggregatable: boolean) {
  const payer = await findUserKind(db, ride.company_id ?? ride.user_id);
  const enabled = payer
    ? (await methodsOf(db, payer, ride.root_agrupation_id)).filter((method) => method.enabled)
    : [];
  const context = {
    booked: ride.payment_method,
    company: ride.company_id != null,
    roomStay: ride.room_stay_id != null,
    aggregatable,
    payerMethods: enabled.map((method) => method.type),
  };
  return {
    kinds: completionPaymentKinds(context),
    block: (kind: RidePaymentKind) => completionPaymentBlock(context, kind),
    methodIdOf: (kind: RidePaymentKind) => enabled.find((method) => method.type === kind)?.id,
  };
}

/**
 * What recording `chosen` changes on the ride: its kind, the payer's method of that kind
 * (what the charge then takes) and, paid otherwise than on the room, no stay to charge.
 */
async function paymentPatch(
  db: Db,
  rideId: number,
  chosen: RidePaymentKind | undefined,
  aggregatable: boolean,
) {
  if (!chosen) return null;
  const ride = await repo.findRidePayment(db, rideId);
  if (!ride) throw notFound();
  const choices = await paymentChoicesOf(db, ride, aggregatable);
  const blocked = choices.block(chosen);
  if (blocked) throw invalidField('payment_method', blocked);
  if (chosen === (ride.payment_method ?? 'cash')) return { ride, patch: {} };
  const methodId = choices.methodIdOf(chosen);
  return {
    ride,
    patch: {
      payment_method: chosen,
      ...(methodId !== undefined ? { payment_method_id: methodId } : {}),
      ...(chosen === 'room' ? {} : { room_stay_id: null }),
    },
  };
}

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
  await setAvailability(db, driver, false);
}

const suspended = () => new HttpError(403, 'error.driver_suspended');

/**
 * Online and taking rides, or off; the dispatcher's index follows through updated_at. A
 * suspended driver cannot come online.
 */
export async function setAvailability(
  db: Db,
  driver: Pick<DriverRow, 'id' | 'suspended_at'>,
  available: boolean,
) {
  if (available && driver.suspended_at != null) throw suspended();
  return repo.setOnlineAndAvailable(db, driver.id, available);
}

const toShift = (
  row: { id: number; started_at: Date; ended_at: Date | null },
  vehicle: { id: number; plate: string; model: string; seats: number } | null | undefined,
) => ({
  id: row.id,
  vehicle: vehicle ?? null,
  started_at: row.started_at.toISOString(),
  ended_at: row.ended_at ? row.ended_at.toISOString() : null,
});

export async function vehiclesOf(db: Db, driverId: number) {
  return { vehicles: await repo.listVehiclesOfDriver(db, driverId) };
}

export async function shiftState(db: Db, driver: DriverRow) {
  const shift = await repo.findOpenShift(db, driver.id);
  const vehicle = shift?.vehicle_id != null ? await repo.findVehicle(db, shift.vehicle_id) : null;
  return {
    shift: shift ? toShift(shift, vehicle) : null,
    suspended: driver.suspended_at != null,
  };
}

/**
 * Starts a shift in one of the vehicles the operator assigned the driver: riders see its
 * plate and model from now, and the driver is online. A shift left open (the phone died)
 * ends where the new one starts.
 */
export async function startShift(db: Db, driverId: number, vehicleId: number) {
  return db.transaction().execute(async (trx) => {
    const driver = await repo.lockDriver(trx, driverId);
    if (driver.suspended_at != null) throw suspended();
    const vehicle = (await repo.listVehiclesOfDriver(trx, driverId)).find(
      (item) => item.id === vehicleId,
    );
    if (!vehicle) throw invalidField('vehicle_id', 'validation.invalid');
    const now = new Date();
    const open = await repo.findOpenShift(trx, driverId);
    if (open) await repo.closeShift(trx, open.id, now);
    const shift = await repo.openShift(trx, driverId, vehicle.id, now);
    await repo.putDriverInVehicle(trx, driverId, vehicle, now);
    return { shift: toShift(shift, vehicle), suspended: false };
  });
}

/** Ends the open shift (offline) and sums the rides completed during it. */
export async function endShift(db: Db, driverId: number) {
  const closed = await db.transaction().execute(async (trx) => {
    await repo.lockDriver(trx, driverId);
    const open = await repo.findOpenShift(trx, driverId);
    if (!open) throw notFound();
    const now = new Date();
    const shift = await repo.closeShift(trx, open.id, now);
    await repo.setOffline(trx, driverId, now);
    return shift;
  });
  const vehicle = closed.vehicle_id != null ? await repo.findVehicle(db, closed.vehicle_id) : null;
  const rides = await repo.listCompletedRidesOfDriver(
    db,
    driverId,
    closed.started_at,
    new Date(closed.ended_at!.getTime() + 1),
  );
  return {
    shift: toShift(closed, vehicle),
    currency: rides[0]?.currency ?? 'EUR',
    totals: totalsOf(rides),
  };
}

type CompletedRide = Awaited<ReturnType<typeof repo.listCompletedRidesOfDriver>>[number];

/** Rides, money, and both by how the rides were paid, in the order methods first appear. */
export function totalsOf(rides: CompletedRide[]): DriverTotals {
  const byMethod = new Map<string, { rides: number; cents: number }>();
  let cents = 0;
  for (const ride of rides) {
    const method = ride.payment_method ?? 'cash';
    const entry = byMethod.get(method) ?? { rides: 0, cents: 0 };
    entry.rides += 1;
    entry.cents += ride.fare_cents ?? 0;
    byMethod.set(method, entry);
    cents += ride.fare_cents ?? 0;
  }
  return {
    rides: rides.length,
    total: fromCents(cents),
    by_method: [...byMethod].map(([method, entry]) => ({
      method,
      rides: entry.rides,
      total: fromCents(entry.cents),
    })),
  };
}

const DAY_MS = 86_400_000;

/** The local midnight `days` before the local date `date` ('YYYY-MM-DD') in `zone`. */
const midnightBefore = (date: string, days: number, zone: string) => {
  const shifted = new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return localToInstant(`${shifted} 00:00`, zone);
};

/** Today's and this week's (from Monday) completed rides, in the operator's time zone. */
export async function earningsOf(
  db: Db,
  driver: Pick<DriverRow, 'id' | 'agrupation_id'>,
  now = new Date(),
) {
  const zone =
    (await repo.findTimeZoneOfGrouping(db, driver.agrupation_id))?.time_zone ?? 'Europe/Madrid';
  const today = localParts(now, zone);
  const dayStart = midnightBefore(today.date, 0, zone);
  const weekStart = midnightBefore(today.date, (today.weekday + 6) % 7, zone);
  const end = new Date(now.getTime() + 1);
  const week = await repo.listCompletedRidesOfDriver(db, driver.id, weekStart, end);
  const todays = week.filter((ride) => ride.ended_at && ride.ended_at >= dayStart);
  return {
    currency: week[0]?.currency ?? 'EUR',
    today: totalsOf(todays),
    week: totalsOf(week),
    rides: todays.map((ride) => ({
      id: ride.id,
      ended_at: ride.ended_at ? ride.ended_at.toISOString() : null,
      fare: fromCents(ride.fare_cents ?? 0),
      payment_method: ride.payment_method ?? null,
    })),
  };
}

/**
 * New positions: stored for dispatch, pushed to the operator's console (every car on its
 * board) and to the customer of the ride each driver is on (the car moving on their map).
 * One statement does it all where the bus can be told from a statement (PostgreSQL); on
 * the one-process bus the events follow it. Answers the drivers moved: one is left out
 * when it is not online, is suspended, or (given a token) the token is no longer live.
 */
export async function reportPositions(
  deps: RideDeps,
  rows: readonly repo.PositionRow[],
): Promise<Set<number>> {
  const at = new Date();
  const channel = deps.bus.channel;
  const stored = await repo.storePositions(deps.db, rows, at, channel);
  const moved = new Set(stored.map((row) => row.driver_id));
  if (channel) return moved;
  const positionOf = new Map(rows.map((row) => [row.driverId, row.position]));
  for (const row of stored) {
    const position = positionOf.get(row.driver_id)!;
    const heading = position.heading ?? null;
    await deps.bus
      .publish({
        type: 'car',
        root_id: row.agrupation_id,
        driver_id: row.driver_id,
        latitude: position.latitude,
        longitude: position.longitude,
        heading,
      })
      .catch(() => {});
    if (row.ride_id != null && row.ride_user_id != null) {
      await deps.bus
        .publish({
          type: 'position',
          service_id: row.ride_id,
          user_id: row.ride_user_id,
          company_id: row.ride_company_id,
          latitude: position.latitude,
          longitude: position.longitude,
          heading,
          at: at.toISOString(),
        })
        .catch(() => {});
    }
  }
  return moved;
}

/** One driver's position (the simulator's cars, with no token); false when nothing moved. */
export async function reportPosition(
  deps: RideDeps,
  driverId: number,
  position: DriverPosition,
  tokenHash?: string,
): Promise<boolean> {
  const moved = await reportPositions(deps, [{ driverId, tokenHash: tokenHash ?? null, position }]);
  return moved.has(driverId);
}

/**
 * Gathers positions into batches, so a fleet's updates cost one statement per batch
 * instead of one each: a batch takes what arrives within GATHER_MS of its first position
 * (or while the previous batch is being written), at most MAX_BATCH. A driver appears once
 * per batch, at its newest position; each caller learns whether its own driver moved.
 */
export interface PositionWriter {
  write(row: repo.PositionRow): Promise<boolean>;
  /** Resolves once everything written so far is stored. */
  drain(): Promise<void>;
}

/** Rows per statement: the arrays stay well under PostgreSQL's parameter sizes. */
const MAX_BATCH = 1_000;
/**
 * How long a batch waits for more: a position is overwritten five seconds later, so 10 ms
 * costs the map nothing, and at a thousand positions a second it makes batches of ten.
 */
const GATHER_MS = 10;

export function createPositionWriter(deps: RideDeps): PositionWriter {
  interface Waiting {
    row: repo.PositionRow;
    done: (moved: boolean) => void;
    failed: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function writeBatch(batch: Waiting[]) {
    const newest = new Map<number, repo.PositionRow>();
    for (const { row } of batch) newest.set(row.driverId, row);
    try {
      const moved = await reportPositions(deps, [...newest.values()]);
      for (const item of batch) item.done(moved.has(item.row.driverId));
    } catch (error) {
      for (const item of batch) item.failed(error);
    }
  }

  async function run() {
    await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(batch.length);
      await writeBatch(batch);
    }
    running = null;
  }

  return {
    write(row) {
      return new Promise<boolean>((done, failed) => {
        waiting.push({ row, done, failed });
        running ??= run();
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}

/**
 * A position from the driver app, by the driver whose token it carries; refused with why
 * when nothing moved (read only then, off the one statement of the usual case).
 */
export async function movePosition(
  deps: RideDeps & { positions: PositionWriter },
  caller: DriverCaller,
  positions: DriverPosition[],
): Promise<void> {
  // The last of several positions kept offline is where the car is now.
  const last = positions.at(-1);
  if (!last) return;
  const moved = await deps.positions.write({
    driverId: caller.driverId,
    tokenHash: caller.tokenHash,
    position: last,
  });
  if (moved) return;
  throw await whyNotMoved(deps.db, caller);
}

/** Why a driver's position moved nothing: the token, a suspension, or being offline. */
export async function whyNotMoved(db: Db, caller: DriverCaller): Promise<HttpError> {
  const driver = await repo.findDriverByTokenHash(db, caller.tokenHash);
  if (!driver || driver.id !== caller.driverId) return unauthorized();
  if (driver.suspended_at != null) return suspended();
  return new HttpError(409, 'error.driver_offline');
}

/** Who calls a position route: the token's driver, as the read cache knows it. */
export interface DriverCaller {
  driverId: number;
  tokenHash: string;
}

/** The driver id behind `Authorization: Token …` from the read cache, or 401. */
export async function requireDriverCaller(request: FastifyRequest): Promise<DriverCaller> {
  const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
  if (!match?.[1]) throw unauthorized();
  const tokenHash = sha256(match[1]);
  const found = await repo.findDriverIdOfTokenNow(request.server.ctx.db, tokenHash);
  if (!found) throw unauthorized();
  return { driverId: found.driver_id, tokenHash };
}

/** What the driver app shows: the ride offered to it, and the one it is on. */
export async function driverRides(db: Db, driver: DriverRow, offerTimeoutMs: number) {
  const [offer, current] = await Promise.all([
    repo.findRideOfferedTo(db, driver.id),
    repo.findRideDrivenBy(db, driver.id),
  ]);
  return {
    offer: offer ? await describeRide(db, offer, driver, offerTimeoutMs) : null,
    current: current ? await describeRide(db, current, driver, offerTimeoutMs) : null,
  };
}

const newBoardingCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

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
  body: DriverFinish = {},
) {
  const by = { actor: 'driver' as const, driverId: driver.id };
  const meteredFare = body.fare;
  const root = await repo.findRootOfRide(deps.db, rideId);
  if (!root) throw notFound();
  const settings = await settingsOf(deps.db, root.root_agrupation_id);
  if (action === 'accept') {
    return changeStatus(deps, rideId, RIDE_STATUS.DRIVER_ASSIGNED, by, {
      check: (row) => {
        if (row.offered_driver_id !== driver.id) {
          if (row.driver_id === driver.id) throw refused();
          throw notFound();
        }
      },
      // The rider reads the code in their app and tells it at the pick-up: where the
      // operator asks for one, nobody else boards the car.
      patch: {
        driver_id: driver.id,
        offered_driver_id: null,
        offered_at: null,
        boarding_code: settings.boardingCode ? newBoardingCode() : null,
      },
    });
  }
  const step = NEXT[action];
  const payment =
    action === 'finish'
      ? await paymentPatch(deps.db, rideId, body.payment_method, settings.aggregatable)
      : null;
  return changeStatus(deps, rideId, step.to, by, {
    check: (row) => {
      if (row.driver_id !== driver.id) throw notFound();
      // The choice was checked against the ride as it was read; it holds while nothing
      // that decides it changed since.
      if (
        payment &&
        (row.company_id !== payment.ride.company_id ||
          row.room_stay_id !== payment.ride.room_stay_id ||
          row.payment_method !== payment.ride.payment_method)
      ) {
        throw refused();
      }
      if (!step.from.includes(row.status_code)) throw refused();
      if (
        action === 'start' &&
        settings.boardingCode &&
        row.boarding_code != null &&
        body.boarding_code !== row.boarding_code
      ) {
        throw invalidField('boarding_code', 'error.boarding_code');
      }
      if (action === 'finish' && row.metered && meteredFare === undefined) {
        throw invalidField('fare', 'validation.amount');
      }
      if (
        action === 'finish' &&
        meteredFare !== undefined &&
        row.fare_cents == null &&
        toCents(meteredFare) > settings.driverFareMaxCents
      ) {
        throw invalidField('fare', 'error.fare_too_high');
      }
    },
    // The meter's amount counts only where no fare was agreed when booking; a metered ride
    // cannot end without it, or the guest would ride for nothing.
    patch: (row) => {
      if (action === 'arrive') return { arrived_at: new Date() };
      return {
        ...payment?.patch,
        ...(action === 'finish' && meteredFare !== undefined && row.fare_cents == null
          ? { fare_cents: toCents(meteredFare) }
          : {}),
      };
    },
  });
}

/**
 * The driver's cancel: an offer not yet accepted is declined (the dispatcher asks the
 * next driver); a ride it is on is cancelled by the operator side (5).
 */
export async function cancel(
  deps: RideDeps,
  driver: Pick<DriverRow, 'id'>,
  rideId: number,
  reason: string | null = null,
) {
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
    const row = await applyTransition(
      trx,
      current,
      RIDE_STATUS.CANCELLED_BY_OPERATOR,
      { actor: 'driver', driverId: driver.id },
      { cancel_reason: reason },
    );
    return { row, changed: true };
  });
  if (result.changed) await announce(deps, result.row);
  return result.row;
}

/**
 * The rider did not come: only the driver at the pick-up (10), only once the operator's wait
 * since arriving has passed; the ride ends cancelled (5) with the operator's cancellation fee.
 */
export async function noShow(deps: RideDeps, driver: Pick<DriverRow, 'id'>, rideId: number) {
  const root = await repo.findRootOfRide(deps.db, rideId);
  if (!root) throw notFound();
  const { noShowWaitS } = await settingsOf(deps.db, root.root_agrupation_id);
  return changeStatus(
    deps,
    rideId,
    RIDE_STATUS.CANCELLED_BY_OPERATOR,
    { actor: 'driver', driverId: driver.id },
    {
      check: (row) => {
        if (row.driver_id !== driver.id) throw notFound();
        if (row.status_code !== RIDE_STATUS.AT_PICKUP || !row.arrived_at) throw refused();
        if (Date.now() < row.arrived_at.getTime() + noShowWaitS * 1000) {
          throw new HttpError(409, 'error.no_show_too_soon');
        }
      },
      patch: { no_show: true },
    },
  );
}
