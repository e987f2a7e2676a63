import { json, type Db } from '../../db/database';
import { invalidField } from '../../lib/http-error';
import { distanceKm } from '../dispatch/geo';
import { discountFor, fareModelOf } from '../fares/service';
import { price } from '../fares/pricing';
import type { Grouping } from '../groupings/service';
import type { RouteEstimator } from '../routing/route-estimator';
import { localToInstant } from './local-time';
import type { FarePart, Stop } from './tables';

/*
 * What a booking and its later changes both work out before they write: the legs between
 * the stops, whether the meter prices the ride, the server's own fare and the booking time.
 */

/** Legs between consecutive stops, written onto the stop each one reaches. */
export async function withLegs(estimator: RouteEstimator, stops: Stop[]): Promise<Stop[]> {
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
export const fareColumns = (stops: readonly Stop[], fare: PricedRide) =>
  isMetered(stops)
    ? { metered: true, fare_cents: null, estimate_cents: fare.cents, fare_parts: null }
    : {
        metered: false,
        fare_cents: fare.cents,
        estimate_cents: null,
        fare_parts: fare.parts ? json(fare.parts) : null,
      };

export interface PricedRide {
  cents: number | null;
  parts: FarePart[] | null;
  code: string | null;
}

const legsOf = (stops: Stop[]) =>
  stops.slice(1).map((stop) => stop.leg ?? { time: 0, distance: 0 });

export async function bookingTime(
  value: string | undefined,
  timeZone: string,
): Promise<Date | null> {
  if (!value) return null;
  const at = localToInstant(value, timeZone);
  if (at.getTime() <= Date.now()) {
    throw invalidField('fecha_servicio_diferido', 'ride.date_time_past');
  }
  return at;
}

/** The server's own price of a ride, in cents: the client's `fare` is never trusted. */
export async function priceRide(
  db: Db,
  grouping: Grouping,
  stops: Stop[],
  at: Date | null,
  discountCode: string | null,
  rootId: number,
): Promise<PricedRide> {
  const model = await fareModelOf(db, grouping);
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
