import { describe, expect, it } from 'vitest';
import { rideRequestActions } from '../ride-request/slice';
import { hotelActions, hotelSlice } from './slice';

const reduce = hotelSlice.reducer;

describe("reception's ride key", () => {
  const refused = [
    hotelActions.rideRequested({ variant: 'now' }),
    hotelActions.rideKeyIssued('key-1'),
    hotelActions.rideFailed({ message: 'room.limit_exceeded' }),
  ].reduce(reduce, reduce(undefined, { type: 'init' }));

  it('is kept after a failure, so a retry of the same request is the same request', () => {
    expect(refused.ride.idempotencyKey).toBe('key-1');
    const retried = reduce(refused, hotelActions.rideRequested({ variant: 'now' }));
    expect(retried.ride.idempotencyKey).toBe('key-1');
  });

  it.each([
    ['another destination', rideRequestActions.addressCleared('destination')],
    ['another time', rideRequestActions.scheduleCleared()],
    ['another room', rideRequestActions.roomChargeChanged(null)],
  ])('is dropped by an edit of the draft: %s', (_edit, action) => {
    expect(reduce(refused, action).ride.idempotencyKey).toBeNull();
  });

  it('is not dropped by what is not an edit of the draft', () => {
    expect(reduce(refused, rideRequestActions.focusChanged('origin')).ride.idempotencyKey).toBe(
      'key-1',
    );
  });
});
