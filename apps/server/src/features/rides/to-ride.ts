import {
  RIDE_STATUS,
  fromCents,
  isStatusCode,
  statusNameKey,
  translate,
  type Language,
  type Ride,
  type RideWaypoint,
} from '@parada/core';
import { distanceKm } from '../dispatch/geo';
import { localParts } from './local-time';
import type { RideWithDriver } from './repository';
import type { Stop } from './tables';

/** Straight-line guess of the car's way to the pickup, as the status box counts it down. */
const approach = (from: { latitude: number; longitude: number }, to: Stop) => {
  const metres = distanceKm(from, to) * 1.3 * 1000;
  return { distance: Math.round(metres), time: Math.round(metres / (24_000 / 3600)) };
};

const waypoint = (stop: Stop, leg: Stop['leg']): RideWaypoint => ({
  traveler_name: stop.traveler_name,
  address: stop.name,
  latitude: stop.latitude,
  longitude: stop.longitude,
  times_and_distances: leg ? { time: leg.time, distance: leg.distance } : null,
});

/**
 * A service as every list, the SSE stream and the share page show it (spec §3): its
 * places in order, the car, the booker, and the status name in the caller's language.
 */
/** How close a booking's pick-up must be for its row to open its details. */
export const EXPAND_WITHIN_MS = 60 * 60_000;

export const startsWithinTheHour = (at: Date | string | null): boolean => {
  if (at == null) return false;
  const until = new Date(at).getTime() - Date.now();
  return until >= 0 && until <= EXPAND_WITHIN_MS;
};

/** Until the rider is aboard: assigned, on the way, at the pick-up. */
const BOARDING_CODES: number[] = [
  RIDE_STATUS.DRIVER_ASSIGNED,
  RIDE_STATUS.DRIVER_ON_THE_WAY,
  RIDE_STATUS.AT_PICKUP,
];

export function toRide(row: RideWithDriver, language: Language): Ride {
  const stops = row.stops;
  const origins = stops.filter((stop) => stop.role === 'origin');
  const destinations = stops.filter((stop) => stop.role === 'destination');
  const first = origins[0]!;
  const last = destinations.at(-1) ?? stops.at(-1)!;
  // A metered ride has no destination: the stop the payload needed is the pickup again.
  const open = row.metered;
  const shown = row.scheduled_at ?? row.created_at;
  const local = localParts(shown, row.time_zone);
  const hasCar = row.driver_name != null;
  const carPosition =
    row.driver_latitude != null && row.driver_longitude != null
      ? { latitude: row.driver_latitude, longitude: row.driver_longitude }
      : null;
  // The first pickup's estimate is the car's way there while it comes; later stops carry
  // the leg from the stop before them.
  const firstLeg =
    carPosition &&
    (row.status_code === RIDE_STATUS.DRIVER_ASSIGNED ||
      row.status_code === RIDE_STATUS.DRIVER_ON_THE_WAY)
      ? approach(carPosition, first)
      : null;
  const scheduledLocal = row.scheduled_at ? localParts(row.scheduled_at, row.time_zone) : null;
  return {
    id: row.id,
    agrupacion_id: row.agrupation_id,
    date: local.date,
    time: local.time,
    status_code: row.status_code,
    // The operator's reason comes with its cancellation, wherever the client reads the status.
    status_name:
      (isStatusCode(row.status_code)
        ? translate(language, statusNameKey(row.status_code))
        : String(row.status_code)) +
      (row.status_code === RIDE_STATUS.CANCELLED_BY_OPERATOR && row.cancel_reason
        ? `: ${row.cancel_reason}`
        : ''),
    cancel_reason: row.cancel_reason,
    direccion: {
      calle: first.name,
      longitude: first.longitude,
      latitude: first.latitude,
      datos_extra: row.origin_extra,
    },
    destination: open ? null : { longitude: last.longitude, latitude: last.latitude },
    destination_address: open ? null : last.name,
    origin_waypoints: origins.map((stop, index) =>
      waypoint(stop, index === 0 ? firstLeg : stop.leg),
    ),
    destination_waypoints: open ? [] : destinations.map((stop) => waypoint(stop, stop.leg)),
    taxi: hasCar
      ? {
          avatar: row.driver_avatar ?? null,
          name: row.driver_name ?? '',
          plate: row.driver_plate ?? '',
          model: row.driver_model ?? '',
          telephone: row.driver_phone ?? null,
          latitude: carPosition?.latitude ?? null,
          longitude: carPosition?.longitude ?? null,
          boarding_code: BOARDING_CODES.includes(row.status_code)
            ? (row.boarding_code ?? null)
            : null,
        }
      : null,
    employee: row.type_user === 'employee' ? { name: row.user_name } : null,
    viajero: { name: row.traveler_name },
    type_user: row.type_user,
    passengers: row.passengers,
    fare: row.fare_cents != null ? fromCents(row.fare_cents) : null,
    metered: row.metered,
    fare_estimate: row.estimate_cents != null ? fromCents(row.estimate_cents) : null,
    currency: row.currency,
    fare_breakdown: row.fare_parts
      ? row.fare_parts.map((part) => ({
          kind: part.kind,
          amount: fromCents(part.cents),
          label: part.label ?? null,
        }))
      : null,
    payment_method: row.charged_method ?? row.payment_method,
    programacion: scheduledLocal ? { fecha: scheduledLocal.date, hora: scheduledLocal.time } : null,
    // A booking whose pick-up is within the hour opens its details in the list: it
    // is the one the user is about to need.
    ...(row.status_code === RIDE_STATUS.SCHEDULED
      ? { expand: startsWithinTheHour(row.scheduled_at) }
      : {}),
  };
}
