import {
  DriverIndex,
  type IndexedDriver,
  type NearestDriver,
  type NearestQuery,
} from '../src/features/dispatch/driver-index';
import { distanceKm } from '../src/features/dispatch/geo';
import { cpuMicros, elapsedMs, machine, percentile, round, type Machine, maxOf } from './stats';

/**
 * Dispatch: how long the nearest free driver takes to find at 1k, 10k and 100k online
 * drivers, against reading every driver (what the index replaces). The fleet is spread over
 * the Barcelona metropolitan area (about 45 × 40 km) and belongs to four operators of
 * unequal size with cars of 4 and 7 seats, so the dispatcher's `accept` (same operator,
 * enough seats) turns many near drivers down, as it does in service. Between two rides a
 * few drivers move and some become busy or free, as between two dispatcher ticks.
 */

const CENTER = { latitude: 41.4, longitude: 2.15 };
const HALF_LATITUDE = 0.2;
const HALF_LONGITUDE = 0.25;
/** The dispatcher's own limit (runtime.ts). */
const MAX_DISTANCE_KM = 25;
const OPERATOR_SHARES = [0.55, 0.25, 0.15, 0.05];
const MOVES_PER_RIDE = 20;

export interface DispatchFigure {
  drivers: number;
  rides: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /**
   * p99 of the CPU time per ride: the wall clock's p99 on a shared machine is mostly the
   * moments the OS gave the core to someone else mid-search; this is the search's own.
   */
  cpuP99Ms: number;
  scanRides: number;
  scanP50Ms: number;
  scanP99Ms: number;
  /** Linear scan p50 over index p50. */
  speedup: number;
  /** Rides the index found a driver for; the scan found the very same ones. */
  matched: number;
  machine: Machine;
}

/** mulberry32: the same fleet and rides on every run, so runs compare. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Meta {
  root: number;
  seats: number;
}

const pick = (next: () => number, shares: readonly number[]) => {
  let roll = next();
  for (let i = 0; i < shares.length; i += 1) {
    roll -= shares[i]!;
    if (roll < 0) return i + 1;
  }
  return shares.length;
};

/** Most rides start in the centre, some anywhere in the area. */
function pickup(next: () => number) {
  if (next() < 0.7) {
    const gauss = () => (next() + next() + next() - 1.5) * 0.06;
    return { latitude: CENTER.latitude + gauss(), longitude: CENTER.longitude + gauss() };
  }
  return {
    latitude: CENTER.latitude + (next() * 2 - 1) * HALF_LATITUDE,
    longitude: CENTER.longitude + (next() * 2 - 1) * HALF_LONGITUDE,
  };
}

function nearestByScan(
  drivers: ReadonlyMap<number, IndexedDriver>,
  query: NearestQuery,
): NearestDriver | null {
  let best: NearestDriver | null = null;
  for (const driver of drivers.values()) {
    if (!driver.free) continue;
    const distance = distanceKm(query, driver);
    if (distance > query.maxDistanceKm) continue;
    if (
      best &&
      (distance > best.distanceKm || (distance === best.distanceKm && driver.id > best.id))
    )
      continue;
    if (query.accept && !query.accept(driver.id)) continue;
    best = { id: driver.id, distanceKm: distance };
  }
  return best;
}

export function benchDispatch(
  drivers: number,
  options: { rides?: number; scanRides?: number; warmup?: number } = {},
): DispatchFigure {
  const rides = options.rides ?? 20_000;
  const scanRides = options.scanRides ?? Math.max(50, Math.min(2_000, 20_000_000 / drivers));
  const warmup = options.warmup ?? 2_000;
  const next = random(drivers);
  const index = new DriverIndex();
  const fleet = new Map<number, IndexedDriver>();
  const meta = new Map<number, Meta>();
  for (let id = 1; id <= drivers; id += 1) {
    const driver = {
      id,
      latitude: CENTER.latitude + (next() * 2 - 1) * HALF_LATITUDE,
      longitude: CENTER.longitude + (next() * 2 - 1) * HALF_LONGITUDE,
      free: next() < 0.7,
    };
    fleet.set(id, driver);
    index.upsert(driver);
    meta.set(id, { root: pick(next, OPERATOR_SHARES), seats: next() < 0.8 ? 4 : 7 });
  }

  const query = (): NearestQuery => {
    const root = pick(next, OPERATOR_SHARES);
    const passengers = next() < 0.9 ? 1 + Math.floor(next() * 4) : 5 + Math.floor(next() * 3);
    return {
      ...pickup(next),
      maxDistanceKm: MAX_DISTANCE_KM,
      // What the dispatcher's accept does: a map read and two comparisons.
      accept: (id) => {
        const driver = meta.get(id);
        return driver !== undefined && driver.root === root && driver.seats >= passengers;
      },
    };
  };
  /** Between two rides: cars move a little, some take or finish a ride. */
  const churn = () => {
    for (let k = 0; k < MOVES_PER_RIDE; k += 1) {
      const id = 1 + Math.floor(next() * drivers);
      const driver = fleet.get(id)!;
      const moved = {
        id,
        latitude: driver.latitude + (next() - 0.5) * 0.002,
        longitude: driver.longitude + (next() - 0.5) * 0.002,
        free: k % 5 === 0 ? !driver.free : driver.free,
      };
      fleet.set(id, moved);
      index.upsert(moved);
    }
  };

  for (let i = 0; i < warmup; i += 1) {
    churn();
    index.nearest(query());
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < rides; i += 1) {
    churn();
    const q = query();
    const cpu = cpuMicros();
    const start = process.hrtime.bigint();
    index.nearest(q);
    times.push(elapsedMs(start));
    cpuTimes.push((cpuMicros() - cpu) / 1000);
  }

  // The scan, on the same fleet, checked against the index ride by ride.
  const scanTimes: number[] = [];
  let matched = 0;
  for (let i = 0; i < Math.min(warmup, 50); i += 1) nearestByScan(fleet, query());
  for (let i = 0; i < scanRides; i += 1) {
    churn();
    const q = query();
    const start = process.hrtime.bigint();
    const expected = nearestByScan(fleet, q);
    scanTimes.push(elapsedMs(start));
    const found = index.nearest(q);
    if (found?.id !== expected?.id || found?.distanceKm !== expected?.distanceKm) {
      throw new Error(`index and scan disagree at ${drivers} drivers, ride ${i}`);
    }
    if (found) matched += 1;
  }

  const p50 = percentile(times, 50);
  const scanP50 = percentile(scanTimes, 50);
  return {
    drivers,
    rides,
    p50Ms: round(p50, 4),
    p99Ms: round(percentile(times, 99), 4),
    maxMs: round(maxOf(times), 3),
    cpuP99Ms: round(percentile(cpuTimes, 99), 3),
    scanRides,
    scanP50Ms: round(scanP50, 3),
    scanP99Ms: round(percentile(scanTimes, 99), 3),
    speedup: Math.round(scanP50 / p50),
    matched: round(matched / scanRides, 3),
    machine: machine(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const size of [1_000, 10_000, 100_000]) console.log(benchDispatch(size));
}
