import { describe, expect, it } from 'vitest';
import { ApiError, isConnectionLost } from '../../api/api-error';
import {
  KIOSK_QUEUE_MAX_AGE_MS,
  isQueuedRideExpired,
  kioskRideDraft,
  readQueuedRide,
  serializeQueuedRide,
  type QueuedKioskRide,
} from './kiosk-queue';

const ride: QueuedKioskRide = {
  key: '0b8a5d0e-3c59-4a57-9d1c-4a6f1a0e2f11',
  room: '214',
  userId: 5,
  groupingId: 7,
  door: { name: 'Passeig de Gràcia 68', latitude: 41.3926, longitude: 2.1639 },
  queuedAt: '2026-11-23T18:00:00.000Z',
};
const now = new Date('2026-11-23T18:05:00.000Z');

describe('the kiosk offline queue', () => {
  it('reads back what it stored, key included', () => {
    expect(readQueuedRide(serializeQueuedRide(ride), { userId: 5, now })).toEqual(ride);
  });

  it('reads nothing, garbage, another format or another account as no ride queued', () => {
    expect(readQueuedRide(null, { userId: 5, now })).toBeNull();
    expect(readQueuedRide('{not json', { userId: 5, now })).toBeNull();
    expect(readQueuedRide('"214"', { userId: 5, now })).toBeNull();
    expect(readQueuedRide(JSON.stringify({ ...ride, key: '' }), { userId: 5, now })).toBeNull();
    expect(readQueuedRide(JSON.stringify({ ...ride, room: '  ' }), { userId: 5, now })).toBeNull();
    expect(
      readQueuedRide(JSON.stringify({ ...ride, door: { name: 'x' } }), { userId: 5, now }),
    ).toBeNull();
    expect(readQueuedRide(serializeQueuedRide(ride), { userId: 6, now })).toBeNull();
  });

  it('drops a ride queued longer ago than the guest would still wait', () => {
    const limit = new Date(Date.parse(ride.queuedAt) + KIOSK_QUEUE_MAX_AGE_MS);
    expect(isQueuedRideExpired(ride, limit)).toBe(false);
    const later = new Date(limit.getTime() + 1);
    expect(isQueuedRideExpired(ride, later)).toBe(true);
    expect(readQueuedRide(serializeQueuedRide(ride), { userId: 5, now: later })).toBeNull();
  });

  it('books from the door for the room, the door standing in for the destination', () => {
    expect(kioskRideDraft(ride)).toEqual({
      groupingId: 7,
      origin: ride.door,
      destination: ride.door,
      travelerName: '214',
    });
  });

  it('tells a call that got no answer from one the server refused', () => {
    expect(isConnectionLost(new ApiError('Error', 0))).toBe(true);
    expect(isConnectionLost(new ApiError('Bad', 422))).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
  });
});
