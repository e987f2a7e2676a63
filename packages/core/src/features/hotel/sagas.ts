import type { PayloadAction } from '@reduxjs/toolkit';
import { DateTime } from 'luxon';
import {
  all,
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { loadFlow } from '../common/monitored-flow';
import { errorMessage } from '../../store/error-message';
import { newIdempotencyKey } from '../../store/idempotency';
import type { User } from '../auth/schemas';
import { selectStartRoute, selectUser } from '../auth/slice';
import type { RouteName } from '../roles/routes';
import { HOTEL_HISTORY_REFRESH_MS } from '../config/constants';
import {
  rideRequestActions,
  selectRideRequest,
  type RideRequestState,
} from '../ride-request/slice';
import { bookRide, type BookingOutcome } from '../ride-request/booking';
import type { ProcessedRidesResponse, Ride } from '../rides/schemas';
import { selectInProcessRides, ridesActions } from '../rides/slice';
import { validateRideRequest } from '../ride-request/ride-rules';
import type { MessageKey } from '../validation/messages';
import { FINISHED_TODAY_LIMIT, HOTEL_LIVE_REFRESH_MS, hotelToday } from './hotel-rules';
import type { HotelSettings } from './schemas';
import {
  hotelActions,
  selectFinishedToday,
  selectHotelRide,
  selectHotelSettings,
  type HotelRideSubmission,
  type HotelRideVariant,
} from './slice';
import { kioskFlow } from './kiosk-sagas';
import { hotelSettingsFlow, kioskLeaveFlow } from './settings-flow';

const loadSettings = loadFlow('hotel settings', hotelActions.settingsFailed, function* () {
  const { api } = yield* dependencies();
  const settings: HotelSettings = yield call(api.hotel.settings);
  yield put(hotelActions.settingsLoaded(settings));
});

/**
 * A hotel ride, from the hotel's door in the hotel's grouping (no fare picker: the server
 * prices it). Without a destination (pedir_ahora, or none chosen where it is optional) the
 * door stands in and the driver meters the trip; pedir_destino needs one.
 */
function* sendHotelRide(action: PayloadAction<{ variant: HotelRideVariant }>) {
  const { variant } = action.payload;
  const settings: HotelSettings | null = yield select(selectHotelSettings);
  const user: User | null = yield select(selectUser);
  const ride: RideRequestState = yield select(selectRideRequest);
  const submission: HotelRideSubmission = yield select(selectHotelRide);
  if (!settings?.pickup || !user) {
    yield put(hotelActions.rideFailed({ message: 'hotel.pickup_missing' }));
    return;
  }
  const door = settings.pickup;
  const destination =
    variant === 'now'
      ? door
      : variant === 'destination'
        ? ride.destination
        : (ride.destination ?? door);
  const schedule = variant === 'later' ? ride.schedule : null;
  const now: DateTime = yield call(() => DateTime.now());
  const issues = validateRideRequest(
    {
      origin: door,
      destination,
      passengers: ride.passengers,
      grouping: { id: settings.agrupacion_id },
      schedule,
      traveler: ride.traveler,
      requiresTravelerName: true,
      extraData: ride.extraData,
    },
    { now, zone: settings.time_zone },
  );
  if (variant === 'later' && !schedule) {
    issues.push({ field: 'schedule', key: 'ride.date_time_required' });
  }
  // Reception charging a room must name it; the server says the same.
  const found: { field: string; key: MessageKey }[] = [...issues];
  if (ride.roomCharge && !ride.roomCharge.room?.trim()) {
    found.push({ field: 'room_charge.room', key: 'room.room_required' });
  }
  const [first] = found;
  if (first || !destination) {
    yield put(
      hotelActions.rideFailed({
        message: first?.key ?? 'ride.destination_required',
        errors: found.map((issue) => ({ field: issue.field, message: issue.key })),
      }),
    );
    return;
  }
  const idempotencyKey = submission.idempotencyKey ?? newIdempotencyKey();
  yield put(hotelActions.rideKeyIssued(idempotencyKey));
  const outcome: BookingOutcome = yield call(bookRide, {
    booker: 'hotel',
    idempotencyKey,
    draft: {
      groupingId: settings.agrupacion_id,
      origin: { ...door, extraData: ride.extraData },
      destination,
      passengers: ride.passengers,
      travelerName: ride.traveler.name,
      travelerPhone: ride.traveler.phone,
      schedule,
      roomCharge: ride.roomCharge,
    },
  });
  if (!outcome.ok) {
    yield put(hotelActions.rideFailed({ message: outcome.message, errors: outcome.errors }));
    return;
  }
  yield put(hotelActions.rideSent(outcome.service));
  yield put(rideRequestActions.submitSucceeded(outcome.service));
}

/** While a hotel screen is open its rides are re-read often: status and driver move fast. */
function* followHotelRides() {
  yield race({
    refresh: call(function* () {
      // Rides that ended today are re-read at the history's pace, not every few seconds.
      const everyHistory = Math.max(
        1,
        Math.round(HOTEL_HISTORY_REFRESH_MS / HOTEL_LIVE_REFRESH_MS),
      );
      let loadedFinished = false;
      for (let tick = 0; ; tick += 1) {
        const before: Ride[] = yield select(selectInProcessRides);
        yield put(ridesActions.refreshRequested());
        // Until today's finished rides are read once, they are read beside the lists rather
        // than after them: the screen shows both together, so one round trip, not two.
        const readingFinished: boolean = !loadedFinished;
        const [, readBeside]: [unknown, boolean] = yield all([
          // Bounded: a refresh asked before the session's sagas listen is never answered.
          race({
            read: take([ridesActions.listsLoaded.type, ridesActions.listsFailed.type]),
            late: delay(HOTEL_LIVE_REFRESH_MS),
          }),
          readingFinished ? call(loadFinishedToday) : false,
        ]);
        if (readingFinished) loadedFinished = readBeside;
        const after: Ride[] = yield select(selectInProcessRides);
        // A ride that just left the in-process list has ended: read it back among today's
        // finished ones now, or staff would lose it from the list until the next slow read.
        const left = before.filter((ride) => !after.some((item) => item.id === ride.id));
        const ended = left.length > 0;
        if (ended) yield call(keepUntilReadBack, left);
        if (ended || (!readingFinished && tick % everyHistory === 0)) {
          loadedFinished = yield call(loadFinishedToday);
        }
        yield delay(HOTEL_LIVE_REFRESH_MS);
      }
    }),
    closed: take(hotelActions.liveClosed.type),
  });
}

/**
 * Until today's finished rides are read back, a ride that left the in-process list stays
 * among them as last seen: otherwise it blinks out of today's list, and a dialog following
 * it closes and opens again, for one round trip.
 */
function* keepUntilReadBack(left: Ride[]) {
  const finished: Ride[] = yield select(selectFinishedToday);
  const unknown = left.filter((ride) => !finished.some((item) => item.id === ride.id));
  if (unknown.length > 0) yield put(hotelActions.finishedTodayLoaded([...unknown, ...finished]));
}

/** Today's ended rides of the hotel; false while the hotel's zone is not known yet. */
function* loadFinishedToday() {
  const { api } = yield* dependencies();
  const settings: HotelSettings | null = yield select(selectHotelSettings);
  if (!settings) return false;
  try {
    const page: ProcessedRidesResponse = yield call(api.services.listProcessed, {
      start_date: hotelToday(new Date(), settings.time_zone),
      limit: FINISHED_TODAY_LIMIT,
      offset: 0,
    });
    yield put(hotelActions.finishedTodayLoaded(page.services));
  } catch (error) {
    console.warn("today's finished rides", errorMessage(error));
  }
  return true;
}

/** hotel_history reloads every 40 s while it is open (spec §2, §9). */
function* refreshHistory() {
  yield race({
    refresh: call(function* () {
      // Opened on the first page with no filter; each refresh then re-reads the page and the
      // filter the staff chose (paging and a date filter).
      yield put(ridesActions.historyRequested({ offset: 0, filters: {} }));
      while (true) {
        yield delay(HOTEL_HISTORY_REFRESH_MS);
        yield put(ridesActions.historyRequested());
      }
    }),
    closed: take(hotelActions.historyClosed.type),
  });
}

/** Hotel screens' side effects; they live with the session like every other timer. */
/**
 * A visit that opened at the hotel's home asks for the hotel's settings (its door, its
 * room charges) and today's finished rides as soon as the session's sagas listen, beside
 * the page's chunk, as My trips does its first page: the server draws the screen from
 * them, and the app's first render finds them.
 */
function* startHotelHome() {
  const route: RouteName | null = yield select(selectStartRoute);
  // Already in the store when the app starts from a screen the server drew with them.
  const kept: HotelSettings | null = yield select(selectHotelSettings);
  if (route !== 'hotel_home' || kept) return;
  yield call(loadSettings);
  const loaded: HotelSettings | null = yield select(selectHotelSettings);
  if (loaded) yield call(loadFinishedToday);
}

export function* hotelSessionSaga() {
  yield fork(startHotelHome);
  yield takeLatest(hotelActions.settingsRequested.type, loadSettings);
  yield fork(hotelSettingsFlow.saga);
  yield fork(kioskLeaveFlow.saga);
  yield takeLeading(hotelActions.rideRequested.type, sendHotelRide);
  yield takeLatest(hotelActions.liveOpened.type, followHotelRides);
  yield takeLatest(hotelActions.historyOpened.type, refreshHistory);
  yield takeLeading(
    [hotelActions.kioskBookRequested.type, hotelActions.kioskOpened.type],
    kioskFlow,
  );
}
