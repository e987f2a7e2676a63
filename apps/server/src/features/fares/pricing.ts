import {
  activeSurcharges,
  surchargeCents,
  zoneAt,
  zonePairPrice,
  type PricingZone,
  type Surcharge,
  type ZonePairPrice,
} from '@parada/core';
import type { FareRule } from '../../db/schema';
import { distanceKm, type Position } from '../dispatch/geo';
import type { LegEstimate } from '../routing/route-estimator';
import { localParts } from '../rides/local-time';
import type { FarePart, FixedPrice } from '../rides/tables';

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
  /** Zones, prices between them and surcharges: the nearest grouping's up the tree. */
  zones: readonly PricingZone[];
  zonePrices: readonly ZonePairPrice[];
  surcharges: readonly Surcharge[];
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
  | { key: 'fare.surcharge'; label: string; percent: number }
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
  /** The zones of the pickup and the final drop-off, when the grouping has zones. */
  pickupZone: PricingZone | null;
  dropoffZone: PricingZone | null;
  notes: PriceNote[];
  /** What `amount` is made of, in the order added; they sum to `amount` exactly. */
  parts: FarePart[];
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

/** The discounts as parts: the grouping's percent, then the code's; never below zero. */
function discountParts(gross: number, percent: number, code: Discount | null): FarePart[] {
  const parts: FarePart[] = [];
  const byPercent = Math.round((gross * percent) / 100);
  if (byPercent > 0) parts.push({ kind: 'discount', cents: -byPercent });
  const after = gross - byPercent;
  let byCode = 0;
  if (code?.kind === 'percent') byCode = Math.round((after * Math.min(code.value, 100)) / 100);
  if (code?.kind === 'amount') byCode = code.value;
  // The code takes off at most what is left: a price is never negative.
  byCode = Math.min(byCode, Math.max(0, after));
  if (code && byCode > 0) parts.push({ kind: 'discount_code', cents: -byCode, label: code.code });
  return parts;
}

const sum = (parts: readonly FarePart[]) => parts.reduce((total, part) => total + part.cents, 0);

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

  const pickupZone = first ? zoneAt(model.zones, first) : null;
  const dropoffZone = last ? zoneAt(model.zones, last) : null;
  const pair =
    !fixed && pickupZone && dropoffZone
      ? zonePairPrice(model.zonePrices, pickupZone.id, dropoffZone.id)
      : null;

  const parts: FarePart[] = [];
  const add = (part: FarePart) => {
    if (part.cents !== 0) parts.push(part);
  };
  if (fixed) {
    add({ kind: 'fixed_price', cents: fixed.amount, label: fixed.label });
    notes.push({ key: 'fare.fixed_price', label: fixed.label });
  } else if (pair && pickupZone && dropoffZone) {
    const label = `${pickupZone.name} → ${dropoffZone.name}`;
    parts.push({ kind: 'zone_price', cents: pair.amount, label });
    notes.push({ key: 'fare.fixed_price', label });
  } else {
    const flagFall = model.rule.flag_fall;
    const byDistance = Math.round((model.rule.per_km * distanceMetres) / 1000);
    const byTime = Math.round((model.perMinute * durationSeconds) / 60);
    add({ kind: 'flag_fall', cents: flagFall });
    add({ kind: 'distance', cents: byDistance });
    add({ kind: 'time', cents: byTime });
    // The minimum fare tops the metered price up to it.
    add({
      kind: 'minimum',
      cents: Math.max(0, model.rule.minimum - (flagFall + byDistance + byTime)),
    });
    if (model.bookingSupplement > 0) {
      add({ kind: 'booking_supplement', cents: model.bookingSupplement });
      notes.push({ key: 'fare.booking' });
    }
    if (model.nightSupplement > 0 && isNight(model, input.at)) {
      add({ kind: 'night_supplement', cents: model.nightSupplement });
      notes.push({ key: 'fare.night' });
    }
    if (model.holidaySupplement > 0 && isHoliday(model, input.at)) {
      add({ kind: 'holiday_supplement', cents: model.holidaySupplement });
      notes.push({ key: 'fare.holiday' });
    }
  }
  // Surcharges add a percent of the fare so far; an airport's fixed price includes all.
  if (!fixed) {
    const before = sum(parts);
    for (const surcharge of activeSurcharges(model.surcharges, input.at, model.timeZone)) {
      add({
        kind: 'surcharge',
        cents: surchargeCents(before, surcharge.percent),
        label: surcharge.label,
      });
      notes.push({ key: 'fare.surcharge', label: surcharge.label, percent: surcharge.percent });
    }
  }
  const base = sum(parts);
  const supplement = model.rule.scheduled_supplement;
  if (input.scheduled) add({ kind: 'scheduled_supplement', cents: supplement });
  const gross = sum(parts);
  parts.push(...discountParts(gross, model.rule.discount_percent, input.discount));
  const amount = sum(parts);
  const grossScheduled = base + supplement;
  const scheduledAmount =
    grossScheduled +
    sum(discountParts(grossScheduled, model.rule.discount_percent, input.discount));
  if (input.discount) notes.push({ key: 'fare.discount', code: input.discount.code });
  return {
    amount,
    withoutDiscount: amount < gross ? gross : null,
    scheduledAmount,
    distanceMetres,
    durationSeconds,
    fixed,
    pickupZone,
    dropoffZone,
    notes,
    parts,
  };
}
