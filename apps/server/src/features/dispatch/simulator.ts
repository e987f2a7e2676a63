import { RIDE_STATUS, fromCents } from '@parada/core';
import * as drivers from '../drivers/service';
import { fareModelOf } from '../fares/service';
import { price } from '../fares/pricing';
import * as groupings from '../groupings/repository';
import type { RideDeps } from '../rides/lifecycle';
import * as rides from '../rides/repository';
import type { Stop } from '../rides/tables';
import { distanceKm, type Position } from './geo';
import * as repo from './repository';

export interface SimulatorSettings {
  /** Simulated seconds per real second. */
  speed: number;
  /** City driving speed of a simulated car. */
  kmh?: number;
  /** Simulated seconds a driver takes to accept an offer, and the passenger to board. */
  acceptSeconds?: number;
  boardSeconds?: number;
  /**
   * The most real time one tick may account for. A late tick (a busy event loop, a paused
   * process) carries on where the cars were instead of jumping them to the end of a ride
   * nobody saw under way.
   */
  maxTickMs?: number;
}

interface CarState {
  id: number;
  position: Position;
  /** When (simulated clock) the current step began: an offer seen, a pickup reached. */
  since: Map<string, number>;
  /** Index in stops of where the car is heading on a ride in progress. */
  nextStop: Map<number, number>;
}

const ARRIVED_KM = 0.03;

/** Moves `from` towards `to` by at most `km`; returns the new point and whether it got there. */
function step(from: Position, to: Position, km: number): { at: Position; reached: boolean } {
  const left = distanceKm(from, to);
  if (left <= Math.max(km, ARRIVED_KM)) return { at: { ...to }, reached: true };
  const share = km / left;
  return {
    at: {
      latitude: from.latitude + (to.latitude - from.latitude) * share,
      longitude: from.longitude + (to.longitude - from.longitude) * share,
    },
    reached: false,
  };
}

/** How far a simulated guest of a metered ride (no destination) asks to be taken. */
const METERED_TRIP_KM = 5;
/** The meter counts the streets, longer than the straight line the simulated car draws. */
const ROAD_FACTOR = 1.3;

/**
 * Where the guest of a metered ride tells the simulated driver to go: a point
 * METERED_TRIP_KM from the pickup, on a bearing from west to north-east that the ride's id
 * picks (away from the sea in Barcelona), the same on every tick.
 */
function guestDropOff(pickup: Position, rideId: number): Position {
  const bearing = ((230 + ((rideId * 53) % 150)) * Math.PI) / 180;
  const km = METERED_TRIP_KM;
  return {
    latitude: pickup.latitude + (km / 111.32) * Math.cos(bearing),
    longitude:
      pickup.longitude +
      (km / (111.32 * Math.cos((pickup.latitude * Math.PI) / 180))) * Math.sin(bearing),
  };
}

/**
 * Simulated seconds a tick at `now` accounts for since the one at `last`: real time times
 * `speed`, a late tick counting as `maxTickMs` at most.
 */
export function simulatedSeconds(
  last: number | null,
  now: number,
  speed: number,
  maxTickMs: number,
): number {
  if (last === null) return 0;
  return (Math.min(Math.max(now - last, 0), maxTickMs) / 1000) * speed;
}

const headingOf = (from: Position, to: Position) => {
  const angle =
    (Math.atan2(to.longitude - from.longitude, to.latitude - from.latitude) * 180) / Math.PI;
  return Math.round(((angle % 360) + 360) % 360);
};

/**
 * The fleet simulator: seeded simulated drivers, driven through the same driver service a
 * real driver app calls. Each accepts its offer after a moment, drives to the pickup along
 * a straight line at city speed, waits for the passenger, drives through every stop in
 * order and finishes. Time runs `speed` times faster than the clock.
 */
export function createSimulator(deps: RideDeps, settings: SimulatorSettings) {
  const kmh = settings.kmh ?? 36;
  const acceptSeconds = settings.acceptSeconds ?? 5;
  const boardSeconds = settings.boardSeconds ?? 20;
  const maxTickMs = settings.maxTickMs ?? 2000;
  const cars = new Map<number, CarState>();
  let clock = 0;
  let last: number | null = null;

  async function load() {
    const rows = await repo.listSimulatedDrivers(deps.db);
    for (const row of rows) {
      if (row.latitude == null || row.longitude == null) continue;
      cars.set(row.id, {
        id: row.id,
        position: { latitude: row.latitude, longitude: row.longitude },
        since: new Map(),
        nextStop: new Map(),
      });
      await drivers.setAvailability(deps.db, { id: row.id, suspended_at: null }, true);
    }
  }

  const waited = (car: CarState, key: string, seconds: number) => {
    const since = car.since.get(key);
    if (since === undefined) {
      car.since.set(key, clock);
      return false;
    }
    return clock - since >= seconds;
  };

  async function move(car: CarState, to: Stop | Position, km: number) {
    const from = car.position;
    const result = step(from, to, km);
    car.position = result.at;
    await drivers.reportPosition(deps, car.id, {
      latitude: result.at.latitude,
      longitude: result.at.longitude,
      heading: headingOf(from, to),
      speed: kmh,
    });
    return result.reached;
  }

  const safely = async (work: Promise<unknown>) => {
    // Another actor (the customer cancelling, an offer expiring) may move the ride first.
    await work.catch(() => {});
  };

  /** What the simulated meter shows at the end: the grouping's fare for the way driven. */
  async function meterReading(ride: rides.RideRow, route: Position[]): Promise<number> {
    const grouping = await groupings.findById(deps.db, ride.agrupation_id);
    const model = grouping ? await fareModelOf(deps.db, grouping) : null;
    if (!model) return fromCents(ride.estimate_cents ?? 0);
    const metres = Math.round(distanceKm(route[0]!, route.at(-1)!) * ROAD_FACTOR * 1000);
    const reading = price(model, {
      stops: route,
      legs: [{ distance: metres, time: Math.round((metres / 1000 / kmh) * 3600) }],
      at: new Date(),
      scheduled: false,
      discount: null,
    });
    return fromCents(reading.amount);
  }

  async function drive(car: CarState, ride: rides.RideRow, km: number) {
    const stops = ride.stops;
    switch (ride.status_code) {
      case RIDE_STATUS.DRIVER_ASSIGNED:
      case RIDE_STATUS.DRIVER_ON_THE_WAY: {
        if (await move(car, stops[0]!, km)) {
          await safely(drivers.act(deps, { id: car.id }, ride.id, 'arrive'));
        }
        return;
      }
      case RIDE_STATUS.AT_PICKUP: {
        if (waited(car, `board:${ride.id}`, boardSeconds)) {
          // The simulated rider tells the simulated driver the code their app shows.
          await safely(
            drivers.act(deps, { id: car.id }, ride.id, 'start', {
              ...(ride.boarding_code ? { boarding_code: ride.boarding_code } : {}),
            }),
          );
        }
        return;
      }
      case RIDE_STATUS.IN_PROGRESS: {
        const route: Position[] = ride.metered
          ? [stops[0]!, guestDropOff(stops[0]!, ride.id)]
          : stops;
        let next = car.nextStop.get(ride.id) ?? 1;
        let budget = km;
        // A short hop past one stop carries on to the next within the same tick.
        while (next < route.length && budget > 0) {
          const target = route[next]!;
          const left = distanceKm(car.position, target);
          const reached = await move(car, target, budget);
          if (!reached) break;
          budget -= left;
          next += 1;
        }
        car.nextStop.set(ride.id, next);
        if (next >= route.length) {
          car.nextStop.delete(ride.id);
          const fare = ride.metered ? await meterReading(ride, route) : undefined;
          await safely(
            drivers.act(
              deps,
              { id: car.id },
              ride.id,
              'finish',
              fare === undefined ? {} : { fare },
            ),
          );
        }
        return;
      }
    }
  }

  return {
    load,
    async tick(now = Date.now()) {
      const seconds = simulatedSeconds(last, now, settings.speed, maxTickMs);
      last = now;
      clock += seconds;
      if (cars.size === 0) return;
      const live = await repo.listLiveRidesOfDrivers(deps.db, [...cars.keys()]);
      const km = (kmh * seconds) / 3600;
      for (const ride of live) {
        if (ride.offered_driver_id != null && cars.has(ride.offered_driver_id)) {
          const car = cars.get(ride.offered_driver_id)!;
          if (waited(car, `offer:${ride.id}`, acceptSeconds)) {
            await safely(drivers.act(deps, { id: car.id }, ride.id, 'accept'));
          }
          continue;
        }
        const car = ride.driver_id != null ? cars.get(ride.driver_id) : undefined;
        if (car && rides.DRIVEN_CODES.includes(ride.status_code)) await drive(car, ride, km);
      }
    },
  };
}

export type Simulator = ReturnType<typeof createSimulator>;
