import type { PayloadAction } from '@reduxjs/toolkit';
import { DateTime } from 'luxon';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { newIdempotencyKey } from '../../store/idempotency';
import type { GeocodeResponse } from '../addresses/schemas';
import type { User } from '../auth/schemas';
import { selectUser } from '../auth/slice';
import { selectChosenGrouping, selectFares, type FaresState } from '../fares/slice';
import type { Grouping } from '../groupings/schemas';
import { selectScheduledCount } from '../roles/menu-badges';
import { appliedFare } from '../fares/fare-stack';
import { bookRide, type BookingOutcome } from './booking';
import { needsScheduledConfirmation, rideCreationBlock, validateRideRequest } from './ride-rules';
import { selectRideGroupingId } from './selectors';
import { rideRequestActions, selectRideRequest, type RideRequestState } from './slice';

function* submitRide(action: PayloadAction<{ confirmed?: boolean } | undefined>) {
  const ride: RideRequestState = yield select(selectRideRequest);
  const user: User | null = yield select(selectUser);
  const groupingId: number | null = yield select(selectRideGroupingId);
  const grouping: Grouping | null = yield select(selectChosenGrouping);
  const fares: FaresState = yield select(selectFares);

  const block = rideCreationBlock(groupingId, ride.origin);
  if (block || !user || groupingId === null) {
    yield put(
      rideRequestActions.submitFailed(
        block?.dialog === null
          ? { dialog: 'edit_address_', message: block.message }
          : { dialog: 'agurpation_faile', message: 'ride.agurpation_faile' },
      ),
    );
    return;
  }

  const now: DateTime = yield call(() => DateTime.now());
  const issues = validateRideRequest(
    {
      origin: ride.origin,
      destination: ride.destination,
      passengers: ride.passengers,
      grouping,
      schedule: ride.schedule,
      traveler: ride.traveler,
      extraData: ride.extraData,
      stops: ride.stops,
    },
    { now },
  );
  const [first] = issues;
  const { origin, destination } = ride;
  if (first || !origin || !destination) {
    yield put(
      rideRequestActions.submitFailed({
        dialog: null,
        message: first?.key ?? 'ride.origin_required',
        errors: issues.map((issue) => ({ field: issue.field, message: issue.key })),
      }),
    );
    return;
  }

  // Another booking on top of those already held makes several: the user confirms first.
  const scheduledCount: number = yield select(selectScheduledCount);
  if (
    ride.bookingFor === null &&
    ride.schedule &&
    needsScheduledConfirmation(scheduledCount + 1) &&
    !action.payload?.confirmed
  ) {
    yield put(rideRequestActions.confirmationNeeded());
    return;
  }

  const idempotencyKey = ride.submission.idempotencyKey ?? newIdempotencyKey();
  yield put(rideRequestActions.idempotencyKeyIssued(idempotencyKey));
  const outcome: BookingOutcome = yield call(bookRide, {
    booker: ride.bookingFor !== null ? 'operator' : user.is_employee ? 'employee' : 'client',
    bookingFor: ride.bookingFor,
    idempotencyKey,
    draft: {
      groupingId: grouping?.id ?? groupingId,
      origin: { ...origin, extraData: ride.extraData },
      destination,
      extraDestinations: ride.stops,
      passengers: ride.passengers,
      travelerName: ride.traveler.name,
      travelerPhone: ride.traveler.phone,
      fare: appliedFare(grouping?.fare, ride.schedule !== null),
      schedule: ride.schedule,
      paymentMethodId: ride.paymentMethodId,
      roomCharge: ride.roomCharge,
      locator: fares.locator,
    },
  });
  if (outcome.ok) {
    yield put(rideRequestActions.submitSucceeded(outcome.service));
    return;
  }
  // The all_request_faile dialog: the server's 422 list, or the failure's message.
  yield put(
    rideRequestActions.submitFailed({
      dialog: 'all_request_faile',
      message: outcome.message,
      errors: outcome.errors,
    }),
  );
}

/** The browser's position becomes the box's address, named by the reverse geocoder. */
function* locate(
  action: PayloadAction<{ field: 'origin' | 'destination'; latitude: number; longitude: number }>,
) {
  const { api } = yield* dependencies();
  const { latitude, longitude } = action.payload;
  try {
    const response: GeocodeResponse = yield call(api.addresses.reverse, {
      position: { latitude, longitude },
    });
    const [place] = response.addresses;
    if (!place) {
      yield put(rideRequestActions.locateFailed('error.not_found'));
      return;
    }
    // The user stood here: keep their position, not the named place's centre.
    yield put(
      rideRequestActions.addressChosen({
        name: place.name,
        latitude,
        longitude,
        alias: null,
        favorite: false,
      }),
    );
  } catch (error) {
    yield put(rideRequestActions.locateFailed(errorMessage(error)));
  }
}

export function* rideRequestSessionSaga() {
  // takeLeading: a double click sends one request.
  yield takeLeading(rideRequestActions.submitRequested.type, submitRide);
  yield takeLatest(rideRequestActions.positionLocated.type, locate);
}
