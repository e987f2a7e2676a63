import { describe, expect, it } from 'vitest';
import type { DriverRide, QueuedStep } from '@parada/core';
import { withQueuedSteps } from './use-driver';

const ride = { id: 7, status_code: 3 } as DriverRide;
const step = (rideId: number, action: QueuedStep['action']): QueuedStep => ({
  key: `${rideId}-${action}`,
  rideId,
  action,
  at: '2026-11-29T10:00:00Z',
});

describe('the ride as the phone knows it', () => {
  it('moves on with the steps still queued for it, and only those', () => {
    expect(withQueuedSteps(ride, [])).toBe(ride);
    expect(withQueuedSteps(ride, [step(7, 'arrive')])?.status_code).toBe(10);
    expect(withQueuedSteps(ride, [step(7, 'arrive'), step(7, 'start')])?.status_code).toBe(7);
    expect(withQueuedSteps(ride, [step(8, 'finish')])).toBe(ride);
    expect(withQueuedSteps(null, [step(7, 'arrive')])).toBeNull();
  });
});
