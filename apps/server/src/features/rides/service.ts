import {
  canCustomerCancel,
  DEFAULT_MAX_PASSENGERS,
  isStatusCode,
  SERVICE_STATUS,
  type Language,
  type ProcessedServicesQuery,
  type ServiceCreation,
  type ServiceUpdateFields,
} from '@parada/core';
import { sql } from 'kysely';
import { json, type Db } from '../../db/database';
import { forbidden, invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { distanceKm, type Position } from '../dispatch/geo';
import { assertServed, belongsTo, discountFor, fareModelOf, timeZoneOf } from '../fares/service';
import { price } from '../fares/pricing';
import * as groupings from '../groupings/repository';
import { rootOf, type Agrupation } from '../groupings/service';
import type { RouteEstimator } from '../routing/route-estimator';
import { announce, applyTransition, refused, type RideDeps } from './lifecycle';
import { localToInstant } from './local-time';
import * as repo from './repository';
import { methodFor } from '../billing/charging';
import { roomBookingOf, stayForBooking } from '../rooms/booking';
import type { FarePart, ServiceUserKind, Stop } from './tables';
import { toService } from './to-service';

export interface RidesDeps extends RideDeps {
  estimator: RouteEstimator;
}

const TYPE_USER: Record<string, ServiceUserKind | undefined> = {
  client: 'client',
  company: 'company',
  employee: 'employee',
  hotel_staff: 'hotel',
};

/** Who may book: every customer kind; an operator follows rides, it books none. */
export function bookerKind(user: AuthUser): ServiceUserKind {
  const kind = TYPE_USER[user.kind];
  if (!kind) throw forbidden();
  // A guest from a room card is a client of the hotel; its rides say so.
  return kind === 'client' && user.guest_room != null ? 'guest' : kind;
}

async function userRoot(db: Db, user: AuthUser): Promise<Agrupation> {
  const own = await groupings.findById(db, user.agrupation_id);
  if (!own) throw notFound();
  return rootOf(db, own);
}

/** Legs between consecutive stops, written onto the stop each one reaches. */
async function withLegs(estimator: RouteEstimator, stops: Stop[]): Promise<Stop[]> {
  const legs = await estimator.legs(stops);
  return stops.map((stop, index) => ({
    ...stop,
    leg: index === 0 ? null : (legs[index - 1] ?? null),
  }));
}

/** Closer than this to the pickup, the drop-off is the pickup itself standing in for none. */
const SAME_PLACE_KM = 0.05;

/**
 * A ride booked without a destination (the hotel's "now, no destination", a booking whose
 * destination was left out): the payload names the pickup again, as the spec's payload
 * always needs one. Only the guest knows where they go, so the driver's meter prices it.
 */
export function isMetered(stops: readonly Stop[]): boolean {
  return stops.length === 2 && distanceKm(stops[0]!, stops[1]!) < SAME_PLACE_KM;
}

/**
 * An agreed fare with the parts it adds up from, or for a metered ride no fare, no parts
 * (the meter is the price) and the estimate shown until the end.
 */
const fareColumns = (stops: readonly Stop[], fare: PricedRide) =>
  isMetered(stops)
    ? { metered: true, fare_cents: null, estimate_cents: fare.cents, fare_parts: null }
    : {
        metered: false,
        fare_cents: fare.cents,
        estimate_cents: null,
        fare_parts: fare.parts ? json(fare.parts) : null,
      };

interface PricedRide {
  cents: number | null;
  parts: FarePart[] | null;
  code: string | null;
}

const legsOf = (stops: Stop[]) =>
  stops.slice(1).map((stop) => stop.leg ?? { time: 0, distance: 0 });

async function bookingTime(value: string | undefined, timeZone: string): Promise<Date | null> {
  if (!value) return null;
  const at = localToInstant(value, timeZone);
  if (at.getTime() <= Date.now()) {
    throw invalidField('fecha_servicio_diferido', 'ride.date_time_past');
  }
  return at;
}

/** The server's own price of a ride, in cents: the client's `fare` is never trusted. */
async function priceRide(
  db: Db,
  agrupation: Agrupation,
  stops: Stop[],
  at: Date | null,
  discountCode: string | null,
  rootId: number,
): Promise<PricedRide> {
  const model = await fareModelOf(db, agrupation);
  if (!model) return { cents: null, parts: null, code: null };
  const discount = await discountFor(db, rootId, discountCode);
  const result = price(model, {
    stops,
    legs: legsOf(stops),
    at: at ?? new Date(),
    scheduled: at != null,
    discount,
  });
  return { cents: result.amount, parts: result.parts, code: discount?.code ?? null };
}

/**
 * POST /services: checks the grouping belongs to the user's operator and can be booked,
 * the pickup is served, a booking is in the future; then estimates every leg, prices the
 * ride and stores it as 1 (dispatch now) or 13 (scheduled) with its first event.
 */
export async function create(
  deps: RidesDeps,
  user: AuthUser,
  input: ServiceCreation,
  locator: string | null,
  language: Language,
  /** The request's Idempotency-Key: a repeat answers with the ride booked under it. */
  requestKey: string | null = null,
) {
  const { db } = deps;
  const typeUser = bookerKind(user);
  if (input.usuario_id !== user.id) throw forbidden();
  // Before any check that could now say otherwise (the time has passed, the zone changed):
  // the ride exists, so the repeat gets it.
  const booked = requestKey ? await repo.findByRequestKey(db, user.id, requestKey) : undefined;
  if (booked) return view(db, booked.id, language);
  const root = await userRoot(db, user);
  const agrupation = await groupings.findById(db, input.agrupacion_id);
  if (!agrupation || !(await belongsTo(db, agrupation, root.id))) {
    throw invalidField('agrupacion_id', 'ride.agurpation_faile');
  }
  if (!agrupation.fare && (await groupings.findRelated(db, agrupation.id)).length > 0) {
    throw invalidField('agrupacion_id', 'ride.grouping_required');
  }
  const max = agrupation.max_num_passengers ?? DEFAULT_MAX_PASSENGERS;
  if (agrupation.validate_passengers_count && input.passengers > max) {
    throw invalidField('passengers', 'ride.passengers_max', { max });
  }
  const timeZone = await timeZoneOf(db, agrupation);
  const scheduledAt = await bookingTime(input.fecha_servicio_diferido, timeZone);
  const pickup: Position = {
    latitude: input.direccion.latitud,
    longitude: input.direccion.longitud,
  };
  await assertServed(db, agrupation, pickup);

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
  const fare = await priceRide(db, agrupation, stops, scheduledAt, locator, root.id);
  const companyId =
    user.kind === 'employee' ? user.company_id : user.kind === 'company' ? user.id : null;
  // Recorded now, so My trips names it before any charge: the chosen method while the
  // payer has it, else the payer's default (billing's rule, which charging applies too).
  const room = input.room_charge ? await roomBookingOf(db, user, input.room_charge) : null;
  const method = room
    ? { id: null, type: 'room' as const }
    : await methodFor(
        db,
        {
          company_id: companyId,
          user_id: user.id,
          root_agrupation_id: root.id,
          payment_method_id: input.payment_method_id ?? null,
        },
        user,
      );
  const columns = fareColumns(stops, fare);
  const status = scheduledAt ? SERVICE_STATUS.SCHEDULED : SERVICE_STATUS.CREATED;
  const ride = {
    request_key: requestKey,
    agrupation_id: agrupation.id,
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
    currency: agrupation.currency,
    discount_code: fare.code,
    payment_method_id: method.id,
    payment_method: method.type,
    time_zone: timeZone,
    scheduled_at: scheduledAt,
    search_started_at: scheduledAt ? null : new Date(),
  };
  // The ride and its first event are one statement; only a room's account, whose stay may
  // be opened for it, needs a transaction around them.
  const row = room
    ? await db.transaction().execute(async (trx) => {
        const stay = await stayForBooking(
          trx,
          room,
          columns.fare_cents,
          root.id,
          agrupation.currency,
          language,
        );
        return repo.insertBooking(trx, { ...ride, room_stay_id: stay.id });
      })
    : await repo.insertBooking(db, ride);
  if (!row) {
    // A repeat that ran alongside the first one: the first one's ride is the answer.
    const first = await repo.findByRequestKey(db, user.id, requestKey!);
    if (!first) throw new Error('a ride conflicted on its request key and is gone');
    return view(db, first.id, language);
  }
  await announce(deps, row);
  return toService(row, language);
}

async function view(db: Db, id: number, language: Language) {
  const row = await repo.findWithDriver(db, id);
  if (!row) throw notFound();
  return toService(row, language);
}

async function ownRow(db: Db, user: AuthUser, id: number) {
  const row = await repo.findVisible(db, user, id);
  if (!row) throw notFound();
  return row;
}

export async function listInProcess(db: Db, user: AuthUser, language: Language) {
  const rows = await repo
    .visibleTo(db, user)
    .where('services.status_code', 'in', repo.LIVE_CODES)
    .orderBy('services.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => toService(row, language));
}

export async function listScheduled(db: Db, user: AuthUser, language: Language) {
  const rows = await repo
    .visibleTo(db, user)
    .where('services.status_code', '=', SERVICE_STATUS.SCHEDULED)
    .orderBy('services.scheduled_at', 'asc')
    .orderBy('services.id', 'asc')
    .limit(100)
    .execute();
  return rows.map((row) => toService(row, language));
}

/** GET v2/services: finished rides (8, 9, 4, 5), or those of one `status`, newest first. */
export async function listProcessed(
  db: Db,
  user: AuthUser,
  query: ProcessedServicesQuery,
  language: Language,
) {
  let base = repo.visibleTo(db, user);
  base =
    query.status !== undefined
      ? base.where('services.status_code', '=', query.status)
      : base.where('services.status_code', 'in', repo.FINAL_CODES);
  if (query.start_date) {
    const own = await groupings.findById(db, user.agrupation_id);
    const zone = own ? await timeZoneOf(db, own) : 'Europe/Madrid';
    base = base.where(
      'services.created_at',
      '>=',
      localToInstant(`${query.start_date} 00:00`, zone),
    );
  }
  const [rows, total] = await Promise.all([
    base.orderBy('services.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { services: rows.map((row) => toService(row, language)), total: Number(total.total) };
}

/** PUT /service/{id}/cancel: the customer's cancel (4), where core's table allows it. */
export async function cancel(deps: RideDeps, user: AuthUser, id: number, language: Language) {
  await ownRow(deps.db, user, id);
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockService(trx, id);
    if (!current) throw notFound();
    if (!isStatusCode(current.status_code) || !canCustomerCancel(current.status_code)) {
      throw refused();
    }
    return applyTransition(trx, current, SERVICE_STATUS.CANCELLED_BY_CUSTOMER, {
      actor: 'customer',
    });
  });
  await announce(deps, row);
  return view(deps.db, id, language);
}

/**
 * PUT /service/{id}/update: a booking still waiting (13) may change its places, traveler,
 * passengers or time; the route is estimated and priced again when a place or the time moves.
 */
export async function update(
  deps: RidesDeps,
  user: AuthUser,
  id: number,
  fields: ServiceUpdateFields,
  language: Language,
) {
  const { db } = deps;
  const existing = await ownRow(db, user, id);
  if (existing.status_code !== SERVICE_STATUS.SCHEDULED) throw refused();
  const agrupation = await groupings.findById(db, existing.agrupation_id);
  if (!agrupation) throw notFound();
  const scheduledAt = fields.fecha_servicio_diferido
    ? await bookingTime(fields.fecha_servicio_diferido, existing.time_zone)
    : existing.scheduled_at;
  let stops = existing.stops.map((stop) => ({ ...stop }));
  const moved = fields.direccion !== undefined || fields.destination_latitude !== undefined;
  if (fields.direccion) {
    const pickup = { latitude: fields.direccion.latitud, longitude: fields.direccion.longitud };
    await assertServed(db, agrupation, pickup);
    stops[0] = { ...stops[0]!, name: fields.direccion.nombre, ...pickup };
  }
  const lastIndex = stops.length - 1;
  if (fields.destination_latitude !== undefined && fields.destination_longitude !== undefined) {
    stops[lastIndex] = {
      ...stops[lastIndex]!,
      latitude: fields.destination_latitude,
      longitude: fields.destination_longitude,
      ...(fields.destination_address ? { name: fields.destination_address } : {}),
    };
  } else if (fields.destination_address) {
    stops[lastIndex] = { ...stops[lastIndex]!, name: fields.destination_address };
  }
  const travelerName =
    fields.viajero !== undefined ? fields.viajero.nombre?.trim() || null : existing.traveler_name;
  if (fields.viajero !== undefined) stops[0] = { ...stops[0]!, traveler_name: travelerName };
  if (moved) stops = await withLegs(deps.estimator, stops);
  const repriced =
    moved || fields.fecha_servicio_diferido
      ? await priceRide(
          db,
          agrupation,
          stops,
          scheduledAt,
          existing.discount_code,
          existing.root_agrupation_id,
        )
      : null;

  const row = await db.transaction().execute(async (trx) => {
    const current = await repo.lockService(trx, id);
    if (!current || current.status_code !== SERVICE_STATUS.SCHEDULED) throw refused();
    return repo.updateService(trx, id, {
      stops: json(stops),
      ...(fields.direccion ? { origin_extra: fields.direccion.datos_extra?.trim() || null } : {}),
      traveler_name: travelerName,
      ...(fields.viajero !== undefined
        ? { traveler_phone: fields.viajero.telefono_aviso || null }
        : {}),
      ...(fields.passengers !== undefined ? { passengers: fields.passengers } : {}),
      ...(scheduledAt ? { scheduled_at: scheduledAt } : {}),
      ...(repriced ? fareColumns(stops, repriced) : {}),
    });
  });
  await announce(deps, row);
  return view(db, id, language);
}

/** GET services?format=pdf: the caller's rides, or one of a company's employees' rides. */
export async function forPdf(
  db: Db,
  user: AuthUser,
  query: { limit: number; offset: number; employee_id?: number | undefined },
  language: Language,
) {
  let base = repo.visibleTo(db, user);
  // Whose services they are: the caller's, or the one employee's a company asked for.
  let owner = user.name;
  if (query.employee_id !== undefined) {
    const employee =
      user.kind === 'company'
        ? await db
            .selectFrom('users')
            .select(['id', 'name'])
            .where('id', '=', query.employee_id)
            .where('kind', '=', 'employee')
            .where('company_id', '=', user.id)
            .executeTakeFirst()
        : undefined;
    if (!employee) throw notFound();
    owner = employee.name;
    base = base.where('services.user_id', '=', employee.id);
  }
  const rows = await base
    .orderBy('services.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { owner, services: rows.map((row) => toService(row, language)) };
}
