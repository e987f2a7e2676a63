import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { newIdempotencyKey } from '../../store/idempotency';
import type { User } from '../auth/schemas';
import { selectUser } from '../auth/slice';
import { bookRide, type BookingOutcome } from '../ride-request/booking';
import type { ProcessedRidesResponse, Ride, RideList } from '../rides/schemas';
import {
  KIOSK_QUEUE_RETRY_MS,
  KIOSK_QUEUE_STORAGE_KEY,
  isQueuedRideExpired,
  kioskRideDraft,
  readQueuedRide,
  serializeQueuedRide,
  type QueuedKioskRide,
} from './kiosk-queue';
import { HOTEL_LIVE_REFRESH_MS, KIOSK_RESULT_MS, kioskFollows } from './hotel-rules';
import type { HotelSettings } from './schemas';
import { hotelActions, selectHotelSettings, selectKiosk, type KioskState } from './slice';

/** The ride as it is now: in process while it runs, else among the finished ones. */
function* currentState(ride: Ride) {
  const { api } = yield* dependencies();
  const running: RideList = yield call(api.services.listInProcess);
  const found = running.find((item) => item.id === ride.id);
  if (found) return found;
  const done: ProcessedRidesResponse = yield call(api.services.listProcessed, {
    limit: 10,
    offset: 0,
  });
  return done.services.find((item) => item.id === ride.id) ?? ride;
}

/** Follows the kiosk's ride until the car picks up (or it ends), shows it a moment, then idle. */
function* followKioskRide(created: Ride) {
  let ride = created;
  yield put(hotelActions.kioskFollowing(ride));
  while (kioskFollows(ride)) {
    yield delay(HOTEL_LIVE_REFRESH_MS);
    try {
      ride = yield call(currentState, ride);
    } catch (error) {
      // A missed read is retried on the next tick; the kiosk keeps showing what it knew.
      console.warn('kiosk refresh', errorMessage(error));
      continue;
    }
    yield put(
      kioskFollows(ride) ? hotelActions.kioskFollowing(ride) : hotelActions.kioskEnded(ride),
    );
  }
  yield delay(KIOSK_RESULT_MS);
  yield put(hotelActions.kioskReset());
}

const connectionBack = (action: { type: string; payload?: unknown }) =>
  action.type === hotelActions.kioskConnectionChanged.type && action.payload === true;

/**
 * Sends the kiosk's ride with its key, or keeps it queued (in storage too) until the
 * connection is back or the next retry, then sends it again with the same key: the server
 * books it once. While the browser says it is offline nothing is tried; while it says
 * online but the server does not answer, every retry tries.
 */
function* sendKioskRide(ride: QueuedKioskRide) {
  const { storage } = yield* dependencies();
  for (;;) {
    if (isQueuedRideExpired(ride, new Date())) {
      storage.removeItem(KIOSK_QUEUE_STORAGE_KEY);
      yield put(hotelActions.kioskReset());
      return;
    }
    const kiosk: KioskState = yield select(selectKiosk);
    if (kiosk.online) {
      const outcome: BookingOutcome = yield call(bookRide, {
        booker: 'kiosk',
        draft: kioskRideDraft(ride),
        idempotencyKey: ride.key,
      });
      if (outcome.ok || !outcome.offline) storage.removeItem(KIOSK_QUEUE_STORAGE_KEY);
      if (outcome.ok) {
        yield call(followKioskRide, outcome.service);
        return;
      }
      if (!outcome.offline) {
        yield put(hotelActions.kioskBookFailed(outcome.message));
        return;
      }
    }
    storage.setItem(KIOSK_QUEUE_STORAGE_KEY, serializeQueuedRide(ride));
    yield put(hotelActions.kioskQueued(ride));
    yield race({ back: take(connectionBack), retry: delay(KIOSK_QUEUE_RETRY_MS) });
  }
}

/**
 * The kiosk's one tap: a ride now from the door for the typed room, followed until the car
 * picks up (or the request ends), shown for a moment, then back to idle. Without a
 * connection the tap is queued and sent when it is back.
 */
function* bookFromKiosk() {
  const settings: HotelSettings | null = yield select(selectHotelSettings);
  const user: User | null = yield select(selectUser);
  const kiosk: KioskState = yield select(selectKiosk);
  const room = kiosk.room.trim();
  if (room === '') {
    yield put(hotelActions.kioskBookFailed('ride.guest_name_required'));
    return;
  }
  if (!settings?.pickup || !user) {
    yield put(hotelActions.kioskBookFailed('hotel.pickup_missing'));
    return;
  }
  yield call(sendKioskRide, {
    key: newIdempotencyKey(),
    room,
    userId: user.id,
    groupingId: settings.agrupacion_id,
    door: settings.pickup,
    queuedAt: new Date().toISOString(),
  });
}

/** A ride queued before the kiosk reloaded (or was left) carries on where it stopped. */
function* resumeKioskRide() {
  const { storage } = yield* dependencies();
  const user: User | null = yield select(selectUser);
  if (!user) return;
  const ride = readQueuedRide(storage.getItem(KIOSK_QUEUE_STORAGE_KEY), {
    userId: user.id,
    now: new Date(),
  });
  if (!ride) {
    storage.removeItem(KIOSK_QUEUE_STORAGE_KEY);
    return;
  }
  yield call(sendKioskRide, ride);
}

/**
 * The kiosk's ride runs until it ends or the screen resets it (a new guest, leaving; a
 * queued ride stays stored and resumes when the kiosk opens again) or the guest cancels
 * the queued one, which is then forgotten.
 */
export function* kioskFlow(action: { type: string }) {
  const { storage } = yield* dependencies();
  const result: { cancelled?: unknown } = yield race({
    ride: call(action.type === hotelActions.kioskOpened.type ? resumeKioskRide : bookFromKiosk),
    reset: take(hotelActions.kioskReset.type),
    cancelled: take(hotelActions.kioskQueueCancelled.type),
  });
  if (result.cancelled) storage.removeItem(KIOSK_QUEUE_STORAGE_KEY);
}
