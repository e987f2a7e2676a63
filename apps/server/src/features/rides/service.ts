import {
  canCustomerCancel,
  isStatusCode,
  RIDE_STATUS,
  type Language,
  type RideUpdateFields,
} from '@parada/core';
import { json, type Db } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { assertServed } from '../fares/service';
import * as groupings from '../groupings/repository';
import type { RidesDeps } from './booking';
import { announce, applyTransition, refused, type RideDeps } from './lifecycle';
import { bookingTime, fareColumns, priceRide, withLegs } from './quote';
import * as repo from './repository';
import { toRide } from './to-ride';

/* A booked ride afterwards: read as its owner sees it, cancelled, or changed while it waits. */

export async function view(db: Db, id: number, language: Language) {
  const row = await repo.findWithDriver(db, id);
  if (!row) throw notFound();
  return toRide(row, language);
}

export async function ownRow(db: Db, user: AuthUser, id: number) {
  const row = await repo.findVisible(db, user, id);
  if (!row) throw notFound();
  return row;
}

/** PUT /service/{id}/cancel: the customer's cancel (4), where core's table allows it. */
export async function cancel(deps: RideDeps, user: AuthUser, id: number, language: Language) {
  await ownRow(deps.db, user, id);
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockRide(trx, id);
    if (!current) throw notFound();
    if (!isStatusCode(current.status_code) || !canCustomerCancel(current.status_code)) {
      throw refused();
    }
    return applyTransition(trx, current, RIDE_STATUS.CANCELLED_BY_CUSTOMER, {
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
  fields: RideUpdateFields,
  language: Language,
) {
  const { db } = deps;
  const existing = await ownRow(db, user, id);
  if (existing.status_code !== RIDE_STATUS.SCHEDULED) throw refused();
  const grouping = await groupings.findById(db, existing.agrupation_id);
  if (!grouping) throw notFound();
  const scheduledAt = fields.fecha_servicio_diferido
    ? await bookingTime(fields.fecha_servicio_diferido, existing.time_zone)
    : existing.scheduled_at;
  let stops = existing.stops.map((stop) => ({ ...stop }));
  const moved = fields.direccion !== undefined || fields.destination_latitude !== undefined;
  if (fields.direccion) {
    const pickup = { latitude: fields.direccion.latitud, longitude: fields.direccion.longitud };
    await assertServed(db, grouping, pickup);
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
          grouping,
          stops,
          scheduledAt,
          existing.discount_code,
          existing.root_agrupation_id,
        )
      : null;

  const row = await db.transaction().execute(async (trx) => {
    const current = await repo.lockRide(trx, id);
    if (!current || current.status_code !== RIDE_STATUS.SCHEDULED) throw refused();
    return repo.updateRide(trx, id, {
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
