import {
  DEFAULT_MAX_PASSENGERS,
  type DiscountCheckRequest,
  formatDistance,
  formatDuration,
  fromCents,
  type Grouping as WireGrouping,
  type GroupingSearchRequest,
  type Language,
} from '@parada/core';
import type { Db } from '../../db/database';
import type { Zone } from '../../db/schema';
import { HttpError, invalidField } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { extraIn, textIn } from '../../lib/operator-texts';
import { distanceKm, type Position } from '../dispatch/geo';
import * as groupings from '../groupings/repository';
import { rootOf, type Grouping } from '../groupings/service';
import type { RouteEstimator } from '../routing/route-estimator';
import { localToInstant } from '../rides/local-time';
import * as repo from './repository';
import { price, type Discount, type FareModel, type Price, type PriceNote } from './pricing';

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/**
 * The fare model of a grouping, or null when it has no fare (a level, or a metered ride).
 * Unnamed, it goes by the grouping's name, in `language` when the operator wrote one.
 */
export async function fareModelOf(
  db: Db,
  grouping: Grouping,
  language: Language = grouping.default_language,
): Promise<FareModel | null> {
  if (!grouping.fare) return null;
  const extra = await repo.findFareModel(db, grouping.id);
  return {
    rule: grouping.fare,
    name: extra?.name || textIn(grouping.texts, 'name', grouping.name, language),
    timeZone: extra?.time_zone ?? (await timeZoneOf(db, grouping)),
    perMinute: extra?.per_minute ?? 0,
    bookingSupplement: extra?.booking_supplement ?? 0,
    nightSupplement: extra?.night_supplement ?? 0,
    nightStart: extra?.night_start ?? 21,
    nightEnd: extra?.night_end ?? 6,
    holidaySupplement: extra?.holiday_supplement ?? 0,
    holidays: extra?.holidays ?? [],
    fixedPrices: extra?.fixed_prices ?? [],
    ...(await pricingRulesOf(db, grouping)),
  };
}

/** The grouping and its ancestors, nearest first (bounded: the tree is shallow). */
async function chainOf(db: Db, grouping: Grouping): Promise<Grouping[]> {
  const chain: Grouping[] = [];
  let current: Grouping | undefined = grouping;
  for (let depth = 0; current && depth < 32; depth += 1) {
    chain.push(current);
    current =
      current.parent_id != null ? await groupings.findById(db, current.parent_id) : undefined;
  }
  return chain;
}

/**
 * Zones with their prices, and surcharges, each from the nearest grouping up the tree
 * that has some: a sub-grouping inherits its operator's until it sets its own.
 */
export async function pricingRulesOf(db: Db, grouping: Grouping) {
  let zonesFrom: number | null = null;
  let surchargesFrom: number | null = null;
  let zones: Awaited<ReturnType<typeof repo.findZones>> = [];
  let surcharges: Awaited<ReturnType<typeof repo.findSurcharges>> = [];
  for (const link of await chainOf(db, grouping)) {
    if (zonesFrom == null) {
      const own = await repo.findZones(db, link.id);
      if (own.length > 0) [zonesFrom, zones] = [link.id, own];
    }
    if (surchargesFrom == null) {
      const own = await repo.findSurcharges(db, link.id);
      if (own.length > 0) [surchargesFrom, surcharges] = [link.id, own];
    }
    if (zonesFrom != null && surchargesFrom != null) break;
  }
  return {
    zonesFrom,
    surchargesFrom,
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      polygon: zone.polygon.coordinates,
      agrupation_id: zone.agrupation_id,
      geometry: zone.polygon,
    })),
    zonePrices: zonesFrom == null ? [] : await repo.findZonePrices(db, zonesFrom),
    surcharges,
  };
}

/** The zone of the grouping's own fare model, else its nearest ancestor's, else the default. */
export async function timeZoneOf(db: Db, grouping: Grouping): Promise<string> {
  let current: Grouping | undefined = grouping;
  for (let depth = 0; current && depth < 32; depth += 1) {
    const model = await repo.findFareModel(db, current.id);
    if (model) return model.time_zone;
    current =
      current.parent_id != null ? await groupings.findById(db, current.parent_id) : undefined;
  }
  return DEFAULT_TIME_ZONE;
}

/** The clock of a grouping given by id (the default one for a grouping that is gone). */
export async function timeZoneOfId(db: Db, groupingId: number): Promise<string> {
  const grouping = await groupings.findById(db, groupingId);
  return grouping ? timeZoneOf(db, grouping) : DEFAULT_TIME_ZONE;
}

/** The zone a grouping serves: its own, else its nearest ancestor's; null serves anywhere. */
export async function zoneOf(db: Db, grouping: Grouping): Promise<Zone | null> {
  let current: Grouping | undefined = grouping;
  for (let depth = 0; current && depth < 32; depth += 1) {
    if (current.zone) return current.zone;
    current =
      current.parent_id != null ? await groupings.findById(db, current.parent_id) : undefined;
  }
  return null;
}

/** Point in circle, or in polygon by ray casting over [lat, lng] vertices. */
export function inZone(zone: Zone | null, point: Position): boolean {
  if (!zone) return true;
  if (zone.type === 'circle') return distanceKm(zone.center, point) <= zone.radius_km;
  let inside = false;
  const { points } = zone;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [latI, lngI] = points[i]!;
    const [latJ, lngJ] = points[j]!;
    const crosses =
      lngI > point.longitude !== lngJ > point.longitude &&
      point.latitude < ((latJ - latI) * (point.longitude - lngI)) / (lngJ - lngI) + latI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** 'Sorry, there is no service in this zone' when the pickup is outside the grouping's zone. */
export async function assertServed(db: Db, grouping: Grouping, pickup: Position) {
  if (!inZone(await zoneOf(db, grouping), pickup)) {
    throw new HttpError(422, 'ride.no_service_in_zone', {}, [
      { field: 'direccion', key: 'ride.no_service_in_zone' },
    ]);
  }
}

/** True when `grouping` is the tenant's root or lies under it. */
export async function belongsTo(db: Db, grouping: Grouping, rootId: number): Promise<boolean> {
  return (await rootOf(db, grouping)).id === rootId;
}

/** The code's discount, or null for an unknown one: a locator is not always a discount. */
export async function discountFor(
  db: Db,
  rootId: number,
  code: string | null | undefined,
): Promise<Discount | null> {
  const trimmed = code?.trim();
  if (!trimmed) return null;
  const row = await repo.findDiscountCode(db, rootId, trimmed, new Date());
  return row ? { code: row.code, kind: row.kind, value: row.value } : null;
}

export interface RideQuote {
  stops: Position[];
  at: Date;
  scheduled: boolean;
  discount: Discount | null;
  legs: { time: number; distance: number }[];
}

const noteText = (language: Language, note: PriceNote) =>
  note.key === 'fare.surcharge'
    ? translate(language, note.key, { label: note.label, percent: note.percent })
    : note.key === 'fare.fixed_price'
      ? `${translate(language, note.key)}: ${note.label}`
      : note.key === 'fare.discount'
        ? translate(language, note.key, { code: note.code })
        : translate(language, note.key);

/** The wire fare (spec §3 Fare) of a price, with the two breakdown lines the picker shows. */
export function toWireFare(model: FareModel, result: Price, language: Language) {
  return {
    amount: fromCents(result.amount),
    amount_without_discount:
      result.withoutDiscount != null ? fromCents(result.withoutDiscount) : null,
    fare: result.fixed ? result.fixed.label : model.name,
    scheduled: fromCents(result.scheduledAmount),
    hide_details: result.fixed != null,
    breakdown: [
      {
        label: translate(language, 'fare.distance'),
        value: formatDistance(result.distanceMetres, language),
      },
      {
        label: translate(language, 'fare.duration'),
        value: formatDuration(result.durationSeconds, language),
      },
    ],
    info: result.notes.map((note) => noteText(language, note)),
  };
}

/**
 * POST agrupations/search: the groupings the user may choose under `agrupacion_id`, each
 * priced for the route when origin and destination are given; a grouping with related
 * groupings and no fare carries them priced one level down.
 */
export async function search(
  db: Db,
  estimator: RouteEstimator,
  tenantRootId: number,
  input: GroupingSearchRequest,
  language: Language,
): Promise<WireGrouping[]> {
  const start = await groupings.findById(db, input.agrupacion_id);
  if (!start || !(await belongsTo(db, start, tenantRootId))) {
    throw invalidField('agrupacion_id', 'ride.agurpation_faile');
  }
  const timeZone = await timeZoneOf(db, start);
  let quote: RideQuote | null = null;
  if (input.origin && input.destination) {
    await assertServed(db, start, input.origin);
    const stops = [input.origin, input.destination];
    const at = input.fecha_servicio_diferido
      ? localToInstant(input.fecha_servicio_diferido, timeZone)
      : new Date();
    quote = {
      stops,
      at,
      scheduled: Boolean(input.fecha_servicio_diferido),
      discount: await discountFor(db, tenantRootId, input.locator),
      legs: await estimator.legs(stops),
    };
  }
  const related = await groupings.findRelated(db, start.id);
  const level = related.length > 0 ? related : start.fare ? [start] : [];
  const needle = input.search?.trim().toLowerCase();
  const shown = needle
    ? level.filter((row) =>
        textIn(row.texts, 'name', row.name, language).toLowerCase().includes(needle),
      )
    : level;
  const seen = new Set<number>([start.id]);
  const inherited = await ownOrAncestors(db, start);
  return Promise.all(shown.map((row) => describe(db, row, quote, language, seen, 0, inherited)));
}

/** A grouping anywhere in a priced tree, by id. */
const findPriced = (tree: readonly WireGrouping[], id: number): WireGrouping | undefined => {
  for (const grouping of tree) {
    if (grouping.id === id) return grouping;
    const nested = findPriced(grouping.related_agrupations, id);
    if (nested) return nested;
  }
  return undefined;
};

/**
 * POST agrupations/discount: the fare the user chose, priced for the trip with the code. An
 * unknown or expired code, and a code that takes nothing off that fare (or a fare with no
 * price to take it from), are refused with the field's message, so the form never keeps a
 * code that does nothing.
 */
export async function checkDiscount(
  db: Db,
  estimator: RouteEstimator,
  tenantRootId: number,
  input: DiscountCheckRequest,
  language: Language,
): Promise<WireGrouping> {
  if (!(await discountFor(db, tenantRootId, input.locator))) {
    throw invalidField('locator', 'fare.discount_unknown');
  }
  if (!input.origin || !input.destination) {
    throw invalidField('locator', 'fare.discount_not_applicable');
  }
  const { locator, chosen_id: chosenId, ...trip } = input;
  const [withCode, without] = await Promise.all([
    search(db, estimator, tenantRootId, { ...trip, locator }, language),
    search(db, estimator, tenantRootId, trip, language),
  ]);
  const chosen = findPriced(withCode, chosenId);
  // What the ride would be charged, now or (a booking) at the scheduled price.
  const charged = (grouping: WireGrouping | undefined) =>
    trip.fecha_servicio_diferido ? grouping?.fare?.scheduled : grouping?.fare?.amount;
  const after = charged(chosen);
  const before = charged(findPriced(without, chosenId));
  if (!chosen || after == null || before == null || after >= before) {
    throw invalidField('locator', 'fare.discount_not_applicable');
  }
  return chosen;
}

/** What a child grouping without extras or driver languages of its own shows. */
interface Inherited {
  extras: Grouping['extras'];
  taxi_languages: Grouping['taxi_languages'];
}

const inherit = (row: Grouping, from: Inherited): Inherited => ({
  extras: row.extras.length > 0 ? row.extras : from.extras,
  taxi_languages: row.taxi_languages.length > 0 ? row.taxi_languages : from.taxi_languages,
});

/** A grouping's extras and languages, each taken from the nearest ancestor that has some. */
async function ownOrAncestors(db: Db, row: Grouping): Promise<Inherited> {
  const chain: Grouping[] = [row];
  let current = row;
  for (let depth = 0; current.parent_id != null && depth < 8; depth += 1) {
    const parent = await groupings.findById(db, current.parent_id);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain.reduceRight<Inherited>((from, link) => inherit(link, from), {
    extras: [],
    taxi_languages: [],
  });
}

async function describe(
  db: Db,
  row: Grouping,
  quote: RideQuote | null,
  language: Language,
  seen: Set<number>,
  depth: number,
  parent: Inherited,
): Promise<WireGrouping> {
  const own = inherit(row, parent);
  const model = quote ? await fareModelOf(db, row, language) : null;
  const fare =
    model && quote
      ? toWireFare(
          model,
          price(model, {
            stops: quote.stops,
            legs: quote.legs,
            at: quote.at,
            scheduled: quote.scheduled,
            discount: quote.discount,
          }),
          language,
        )
      : null;
  // Nested groupings are offered only where this one has no fare of its own (spec §4).
  const children =
    !row.fare && depth < 8 && !seen.has(row.id) ? await groupings.findRelated(db, row.id) : [];
  const nextSeen = new Set(seen).add(row.id);
  return {
    id: row.id,
    permalink: row.permalink,
    name: textIn(row.texts, 'name', row.name, language),
    logo: row.logo,
    currency: row.currency,
    facebook_link: row.facebook_link,
    linkedin_link: row.linkedin_link,
    twitter_link: row.twitter_link,
    fare,
    extras: own.extras
      .filter((extra) => extra.show)
      .map((extra) => ({
        show: true,
        description: extraIn(extra.description, language, row.default_language),
      })),
    taxi_languages: own.taxi_languages,
    show_extra_passengers: row.show_extra_passengers,
    max_num_passengers: row.max_num_passengers ?? DEFAULT_MAX_PASSENGERS,
    validate_passengers_count: row.validate_passengers_count,
    main_color: row.main_color,
    secondary_color: row.secondary_color,
    main_background_color: row.main_background_color,
    menu_text_color: row.menu_text_color,
    top_text_color: row.top_text_color,
    related_agrupations: await Promise.all(
      children.map((child) => describe(db, child, quote, language, nextSeen, depth + 1, own)),
    ),
  };
}
