import {
  DEFAULT_MAX_PASSENGERS,
  RIDE_STATUS,
  type Language,
  type Ride,
  type RideCreation,
} from '@parada/core';
import { json, type Db } from '../../db/database';
import { forbidden, HttpError, invalidField, notFound } from '../../lib/http-error';
import { keyRow, type Claim } from '../../plugins/idempotency';
import type { AuthUser } from '../accounts/auth-user';
import { methodFor, ownMethodChoice } from '../billing/charging';
import type { Position } from '../dispatch/geo';
import { assertServed, belongsTo, timeZoneOf } from '../fares/service';
import * as groupings from '../groupings/repository';
import { rootOf, type Grouping } from '../groupings/service';
import { assertGuestStayLive, roomBookingOf, stayForBooking } from '../rooms/booking';
import type { RouteEstimator } from '../routing/route-estimator';
import { announce, type RideDeps } from './lifecycle';
import { bookingTime, fareColumns, priceRide, withLegs } from './quote';
import * as repo from './booking-repository';
import type { RideUserKind, Stop } from './tables';
import { toRide } from './to-ride';

export interface RidesDeps extends RideDeps {
  estimator: RouteEstimator;
}

const TYPE_USER: Record<string, RideUserKind | undefined> = {
  client: 'client',
  company: 'company',
  employee: 'employee',
  hotel_staff: 'hotel',
};

/** Who may book: every customer kind; an operator follows rides, it books none. */
export function bookerKind(user: AuthUser): RideUserKind {
  const kind = TYPE_USER[user.kind];
  if (!kind) throw forbidden();
  // A guest from a room card is a client of the hotel; its rides say so.
  return kind === 'client' && user.guest_room != null ? 'guest' : kind;
}

async function userRoot(db: Db, user: AuthUser): Promise<Grouping> {
  const own = await groupings.findById(db, user.agrupation_id);
  if (!own) throw notFound();
  return rootOf(db, own);
}

/**
 * A booking's answer: the new ride; or, its key met an earlier request's, the ride that one
 * booked (null: it booked none, its answer is kept under the key); or this request's
 * refusal, when no earlier request answers for it.
 */
export type Booked = NewRide | { repeatOf: number | null } | { refused: HttpError };

/** A new ride, the service to answer with. */
export type NewRide = { service: Ride };

/**
 * POST /services: checks the grouping belongs to the user's operator and can be booked,
 * the pickup is served, a booking is in the future; then estimates every leg, prices the
 * ride and stores it as 1 (dispatch now) or 13 (scheduled) with its first event and its
 * Idempotency-Key, in one statement. A repeat of a key is found where it meets the first
 * (the ride's unique key), or when a check now says otherwise (the time has passed, the zone
 * changed): the ride exists, so the repeat gets it.
 */
export async function create(
  deps: RidesDeps,
  user: AuthUser,
  input: RideCreation,
  locator: string | null,
  language: Language,
  /** The request's Idempotency-Key, claimed by nothing yet: the ride's statement writes it. */
  claim: Claim | null = null,
): Promise<Booked> {
  const typeUser = bookerKind(user);
  if (input.usuario_id !== user.id) throw forbidden();
  // Without a key nothing can conflict: the ride is written.
  const attempt = () => book(deps, user, typeUser, input, locator, language, claim);
  if (!claim) return (await attempt())!;
  const repeat = async () => {
    const first = await repo.findByRequestKey(deps.db, user.id, claim.key);
    return first ? { repeatOf: first.id } : undefined;
  };
  let booked: NewRide | undefined;
  try {
    booked = await attempt();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return (await repeat()) ?? { refused: error };
  }
  if (booked) return booked;
  // The key is held: by a ride (the repeat's answer), by a kept refusal, or by a ride past
  // the keys' 24 h that the look-up has just let go, and then this books once more.
  const found = await repeat();
  if (found) return found;
  booked = await attempt();
  return booked ?? { repeatOf: null };
}

/** Checks, prices and stores the ride; undefined when another ride holds the key. */
async function book(
  deps: RidesDeps,
  user: AuthUser,
  typeUser: RideUserKind,
  input: RideCreation,
  locator: string | null,
  language: Language,
  claim: Claim | null,
): Promise<NewRide | undefined> {
  const { db } = deps;
  // A room guest whose stay has ended books nothing, whatever they pay with.
  await assertGuestStayLive(db, user);
  const root = await userRoot(db, user);
  const grouping = await groupings.findById(db, input.agrupacion_id);
  if (!grouping || !(await belongsTo(db, grouping, root.id))) {
    throw invalidField('agrupacion_id', 'ride.agurpation_faile');
  }
  if (!grouping.fare && (await groupings.findRelated(db, grouping.id)).length > 0) {
    throw invalidField('agrupacion_id', 'ride.grouping_required');
  }
  const max = grouping.max_num_passengers ?? DEFAULT_MAX_PASSENGERS;
  if (grouping.validate_passengers_count && input.passengers > max) {
    throw invalidField('passengers', 'ride.passengers_max', { max });
  }
  const timeZone = await timeZoneOf(db, grouping);
  const scheduledAt = await bookingTime(input.fecha_servicio_diferido, timeZone);
  const pickup: Position = {
    latitude: input.direccion.latitud,
    longitude: input.direccion.longitud,
  };
  await assertServed(db, grouping, pickup);

  const travelerName = input.viajero.nombre?.trim() || null;
  const stops = await withLegs(deps.estimator, [
    {
      role: 'origin',
      name: input.direccion.nombre,
      ...pickup,
      traveler_name: travelerName,
      leg: null,
    },
    ...(input.origin_waypoints ?? []).map((stop): Stop => ({
      role: 'origin',
      name: stop.nombre,
      latitude: stop.latitud,
      longitude: stop.longitud,
      traveler_name: stop.traveler_name ?? null,
      leg: null,
    })),
    ...(input.destination_waypoints ?? []).map((stop): Stop => ({
      role: 'destination',
      name: stop.nombre,
      latitude: stop.latitud,
      longitude: stop.longitud,
      traveler_name: stop.traveler_name ?? null,
      leg: null,
    })),
    {
      role: 'destination',
      name: input.destination_address,
      latitude: input.destination_latitude,
      longitude: input.destination_longitude,
      traveler_name: null,
      leg: null,
    },
  ]);
  const fare = await priceRide(db, grouping, stops, scheduledAt, locator, root.id);
  const companyId =
    user.kind === 'employee' ? user.company_id : user.kind === 'company' ? user.id : null;
  // Recorded now, so My trips names it before any charge: the chosen method while the
  // payer has it, else the payer's default (billing's rule, which charging applies too).
  // A booker paying for itself has it chosen in the ride's own statement.
  const room = input.room_charge ? await roomBookingOf(db, user, input.room_charge) : null;
  const payable = {
    company_id: companyId,
    user_id: user.id,
    root_agrupation_id: root.id,
    payment_method_id: input.payment_method_id ?? null,
  };
  const choice = room ? undefined : ownMethodChoice(payable, user);
  const method = room
    ? { id: null, type: 'room' as const }
    : choice
      ? { id: null, type: null }
      : await methodFor(db, payable, user);
  const columns = fareColumns(stops, fare);
  const status = scheduledAt ? RIDE_STATUS.SCHEDULED : RIDE_STATUS.CREATED;
  // One instant for the ride's creation and, when it is not scheduled, its search.
  const now = new Date();
  const ride = {
    request_key: claim?.key ?? null,
    agrupation_id: grouping.id,
    root_agrupation_id: root.id,
    user_id: user.id,
    company_id: companyId,
    type_user: typeUser,
    status_code: status,
    stops: json(stops),
    origin_extra: input.direccion.datos_extra?.trim() || null,
    traveler_name: travelerName,
    traveler_phone: input.viajero.telefono_aviso || null,
    passengers: input.passengers,
    ...columns,
    currency: grouping.currency,
    discount_code: fare.code,
    payment_method_id: method.id,
    payment_method: method.type,
    time_zone: timeZone,
    scheduled_at: scheduledAt,
    search_started_at: scheduledAt ? null : now,
    created_at: now,
  };
  // The ride, its first event, its key, the payer's method and (PostgreSQL) its notice are
  // one statement; only a room's account, whose stay may be opened for it, needs a
  // transaction around them.
  const key = claim ? keyRow(claim) : null;
  const notifyChannel = deps.bus.channel;
  const options = { notifyChannel, method: choice };
  const row = room
    ? await db.transaction().execute(async (trx) => {
        const stay = await stayForBooking(
          trx,
          room,
          columns.fare_cents,
          root.id,
          grouping.currency,
          language,
        );
        return repo.insertBooking(trx, { ...ride, room_stay_id: stay.id }, key, user.name, options);
      })
    : await repo.insertBooking(db, ride, key, user.name, options);
  if (!row) return undefined;
  // On PostgreSQL the ride's statement notified it (delivered at its commit).
  if (!notifyChannel) await announce(deps, row);
  return { service: toRide(row, language) };
}
