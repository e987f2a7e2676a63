import type { BoardCar, ConsoleEvent } from '@parada/core';

export type CarListener = (cars: ReadonlyMap<number, BoardCar>, moved: readonly number[]) => void;

/**
 * The operator's cars outside React: a position a second for hundreds of cars would
 * re-render the board for each one. The map subscribes and moves its markers itself; a
 * move arriving between two frames is drawn once, at the next frame.
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
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  };

  return {
    /** Every car as the board read them: states and positions start again from here. */
    reset(next: readonly BoardCar[]) {
      cars.clear();
      for (const car of next) {
        cars.set(car.driver_id, car);
        pending.add(car.driver_id);
      }
      schedule();
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
      schedule();
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
