import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../api/api-error';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import type { AuthenticateResponse } from '../auth/schemas';
import { authActions } from '../auth/slice';
import type { GuestHotel, GuestStay } from '../hotel/schemas';
import type { GuestCodeSent, GuestSignInRequest, GuestSignupRequest } from './schemas';
import { guestsActions } from './slice';

function* loadHotel(action: PayloadAction<string>) {
  const { api } = yield* dependencies();
  try {
    const hotel: GuestHotel = yield call(api.hotel.guestHotel, action.payload);
    yield put(guestsActions.hotelLoaded(hotel));
  } catch {
    yield put(guestsActions.hotelFailed());
  }
}

function* failed(error: unknown) {
  yield put(
    guestsActions.signupFailed({
      error: errorMessage(error),
      errors: isApiError(error) && error.status === 422 ? error.errors : [],
    }),
  );
}

/**
 * A room card's signup logs a new guest in at once, through the ordinary token check; the
 * same person on the same card gets a code sent to them instead (never a second account).
 */
function* signUp(action: PayloadAction<GuestSignupRequest>) {
  const { api } = yield* dependencies();
  try {
    const answer: AuthenticateResponse | GuestCodeSent = yield call(
      api.hotel.guestSignup,
      action.payload,
    );
    if ('code_sent' in answer) {
      yield put(guestsActions.codeSent(answer.code_sent));
      return;
    }
    yield put(guestsActions.signupSucceeded());
    yield put(authActions.tokenReceived(answer.token));
  } catch (error) {
    yield* failed(error);
  }
}

function* signIn(action: PayloadAction<GuestSignInRequest>) {
  const { api } = yield* dependencies();
  try {
    const session: AuthenticateResponse = yield call(api.hotel.guestSignIn, action.payload);
    yield put(guestsActions.signupSucceeded());
    yield put(authActions.tokenReceived(session.token));
  } catch (error) {
    yield* failed(error);
  }
}

/** The guest's stay; a failure only leaves the pickup for the guest to type. */
function* loadStay() {
  const { api } = yield* dependencies();
  try {
    const stay: GuestStay = yield call(api.hotel.guestStay);
    yield put(guestsActions.stayLoaded(stay));
  } catch (error) {
    console.warn('guest stay', errorMessage(error));
  }
}

/** Asking for the room account: the stay comes back 'pending' (or already approved). */
function* requestRoomAccount() {
  const { api } = yield* dependencies();
  try {
    const stay: GuestStay = yield call(api.hotel.roomRequest);
    yield put(guestsActions.stayLoaded(stay));
  } catch (error) {
    console.warn('room request', errorMessage(error));
  }
}

/** Visitors sign up here, so these run outside any session. */
export function* guestsSaga() {
  yield takeLatest(guestsActions.hotelRequested.type, loadHotel);
  yield takeLeading(guestsActions.signupRequested.type, signUp);
  yield takeLeading(guestsActions.signInRequested.type, signIn);
  yield takeLatest(guestsActions.stayRequested.type, loadStay);
  yield takeLeading(guestsActions.roomAccountRequested.type, requestRoomAccount);
}
