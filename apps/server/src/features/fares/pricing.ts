import type { FareRule } from '../../db/schema';
import { distanceKm, type Position } from '../dispatch/geo';
import type { LegEstimate } from '../routing/route-estimator';
import { localParts } from '../rides/local-time';
import type { FixedPrice } from '../rides/tables';

/** A grouping's fare model: the admin's rule plus the extras of fare_models; cents. */
export interface FareModel {
  rule: FareRule;
  name: string;
  timeZone: string;
  perMinute: number;
  bookingSupplement: number;
  nightSupplement: number;
  nightStart: number;
  nightEnd: number;
  holidaySupplement: number;
  holidays: readonly string[];
  fixedPrices: readonly FixedPrice[];
}

export interface Discount {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
}

export interface PriceInput {
  stops: readonly Position[];
  legs: readonly LegEstimate[];
  /** When the ride starts: now, or the booked time. */
  at: Date;
  scheduled: boolean;
  discount: Discount | null;
}

/** Why a line or an info text is there; the route translates them. */
export type PriceNote =
  | { key: 'fare.night' }
  | { key: 'fare.holiday' }
  | { key: 'fare.booking' }
  | { key: 'fare.fixed_price'; label: string }
  | { key: 'fare.discount'; code: string };

export interface Price {
  /** What is charged, cents. */
  amount: number;
  /** Before discounts, when one applies. */
  withoutDiscount: number | null;
  /** The same ride booked for later (the booking supplement added), cents. */
  scheduledAmount: number;
  distanceMetres: number;
  durationSeconds: number;
  fixed: FixedPrice | null;
  notes: PriceNote[];
}

const inside = (point: Position, zone: FixedPrice) => distanceKm(point, zone) <= zone.radius_km;

/** True on a listed holiday or a Sunday, in the grouping's zone. */
function isHoliday(model: FareModel, at: Date): boolean {
  const local = localParts(at, model.timeZone);
  return local.weekday === 0 || model.holidays.includes(local.date);
}

function isNight(model: FareModel, at: Date): boolean {
  const { hour } = localParts(at, model.timeZone);
  return model.nightStart > model.nightEnd
    ? hour >= model.nightStart || hour < model.nightEnd
    : hour >= model.nightStart && hour < model.nightEnd;
}

function applyDiscount(amount: number, percent: number, code: Discount | null): number {
  let result = amount - Math.round((amount * percent) / 100);
  if (code?.kind === 'percent') result -= Math.round((result * Math.min(code.value, 100)) / 100);
  if (code?.kind === 'amount') result -= code.value;
  return Math.max(0, result);
}

/**
 * Prices a ride in integer cents: a fixed price when the pickup or the final drop-off is in
 * one of its zones, else flag fall + distance + time with the minimum; then the booking,
 * night, holiday and (for bookings) scheduled supplements; then the grouping's discount
 * and the code's. Rounding happens once per step, in cents, never in floating currency.
 */
export function price(model: FareModel, input: PriceInput): Price {
  const distanceMetres = input.legs.reduce((sum, leg) => sum + leg.distance, 0);
  const durationSeconds = input.legs.reduce((sum, leg) => sum + leg.time, 0);
  const notes: PriceNote[] = [];
  const first = input.stops[0];
  const last = input.stops.at(-1);
  const fixed =
    model.fixedPrices.find(
      (zone) => (first && inside(first, zone)) || (last && inside(last, zone)),
    ) ?? null;

  let base: number;
  if (fixed) {
    base = fixed.amount;
    notes.push({ key: 'fare.fixed_price', label: fixed.label });
  } else {
    const metered =
      model.rule.flag_fall +
      Math.round((model.rule.per_km * distanceMetres) / 1000) +
      Math.round((model.perMinute * durationSeconds) / 60);
    base = Math.max(model.rule.minimum, metered);
    if (model.bookingSupplement > 0) {
      base += model.bookingSupplement;
      notes.push({ key: 'fare.booking' });
    }
    if (model.nightSupplement > 0 && isNight(model, input.at)) {
      base += model.nightSupplement;
      notes.push({ key: 'fare.night' });
    }
    if (model.holidaySupplement > 0 && isHoliday(model, input.at)) {
      base += model.holidaySupplement;
      notes.push({ key: 'fare.holiday' });
    }
  }
  const gross = base + (input.scheduled ? model.rule.scheduled_supplement : 0);
  const grossScheduled = base + model.rule.scheduled_supplement;
  const amount = applyDiscount(gross, model.rule.discount_percent, input.discount);
  const scheduledAmount = applyDiscount(
    grossScheduled,
    model.rule.discount_percent,
    input.discount,
  );
  if (input.discount) notes.push({ key: 'fare.discount', code: input.discount.code });
  return {
    amount,
    withoutDiscount: amount < gross ? gross : null,
    scheduledAmount,
    distanceMetres,
    durationSeconds,
    fixed,
    notes,
  };
}
