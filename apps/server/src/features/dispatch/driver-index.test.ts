import { describe, expect, it } from 'vitest';
import {
  DriverIndex,
  type IndexedDriver,
  type NearestDriver,
  type NearestQuery,
} from './driver-index';
import { distanceKm } from './geo';

/** What the index replaces, every driver measured: the oracle the index must agree with. */
function nearestByScan(
  drivers: Iterable<IndexedDriver>,
  query: NearestQuery,
): NearestDriver | null {
  let best: NearestDriver | null = null;
  for (const driver of drivers) {
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

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLACA_CATALUNYA = { latitude: 41.387, longitude: 2.17 };

function fleetAround(
  center: { latitude: number; longitude: number },
  count: number,
  spreadDegrees: number,
  seed: number,
) {
  const next = random(seed);
  return Array.from({ length: count }, (_, index): IndexedDriver => ({
    id: index + 1,
    latitude: center.latitude + (next() - 0.5) * spreadDegrees,
    longitude: center.longitude + (next() - 0.5) * spreadDegrees,
    free: next() > 0.3,
  }));
}

describe('distanceKm', () => {
  it('measures Plaça de Catalunya to the airport T1 as about 13 km', () => {
    expect(distanceKm(PLACA_CATALUNYA, { latitude: 41.2882, longitude: 2.0728 })).toBeCloseTo(
      13.6,
      0,
    );
  });
});

describe('DriverIndex', () => {
  it('finds the nearest free driver, not a busy one', () => {
    const index = new DriverIndex();
    index.upsert({ id: 1, latitude: 41.3871, longitude: 2.1701, free: false });
    index.upsert({ id: 2, latitude: 41.39, longitude: 2.175, free: true });
    index.upsert({ id: 3, latitude: 41.41, longitude: 2.19, free: true });
    expect(index.nearest({ ...PLACA_CATALUNYA, maxDistanceKm: 10 })?.id).toBe(2);
    index.setFree(1, true);
    expect(index.nearest({ ...PLACA_CATALUNYA, maxDistanceKm: 10 })?.id).toBe(1);
  });

  it('offers nobody beyond the maximum distance', () => {
    const index = new DriverIndex();
    index.upsert({ id: 1, latitude: 41.5, longitude: 2.17, free: true });
    expect(index.nearest({ ...PLACA_CATALUNYA, maxDistanceKm: 5 })).toBeNull();
    expect(index.nearest({ ...PLACA_CATALUNYA, maxDistanceKm: 15 })?.id).toBe(1);
  });

  it('moves and removes drivers', () => {
    const index = new DriverIndex();
    index.upsert({ id: 1, latitude: 41.39, longitude: 2.17, free: true });
    index.upsert({ id: 2, latitude: 41.4, longitude: 2.17, free: true });
    index.upsert({ id: 2, latitude: 41.3871, longitude: 2.1701, free: true });
    expect(index.nearest({ ...PLACA_CATALUNYA, maxDistanceKm: 5 })?.id).toBe(2);
    index.remove(2);
    expect(index.size).toBe(1);
    expect(index.nearest({ ...PLACA_CATALUNYA, maxDistanceKm: 5 })?.id).toBe(1);
  });

  it('skips drivers the caller refuses (vehicle too small, other grouping)', () => {
    const index = new DriverIndex();
    index.upsert({ id: 1, latitude: 41.3871, longitude: 2.1701, free: true });
    index.upsert({ id: 2, latitude: 41.395, longitude: 2.18, free: true });
    expect(
      index.nearest({ ...PLACA_CATALUNYA, maxDistanceKm: 5, accept: (id) => id !== 1 })?.id,
    ).toBe(2);
  });

  it('still agrees with a full scan after drivers move, become busy and leave', () => {
    // Cells are lists a leaving driver's place is filled from the end of: churn them hard.
    const drivers = new Map(
      fleetAround(PLACA_CATALUNYA, 2_000, 0.05, 11).map((driver) => [driver.id, driver]),
    );
    const index = new DriverIndex();
    for (const driver of drivers.values()) index.upsert(driver);
    const next = random(5);
    for (let round = 0; round < 300; round += 1) {
      for (let change = 0; change < 20; change += 1) {
        const id = 1 + Math.floor(next() * 2_000);
        const driver = drivers.get(id);
        if (!driver) {
          const back = { id, ...PLACA_CATALUNYA, free: true };
          drivers.set(id, back);
          index.upsert(back);
        } else if (change % 7 === 0) {
          drivers.delete(id);
          index.remove(id);
        } else if (change % 3 === 0) {
          driver.free = !driver.free;
          index.setFree(id, driver.free);
        } else {
          const moved = {
            ...driver,
            latitude: driver.latitude + (next() - 0.5) * 0.004,
            longitude: driver.longitude + (next() - 0.5) * 0.004,
          };
          drivers.set(id, moved);
          index.upsert(moved);
        }
      }
      const pickup = {
        latitude: PLACA_CATALUNYA.latitude + (next() - 0.5) * 0.06,
        longitude: PLACA_CATALUNYA.longitude + (next() - 0.5) * 0.06,
        maxDistanceKm: 2,
        accept: (id: number) => id % 5 !== 0,
      };
      expect(index.nearest(pickup)).toEqual(nearestByScan(drivers.values(), pickup));
    }
    expect(index.size).toBe(drivers.size);
  });

  it.each([
    ['Barcelona, dense', PLACA_CATALUNYA, 5_000, 0.3, 3],
    ['Barcelona, a few drivers far out', PLACA_CATALUNYA, 12, 0.4, 25],
    ['near the pole', { latitude: 89.5, longitude: 0 }, 300, 0.8, 30],
    ['Barcelona, sparse', PLACA_CATALUNYA, 40, 0.5, 8],
    ['across the antimeridian', { latitude: -17.7, longitude: 179.995 }, 500, 0.2, 10],
    ['far north', { latitude: 69.65, longitude: 18.95 }, 500, 0.4, 20],
  ])('agrees with a full scan: %s', (_name, center, count, spread, maxDistanceKm) => {
    const drivers = fleetAround(center, count, spread, 7).map((driver) => ({
      ...driver,
      longitude: driver.longitude > 180 ? driver.longitude - 360 : driver.longitude,
    }));
    const index = new DriverIndex();
    for (const driver of drivers) index.upsert(driver);
    const next = random(99);
    for (let query = 0; query < 200; query += 1) {
      const pickup = {
        latitude: center.latitude + (next() - 0.5) * spread,
        longitude: ((center.longitude + (next() - 0.5) * spread + 540) % 360) - 180,
        maxDistanceKm,
      };
      expect(index.nearest(pickup)).toEqual(nearestByScan(drivers, pickup));
    }
  });
});
