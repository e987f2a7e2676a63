import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { languageShown } from '../../store/language-shown';
import type { GroupingSearchResponse } from '../groupings/schemas';
import { selectRideGroupingId } from '../ride-request/selectors';
import {
  rideRequestActions,
  selectRideRequest,
  type RideRequestState,
} from '../ride-request/slice';
import { discountCheckFlow } from './discount-flow';
import { randomLocator } from './fare-stack';
import { faresActions, selectFares, type FaresState } from './slice';

/** Prices the ride at the top level of the picker, with the locator if one was entered. */
function* searchFares() {
  const { api, random } = yield* dependencies();
  const ride: RideRequestState = yield select(selectRideRequest);
  const groupingId: number | null = yield select(selectRideGroupingId);
  if (!ride.origin || !ride.destination || groupingId === null) return;
  const fares: FaresState = yield select(selectFares);
  yield put(faresActions.searchRequested());
  try {
    const response: GroupingSearchResponse = yield call(api.groupings.search, {
      agrupacion_id: groupingId,
      origin: { latitude: ride.origin.latitude, longitude: ride.origin.longitude },
      destination: { latitude: ride.destination.latitude, longitude: ride.destination.longitude },
      passengers: ride.passengers,
      ...(ride.schedule
        ? { fecha_servicio_diferido: `${ride.schedule.date} ${ride.schedule.time}` }
        : {}),
      ...(fares.locator ? { locator: fares.locator } : {}),
    });
    yield put(faresActions.loaded(response.agrupations));
  } catch (error) {
    yield put(
      faresActions.failed({ error: errorMessage(error), locator: String(randomLocator(random)) }),
    );
  }
}

/** What changes a price: the route, the passengers, now or later, a discount code or locator. */
const REPRICING = [
  rideRequestActions.addressChosen.type,
  rideRequestActions.passengersChanged.type,
  rideRequestActions.scheduleChosen.type,
  rideRequestActions.scheduleCleared.type,
  faresActions.locatorEntered.type,
  // The fares' names, extras and price lines are worded in the reader's language.
  languageShown.type,
];

export function* faresSessionSaga() {
  yield takeLatest(REPRICING, searchFares);
  yield fork(discountCheckFlow.saga);
}
