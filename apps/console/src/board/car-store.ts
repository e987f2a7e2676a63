import type { BoardCar, ConsoleEvent } from '@parada/core';

/**
 * How long moves gather before the map draws them. Each car reports once a second, so the
 * map still shows every position, at most half a second late, while most frames draw nothing.
 */
export const MOVE_BATCH_MS = 500;

export type CarListener = (cars: ReadonlyMap<number, BoardCar>, moved: readonly number[]) => void;

/**
 * The operator's cars outside React: a position a second for hundreds of cars would
 * re-render the board for each one. The map subscribes and moves its markers itself;
 * moves are drawn in batches (MOVE_BATCH_MS).
 */
export function createCarStore() {
  const cars = new Map<number, BoardCar>();
  const listeners = new Set<CarListener>();
  const pending = new Set<number>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const moved = [...pending];
    pending.clear();
    for (const listener of listeners) listener(cars, moved);
  };
  const nextFrame = () => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  };
  /** Moves wait up to MOVE_BATCH_MS, then draw together: a redraw of the map every frame cost more than a frame. */
  const schedule = (at: 'now' | 'batch') => {
    if (scheduled) return;
    scheduled = true;
    if (at === 'now') nextFrame();
    else setTimeout(nextFrame, MOVE_BATCH_MS);
  };

  return {
    /** Every car as the board read them: states and positions start again from here. */
    reset(next: readonly BoardCar[]) {
      cars.clear();
      for (const car of next) {
        cars.set(car.driver_id, car);
        pending.add(car.driver_id);
      }
      schedule('now');
    },
    /** A car moved: known cars only (one that just came online arrives with the board). */
    move(event: Extract<ConsoleEvent, { type: 'car' }>) {
      const car = cars.get(event.driver_id);
      if (!car) return;
      cars.set(event.driver_id, {
        ...car,
        latitude: event.latitude,
        longitude: event.longitude,
        heading: event.heading,
      });
      pending.add(event.driver_id);
      schedule('batch');
    },
    subscribe(listener: CarListener) {
      listeners.add(listener);
      listener(cars, [...cars.keys()]);
      return () => void listeners.delete(listener);
    },
    get: (id: number) => cars.get(id),
  };
}

export type CarStore = ReturnType<typeof createCarStore>;
