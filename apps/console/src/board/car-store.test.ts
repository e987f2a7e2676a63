import type { BoardCar } from '@parada/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOVE_BATCH_MS, createCarStore } from './car-store';

const car = (id: number, state: BoardCar['state'] = 'free'): BoardCar => ({
  driver_id: id,
  name: `Driver ${id}`,
  plate: `${id} BCN`,
  state,
  latitude: 41.38,
  longitude: 2.17,
  heading: null,
  online_since: null,
});

describe('the car store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the map a board read at the next frame, and moves of known cars together later', () => {
    const store = createCarStore();
    const seen: number[][] = [];
    store.subscribe((_cars, moved) => seen.push([...moved]));
    store.reset([car(1), car(2, 'busy')]);
    vi.advanceTimersByTime(20);
    expect(seen.at(-1)).toEqual([1, 2]);

    const move = (id: number, latitude: number) =>
      store.move({ type: 'car', driver_id: id, latitude, longitude: 2.18, heading: 90 });
    move(1, 41.39);
    move(2, 41.4);
    move(3, 41.41);
    vi.advanceTimersByTime(MOVE_BATCH_MS - 20);
    expect(seen).toHaveLength(2);
    vi.advanceTimersByTime(60);
    // One drawing for both moves; a car the board has not listed yet waits for the board.
    expect(seen).toHaveLength(3);
    expect(seen.at(-1)).toEqual([1, 2]);
    expect(store.get(2)).toMatchObject({ latitude: 41.4, longitude: 2.18, state: 'busy' });
    expect(store.get(3)).toBeUndefined();
  });
});
