/**
 * The lobby kiosk's offline queue: a ride asked while the connection is down is
 * kept, with the idempotency key of that tap, in the kiosk's storage (a reload must not lose
 * it) and sent when the connection is back. The key makes the server book it once however
 * many times it is sent, even when an earlier attempt reached it and only the answer was lost.
 */
import { z } from 'zod';
import type { BookingDraft } from '../ride-request/booking';
import { hotelPickupSchema } from './schemas';

/** Where the kiosk keeps its queued ride between reloads. */
export const KIOSK_QUEUE_STORAGE_KEY = 'parada.kiosk_queue';

/**
 * A queued ride older than this is dropped instead of sent: the guest who asked for it has
 * long gone (by then on foot or in another taxi). Well inside the 24 h the server keeps a key.
 */
export const KIOSK_QUEUE_MAX_AGE_MS = 30 * 60_000;

/**
 * How often a queued ride is tried again without the browser saying the connection is back
 * (the Wi-Fi is up but the server is not reachable, which fires no `online` event).
 */
export const KIOSK_QUEUE_RETRY_MS = 10_000;

export const queuedKioskRideSchema = z.object({
  /** The Idempotency-Key of the guest's tap: every attempt sends this one. */
  key: z.string().min(8).max(100),
  room: z.string().trim().min(1).max(100),
  /** The staff account the kiosk runs under: another account never sends it. */
  userId: z.number().int(),
  groupingId: z.number().int(),
  door: hotelPickupSchema,
  queuedAt: z.iso.datetime({ offset: true }),
});
export type QueuedKioskRide = z.infer<typeof queuedKioskRideSchema>;

export const isQueuedRideExpired = (ride: QueuedKioskRide, now: Date): boolean =>
  now.getTime() - Date.parse(ride.queuedAt) > KIOSK_QUEUE_MAX_AGE_MS;

export const serializeQueuedRide = (ride: QueuedKioskRide): string => JSON.stringify(ride);

/**
 * The queued ride the kiosk may still send, from what storage holds: nothing, something
 * unreadable (edited by hand, an older format), another account's ride or an expired one
 * all read as "no ride queued".
 */
export function readQueuedRide(
  raw: string | null,
  { userId, now }: { userId: number; now: Date },
): QueuedKioskRide | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = queuedKioskRideSchema.safeParse(value);
  if (!parsed.success) return null;
  const ride = parsed.data;
  if (ride.userId !== userId || isQueuedRideExpired(ride, now)) return null;
  return ride;
}

/** The kiosk's ride: now, from the door, the door standing in for the destination. */
export const kioskRideDraft = (ride: QueuedKioskRide): BookingDraft => ({
  groupingId: ride.groupingId,
  origin: ride.door,
  destination: ride.door,
  travelerName: ride.room,
});
