import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, takeLatest } from 'redux-saga/effects';
import type { Language } from '../config/constants';
import { dependencies } from '../../store/dependencies';
import { accountFlows } from './account-flows';
import { accountActions } from './account-slice';
import { authSchemas, type AuthSchemas } from './load-schemas';
import type { AccountSessions, Profile } from './schemas';
import { authActions } from './slice';

/**
 * Whether a sign-up's email is free, asked as the user leaves the field. A malformed
 * address is not asked about (the form's own rule speaks); a failed call says nothing, and
 * the sign-up itself still refuses a taken address.
 */
function* checkEmail({ payload }: PayloadAction<string>) {
  const { api } = yield* dependencies();
  const { emailAvailableRequestSchema }: AuthSchemas =
    authSchemas.loaded() ?? (yield call(authSchemas.load));
  const parsed = emailAvailableRequestSchema.safeParse({ value: payload });
  if (!parsed.success) {
    yield put(accountActions.emailChecked({ email: payload, available: null }));
    return;
  }
  try {
    const { available }: { available: boolean } = yield call(
      api.auth.isEmailAvailable,
      parsed.data,
    );
    yield put(accountActions.emailChecked({ email: payload, available }));
  } catch {
    yield put(accountActions.emailChecked({ email: payload, available: null }));
  }
}

/**
 * Stores the language on the account; the switch has already changed the screen and this
 * browser remembers it, so a failure only means emails keep the previous language.
 */
function* saveLanguage({ payload }: PayloadAction<Language>) {
  const { api } = yield* dependencies();
  try {
    yield call(api.auth.saveLanguage, payload);
    yield put(authActions.userUpdated({ language: payload }));
  } catch {
    // Kept in this browser; the next switch tries again.
  }
}

function* loadProfile() {
  const { api } = yield* dependencies();
  try {
    const profile: Profile = yield call(api.auth.getProfile);
    yield put(accountActions.profileLoaded(profile));
  } catch {
    yield put(accountActions.profileFailed());
  }
}

function* loadSessions() {
  const { api } = yield* dependencies();
  try {
    const { sessions }: AccountSessions = yield call(api.auth.getSessions);
    yield put(accountActions.sessionsLoaded(sessions));
  } catch {
    yield put(accountActions.sessionsFailed());
  }
}

/**
 * Account sagas outside the session scope: most flows belong to visitors (sign-up,
 * recovery, activation).
 */
export function* accountSaga() {
  yield all(Object.values(accountFlows).map((flow) => fork(flow.saga)));
  yield takeLatest(accountActions.emailCheckRequested.type, checkEmail);
  yield takeLatest(accountActions.profileRequested.type, loadProfile);
  yield takeLatest(accountActions.sessionsRequested.type, loadSessions);
  yield takeLatest(accountActions.languageChosen.type, saveLanguage);
}
