import {
  RIDE_STATUS,
  type Board,
  type BoardColumn,
  type BoardRide,
  type CarState,
  type ConsoleClient,
  type ConsoleClientCreate,
  type ConsoleRide,
  type Language,
  type RideCreation,
} from '@parada/core';
import { json, type Db } from '../../db/database';
import { HttpError, invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as audit from '../audit/service';
import type { Scope } from '../admin/scope';
import { isUniqueViolation } from '../admin/scope';
import { announce, applyTransition, refused } from '../rides/lifecycle';
import * as booking from '../rides/booking';
import type { RidesDeps } from '../rides/booking';
import * as rides from '../rides/repository';
import type { RideRow } from '../rides/repository';
import * as repo from './repository';
import type { BoardRideRow } from './repository';

/** The board shows at most this many open rides (the oldest first). */
const BOARD_LIMIT = 500;

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

function columnOf(row: Pick<BoardRideRow, 'status_code' | 'offered_driver_id'>): BoardColumn {
  switch (row.status_code) {
    case RIDE_STATUS.CREATED:
    case RIDE_STATUS.SEARCHING:
    case RIDE_STATUS.SCHEDULED:
      return row.offered_driver_id == null ? 'waiting' : 'offered';
    case RIDE_STATUS.IN_PROGRESS:
      return 'in_progress';
    default:
      return 'assigned';
  }
}

function toBoardRide(row: BoardRideRow): BoardRide {
  const origin = row.stops.find((stop) => stop.role === 'origin') ?? row.stops[0];
  const destination = row.stops.length > 1 ? row.stops[row.stops.length - 1] : undefined;
  return {
    id: row.id,
    column: columnOf(row),
    status_code: row.status_code,
    client_name: row.traveler_name || row.client_name,
    client_phone: row.traveler_phone ?? row.client_phone,
    origin: origin?.name ?? '',
    destination: destination?.name ?? null,
    created_at: iso(row.created_at)!,
    scheduled_at: iso(row.scheduled_at),
    driver_id: row.driver_id,
    driver_name: row.driver_name,
    offered_driver_name: row.offered_driver_name,
    grouping_name: row.grouping_name,
  };
}

export async function board(db: Db, scope: Scope): Promise<Board> {
  const [rows, cars, engaged] = await Promise.all([
    repo.listBoardRides(db, scope.rootId, BOARD_LIMIT),
    repo.listOnlineCars(db, scope.ids),
    repo.listBusyAndOffered(db, scope.rootId),
  ]);
  const state = new Map<number, CarState>();
  for (const ride of engaged) {
    if (ride.driver_id != null && rides.DRIVEN_CODES.includes(ride.status_code)) {
      state.set(ride.driver_id, 'busy');
    } else if (ride.offered_driver_id != null && !state.has(ride.offered_driver_id)) {
      state.set(ride.offered_driver_id, 'offered');
    }
  }
  const open = rows.filter((row) => row.status_code !== RIDE_STATUS.SCHEDULED);
  const later = rows
    .filter((row) => row.status_code === RIDE_STATUS.SCHEDULED)
    .sort((a, b) => new Date(a.scheduled_at!).getTime() - new Date(b.scheduled_at!).getTime());
  return {
    cars: cars.map((car) => ({
      driver_id: car.id,
      name: car.name,
      plate: car.plate,
      state: state.get(car.id) ?? 'free',
      latitude: car.latitude!,
      longitude: car.longitude!,
      heading: car.heading,
      online_since: iso(car.online_since),
    })),
    rides: open.map(toBoardRide),
    later: later.map(toBoardRide),
  };
}

export async function ride(db: Db, scope: Scope, id: number): Promise<ConsoleRide> {
  const row = await repo.findBoardRide(db, scope.rootId, id);
  if (!row) throw notFound();
  const events = await repo.listRideEvents(db, id);
  return {
    ...toBoardRide(row),
    note: row.origin_extra,
    cancel_reason: row.cancel_reason,
    timeline: events.map((event) => ({
      kind: event.kind,
      from_code: event.from_code,
      to_code: event.to_code,
      actor: event.actor,
      driver_name: event.driver_name,
      at: iso(event.created_at)!,
    })),
  };
}

/** What the log keeps of a ride: its state and who drives or is offered it. */
const rideSnapshot = (row: RideRow) => ({
  status_code: row.status_code,
  driver_id: row.driver_id,
  offered_driver_id: row.offered_driver_id,
  cancel_reason: row.cancel_reason,
});

interface Act {
  deps: RidesDeps;
  scope: Scope;
  operator: AuthUser;
}

/** Locks the operator's ride `id`, runs `change` and logs it, all in one transaction. */
async function changeRide(
  { deps, scope, operator }: Act,
  id: number,
  action: string,
  change: (trx: Db, current: RideRow) => Promise<RideRow>,
): Promise<ConsoleRide> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await rides.lockRide(trx, id);
    if (!current || current.root_agrupation_id !== scope.rootId) throw notFound();
    const updated = await change(trx, current);
    await audit.record(trx, operator, scope.rootId, {
      action,
      objectType: 'ride',
      objectId: id,
      before: rideSnapshot(current),
      after: rideSnapshot(updated),
    });
    return updated;
  });
  await announce(deps, row);
  return ride(deps.db, scope, id);
}

const OPERATOR = { actor: 'operator' as const };
const WAITING: number[] = [RIDE_STATUS.CREATED, RIDE_STATUS.SEARCHING];
const ASSIGNED: number[] = [RIDE_STATUS.DRIVER_ASSIGNED, RIDE_STATUS.DRIVER_ON_THE_WAY];

/**
 * Gives the ride to a chosen driver of the operator: a waiting ride (1, 2) becomes assigned
 * (3) through core's table; an assigned one (3, 6) changes driver; a booking for later (13)
 * keeps its status and is pre-assigned, offered to that driver first when it is due.
 */
export function assign(act: Act, id: number, driverId: number): Promise<ConsoleRide> {
  return changeRide(act, id, 'ride.assign', async (trx, current) => {
    const driver = await repo.findDriver(trx, act.scope.ids, driverId);
    if (!driver) throw invalidField('driver_id', 'validation.invalid');
    if (driver.suspended_at != null) throw invalidField('driver_id', 'console.driver_suspended');
    const event = { service_id: id, actor: 'operator', driver_id: driverId };
    if (current.status_code === RIDE_STATUS.SCHEDULED) {
      const updated = await rides.updateRide(trx, id, { driver_id: driverId });
      await rides.insertEvent(trx, { ...event, kind: 'assigned' });
      return updated;
    }
    if (await repo.findOtherDrivenRide(trx, driverId, id)) {
      throw invalidField('driver_id', 'console.driver_busy');
    }
    if (WAITING.includes(current.status_code)) {
      return applyTransition(
        trx,
        current,
        RIDE_STATUS.DRIVER_ASSIGNED,
        { ...OPERATOR, driverId },
        { driver_id: driverId, offered_driver_id: null, offered_at: null },
      );
    }
    if (!ASSIGNED.includes(current.status_code)) throw refused();
    const updated = await rides.updateRide(trx, id, { driver_id: driverId });
    await rides.insertEvent(trx, { ...event, kind: 'assigned' });
    return updated;
  });
}

/** Cancels through core's table (5) with the reason the client reads on their ride. */
export function cancel(act: Act, id: number, reason: string): Promise<ConsoleRide> {
  return changeRide(act, id, 'ride.cancel', (trx, current) =>
    applyTransition(trx, current, RIDE_STATUS.CANCELLED_BY_OPERATOR, OPERATOR, {
      cancel_reason: reason,
    }),
  );
}

/**
 * Offers a waiting ride (1, 2) again from the start: its offer taken back, the drivers who
 * declined asked again, the search timer reset.
 */
export function reoffer(act: Act, id: number): Promise<ConsoleRide> {
  return changeRide(act, id, 'ride.reoffer', async (trx, current) => {
    if (!WAITING.includes(current.status_code)) {
      throw new HttpError(409, 'console.not_offered');
    }
    const updated = await rides.updateRide(trx, id, {
      offered_driver_id: null,
      offered_at: null,
      declined_driver_ids: json([]),
      search_started_at: new Date(),
    });
    await rides.insertEvent(trx, { service_id: id, kind: 'reoffered', actor: 'operator' });
    return updated;
  });
}

// Clients for a phone booking

const toClient = (row: {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  grouping_name: string;
  active: boolean;
}): ConsoleClient => ({
  id: row.id,
  name: row.name,
  email: row.email ?? '',
  phone: row.phone,
  grouping_name: row.grouping_name,
  blocked: !row.active,
});

export async function findClients(db: Db, scope: Scope, search: string) {
  return (await repo.searchClients(db, scope.ids, search, 20)).map(toClient);
}

/**
 * A client made on the spot for a caller: an account of the operator's top grouping without
 * a password (they may set one through "forgot password" with their email or phone).
 */
export async function createClient(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  input: ConsoleClientCreate,
  groupingName: string,
): Promise<ConsoleClient> {
  // A caller without an email gets one that reaches nobody and cannot be signed up with.
  const email = input.email ?? `phone-${input.phone.replace(/\D/g, '')}@clients.invalid`;
  try {
    return await db.transaction().execute(async (trx) => {
      if (await repo.findUserByEmailOrPhone(trx, email, input.phone)) {
        throw invalidField(input.email ? 'email' : 'phone', 'error.already_in_use');
      }
      const row = await repo.insertClient(trx, {
        agrupation_id: scope.rootId,
        name: input.name,
        email,
        phone: input.phone,
      });
      await audit.record(trx, operator, scope.rootId, {
        action: 'client.create',
        objectType: 'client',
        objectId: row.id,
        before: null,
        after: { name: row.name, phone: row.phone, email: row.email },
      });
      return toClient({ ...row, grouping_name: groupingName });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('phone', 'error.already_in_use');
    throw error;
  }
}

/**
 * A booking taken on the phone: booked as the client would book it (the same checks,
 * prices, payment method and dispatch), so the ride is theirs and shows in their panel.
 */
export async function bookForClient(
  act: Act,
  clientId: number,
  input: RideCreation,
  language: Language,
) {
  const client = await repo.findClient(act.deps.db, act.scope.ids, clientId);
  if (!client) throw notFound();
  if (!client.active) throw new HttpError(409, 'error.client_blocked');
  const booked = await booking.create(
    act.deps,
    client,
    { ...input, usuario_id: client.id },
    input.locator ?? null,
    language,
  );
  if (!('service' in booked) || booked.service == null) throw refused();
  const service = booked.service;
  await audit.record(act.deps.db, act.operator, act.scope.rootId, {
    action: 'ride.book',
    objectType: 'ride',
    objectId: service.id,
    before: null,
    after: { client_id: client.id, status_code: service.status_code },
  });
  return { service };
}
