import { describe, expect, it } from 'vitest';
import { RIDE_STATUS } from '@parada/core';
import { makeRide } from '@parada/core/testing';
import { liveBoxes } from './live-boxes';

const TAXI = {
  avatar: null,
  name: 'Jordi Puig',
  plate: '4821 LKM',
  model: 'Toyota Corolla',
  telephone: '+34600111222',
  latitude: 41.39,
  longitude: 2.165,
};

describe('the boxes beside the hotel form', () => {
  const moving = makeRide({ id: 10, status_code: RIDE_STATUS.DRIVER_ON_THE_WAY, taxi: TAXI });
  const cancelled = makeRide({
    id: 11,
    status_code: RIDE_STATUS.CANCELLED_BY_OPERATOR,
    taxi: TAXI,
  });

  it('show a cancelled ride while it is the latest and not yet seen', () => {
    expect(liveBoxes([moving, cancelled], []).map((ride) => ride.id)).toEqual([10, 11]);
  });

  it('drop it once reception saw it, or once a later ride was asked for', () => {
    expect(liveBoxes([moving, cancelled], [11]).map((ride) => ride.id)).toEqual([10]);
    const later = makeRide({ id: 12, status_code: RIDE_STATUS.SEARCHING, taxi: null });
    expect(liveBoxes([moving, cancelled, later], []).map((ride) => ride.id)).toEqual([10]);
  });

  it('never show a completed ride', () => {
    const done = makeRide({ id: 13, status_code: RIDE_STATUS.COMPLETED, taxi: TAXI });
    expect(liveBoxes([done], [])).toEqual([]);
  });
});
