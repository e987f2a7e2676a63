/**
 * What a ride's price is made of: the server prices a ride once, when it is
 * booked, and keeps the parts it added up; the apps show them as they are and never price
 * anything themselves.
 */
import { z } from 'zod';
import { signedMoneySchema } from '../common/money';

/** In the order the server adds them (apps/server fares/pricing.ts). */
export const FARE_PART_KINDS = [
  'fixed_price',
  'zone_price',
  'flag_fall',
  'distance',
  'time',
  'minimum',
  'booking_supplement',
  'night_supplement',
  'holiday_supplement',
  'surcharge',
  'scheduled_supplement',
  'discount',
  'discount_code',
] as const;
export const farePartKindSchema = z.enum(FARE_PART_KINDS);
export type FarePartKind = z.infer<typeof farePartKindSchema>;

/** One part in currency units (negative for a discount); `label` names a zone or a code. */
export const farePartSchema = z.object({
  kind: farePartKindSchema,
  amount: signedMoneySchema,
  label: z.string().nullable(),
});
export type FarePart = z.infer<typeof farePartSchema>;

/** The ride fields its fare details read. */
export interface RideFareFields {
  fare: number | null;
  fare_estimate?: number | null | undefined;
  metered?: boolean | undefined;
  fare_breakdown?: readonly FarePart[] | null | undefined;
}

export interface RideFareDetails {
  parts: readonly FarePart[];
  /** What the ride costs, or (a metered ride not yet ended) its estimate; null if unknown. */
  total: number | null;
  /** True while `total` is only the estimate of a metered ride. */
  estimate: boolean;
  /** Charged by the meter: the driver's reading is the price, there are no parts. */
  metered: boolean;
}

/**
 * The one rule for a ride's fare details: the parts the server stored (none for a metered
 * ride, whose meter is the price, nor for rides priced before parts were kept), and the
 * agreed fare as the total, else the metered ride's estimate.
 */
export function rideFareDetails(ride: RideFareFields): RideFareDetails {
  const metered = ride.metered === true;
  const estimate = ride.fare == null && ride.fare_estimate != null;
  return {
    parts: metered ? [] : (ride.fare_breakdown ?? []),
    total: ride.fare ?? ride.fare_estimate ?? null,
    estimate,
    metered,
  };
}
