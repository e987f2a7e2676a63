import { describe, expect, it } from 'vitest';
import { makeDriverRide } from './driver-api-stand-in';
import {
  driversActions as actions,
  driversSlice,
  initialDriversState,
  selectShownReceipt,
  withQueuedSteps,
  type DriversState,
} from './slice';
import type { QueuedStep } from './step-queue';

const ride = makeDriverRide({ id: 7, status_code: 3 });
const step = (rideId: number, action: QueuedStep['action']): QueuedStep => ({
  key: `${rideId}-${action}`,
  rideId,
  action,
  at: '2026-11-29T10:00:00Z',
});
const reduce = (
  state: DriversState,
  ...actionsDone: Parameters<typeof driversSlice.reducer>[1][]
) => actionsDone.reduce(driversSlice.reducer, state);

describe('the ride as the phone knows it', () => {
  it('moves on with the steps still queued for it, and only those', () => {
    expect(withQueuedSteps(ride, [])).toBe(ride);
    expect(withQueuedSteps(ride, [step(7, 'arrive')])?.status_code).toBe(10);
    expect(withQueuedSteps(ride, [step(7, 'arrive'), step(7, 'start')])?.status_code).toBe(7);
    expect(withQueuedSteps(ride, [step(8, 'finish')])).toBe(ride);
    expect(withQueuedSteps(null, [step(7, 'arrive')])).toBeNull();
  });
});

describe("the driver's slice", () => {
  const onRide = reduce(initialDriversState, actions.offerTaken(ride));

  it('keeps a ride the server forgot while its steps wait on the phone', () => {
    const waiting = reduce(onRide, actions.pendingChanged([step(7, 'finish')]));
    expect(reduce(waiting, actions.ridesLoaded({ offer: null, current: null })).current?.id).toBe(
      7,
    );
    expect(reduce(onRide, actions.ridesLoaded({ offer: null, current: null })).current).toBeNull();
  });

  it('takes what the server applied as the ride state, and says each refusal once', () => {
    const refused = { step: step(7, 'start'), message: 'error.status_transition' };
    const flushed = { sent: [step(7, 'arrive')], refused: [refused], pending: [] };
    const state = reduce(onRide, actions.stepsFlushed(flushed), actions.stepsFlushed(flushed));
    expect(state.current?.status_code).toBe(10);
    expect(state.refusals).toEqual([refused]);
    expect(reduce(state, actions.refusalDismissed('7-start')).refusals).toEqual([]);
  });

  it('shows no receipt for a completion the server refused', () => {
    const shown = reduce(onRide, actions.receiptShown({ ...ride, status_code: 8 }));
    expect(selectShownReceipt({ drivers: shown })?.id).toBe(7);
    const refused = reduce(
      shown,
      actions.stepsFlushed({
        sent: [],
        refused: [{ step: step(7, 'finish'), message: 'error.status_transition' }],
        pending: [],
      }),
    );
    expect(selectShownReceipt({ drivers: refused })).toBeNull();
  });

  it('closes the receipt and leaves the ride once nothing of it waits', () => {
    const shown = reduce(onRide, actions.receiptShown({ ...ride, status_code: 8 }));
    const closed = reduce(shown, actions.receiptClosed());
    expect(closed.receipt).toBeNull();
    expect(closed.current).toBeNull();
    const waiting = reduce(
      shown,
      actions.pendingChanged([step(7, 'finish')]),
      actions.receiptClosed(),
    );
    expect(waiting.current?.id).toBe(7);
  });

  it('forgets the session on sign-out but not the signal or the location answer', () => {
    const state = reduce(
      onRide,
      actions.online(false),
      actions.location('refused'),
      actions.failed('x'),
      actions.signedOut(),
    );
    expect(state).toEqual({ ...initialDriversState, online: false, location: 'refused' });
  });
});
