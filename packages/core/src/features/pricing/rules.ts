/**
 * The pricing rules an operator sets beyond its fare: zones as GeoJSON polygons with fixed
 * prices between them, and surcharges by time of day and weekday on the grouping's wall
 * clock. The server's pricing calls these; nothing else decides which zone a point is in,
 * which price a pair of zones has or which surcharge is on.
 */

/** GeoJSON position: [longitude, latitude]. */
export type LngLat = readonly [number, number];
/** A GeoJSON Polygon's rings: the outer boundary, then holes; each ring closed. */
export type PolygonRings = readonly (readonly LngLat[])[];

export interface Point {
  latitude: number;
  longitude: number;
}

/** Ray casting over one ring; a point on the boundary may fall either side. */
function inRing(point: Point, ring: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [lngI, latI] = ring[i]!;
    const [lngJ, latJ] = ring[j]!;
    const crosses =
      latI > point.latitude !== latJ > point.latitude &&
      point.longitude < ((lngJ - lngI) * (point.latitude - latI)) / (latJ - latI) + lngI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(point: Point, rings: PolygonRings): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !inRing(point, outer)) return false;
  return !holes.some((hole) => inRing(point, hole));
}

export interface PricingZone {
  id: number;
  name: string;
  polygon: PolygonRings;
}

/** The first zone (in the order given: oldest first) that holds the point, or null. */
export function zoneAt<Z extends PricingZone>(zones: readonly Z[], point: Point): Z | null {
  return zones.find((zone) => pointInPolygon(point, zone.polygon)) ?? null;
}

export interface ZonePairPrice {
  id: number;
  from_zone_id: number;
  to_zone_id: number;
  /** Cents. */
  amount: number;
  /** True: the same price from B to A as from A to B. */
  both_ways: boolean;
}

/**
 * The price from zone `from` to zone `to`: a row for that direction first, else a
 * both-ways row of the other direction, so a one-way row overrides its pair's return.
 */
export function zonePairPrice<P extends ZonePairPrice>(
  prices: readonly P[],
  from: number,
  to: number,
): P | null {
  return (
    prices.find((row) => row.from_zone_id === from && row.to_zone_id === to) ??
    prices.find((row) => row.both_ways && row.from_zone_id === to && row.to_zone_id === from) ??
    null
  );
}

export interface Surcharge {
  id: number;
  label: string;
  /** Weekdays the window starts on, 0 Sunday … 6 Saturday. */
  days: readonly number[];
  /** Minutes after local midnight; a window with end ≤ start runs past midnight. */
  start_minute: number;
  end_minute: number;
  /** Whole percent added to the fare. */
  percent: number;
}

export interface WallClock {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after local midnight. */
  minute: number;
}

/**
 * True when the surcharge's window holds the wall-clock time. A window that runs past
 * midnight belongs to the day it starts on: Friday 22:00–06:00 holds Saturday 02:00.
 * start = end means the whole day.
 */
export function surchargeApplies(surcharge: Surcharge, clock: WallClock): boolean {
  const { start_minute: start, end_minute: end, days } = surcharge;
  if (start === end) return days.includes(clock.weekday);
  if (start < end) {
    return days.includes(clock.weekday) && clock.minute >= start && clock.minute < end;
  }
  if (clock.minute >= start) return days.includes(clock.weekday);
  if (clock.minute < end) return days.includes((clock.weekday + 6) % 7);
  return false;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** Per zone, the last minute read and its clock: a fare search prices many fares at one instant. */
const lastClock = new Map<string, { minute: number; clock: WallClock }>();

/** The wall clock of a time zone at an instant (Intl knows the zones and their DST). */
export function wallClockAt(at: Date, timeZone: string): WallClock {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastClock.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = readClock(at, timeZone);
  lastClock.set(timeZone, { minute, clock });
  return clock;
}

function readClock(at: Date, timeZone: string): WallClock {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The surcharges on at an instant in the zone's wall clock. */
export function activeSurcharges<S extends Surcharge>(
  surcharges: readonly S[],
  at: Date,
  timeZone: string,
): S[] {
  if (surcharges.length === 0) return [];
  const clock = wallClockAt(at, timeZone);
  return surcharges.filter((surcharge) => surchargeApplies(surcharge, clock));
}

/** Each active surcharge adds its percent of the same base, rounded to the cent. */
export const surchargeCents = (base: number, percent: number) => Math.round((base * percent) / 100);

/** Problems a polygon's rings may have; the admin schema refuses a polygon with any. */
export type PolygonProblem = 'not_closed' | 'too_few_points' | 'self_intersecting';

const cross = (o: LngLat, a: LngLat, b: LngLat) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Proper or touching intersection of segments p1p2 and q1q2. */
function segmentsMeet(p1: LngLat, p2: LngLat, q1: LngLat, q2: LngLat): boolean {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  const on = (a: LngLat, b: LngLat, c: LngLat) =>
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1]);
  return (
    (d1 === 0 && on(q1, q2, p1)) ||
    (d2 === 0 && on(q1, q2, p2)) ||
    (d3 === 0 && on(p1, p2, q1)) ||
    (d4 === 0 && on(p1, p2, q2))
  );
}

/** The first problem of a ring, or null; quadratic in points, which the schema bounds. */
export function ringProblem(ring: readonly LngLat[]): PolygonProblem | null {
  if (ring.length < 4) return 'too_few_points';
  const first = ring[0]!;
  const last = ring.at(-1)!;
  if (first[0] !== last[0] || first[1] !== last[1]) return 'not_closed';
  const edges = ring.length - 1;
  if (new Set(ring.slice(0, -1).map(([lng, lat]) => `${lng},${lat}`)).size < 3) {
    return 'too_few_points';
  }
  for (let i = 0; i < edges; i += 1) {
    for (let j = i + 1; j < edges; j += 1) {
      // Neighbouring edges share a vertex; the first and last edges close the ring.
      if (j === i + 1 || (i === 0 && j === edges - 1)) continue;
      if (segmentsMeet(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return 'self_intersecting';
    }
  }
  return null;
}

/** Nearest-rank percentile of a list of numbers (0 < p ≤ 100); null for an empty list. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
