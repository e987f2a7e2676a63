import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { preloadSessionSagas } from '../../store/session-loader';
import { STORAGE_KEYS } from '../../store/storage';
import type { TokenValidResponse } from './schemas';
import { authActions, selectToken, SESSION_ENDED } from './slice';

function* checkStoredToken() {
  const { storage } = yield* dependencies();
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) {
    yield put(authActions.noStoredToken());
    return;
  }
  yield put(authActions.storedTokenFound(token));
  yield call(validateSession);
}

/** token/valid gives the user, the grouping and the permissions the guards need. */
function* validateSession() {
  const { api, storage } = yield* dependencies();
  try {
    // The session's sagas must be listening when it is validated; they load meanwhile.
    const [session]: [TokenValidResponse] = yield all([
      call(api.auth.validateToken),
      call(preloadSessionSagas),
    ]);
    storage.setItem(STORAGE_KEYS.token, session.auth_token);
    yield put(authActions.sessionValidated(session));
  } catch {
    yield put(authActions.tokenRejected());
  }
}

function* logout() {
  const { api } = yield* dependencies();
  const token: string | null = yield select(selectToken);
  if (token) {
    try {
      // Revokes the token on the server; the local log-out happens whatever it answers.
      yield call(api.auth.logout);
    } catch {
      /* already invalid or offline: nothing more to revoke */
    }
  }
  yield put(authActions.loggedOut());
}

function* forgetStoredToken() {
  const { storage } = yield* dependencies();
  storage.removeItem(STORAGE_KEYS.token);
}

export function* authSaga() {
  yield takeLatest(authActions.appStarted.type, checkStoredToken);
  yield takeLatest(authActions.tokenReceived.type, validateSession);
  yield takeEvery(authActions.logoutRequested.type, logout);
  yield takeEvery(SESSION_ENDED, forgetStoredToken);
}
