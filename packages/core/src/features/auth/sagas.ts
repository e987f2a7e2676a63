import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { preloadSessionSagas } from '../../store/session-loader';
import { STORAGE_KEYS } from '../../store/storage';
import type { TokenValidResponse } from './schemas';
import { cacheSession, forgetCachedSession, readCachedSession } from './session-cache';
import { authActions, selectToken, SESSION_ENDED, type AuthState } from './slice';

function* checkStoredToken() {
  const { storage } = yield* dependencies();
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) {
    yield put(authActions.noStoredToken());
    return;
  }
  yield put(authActions.storedTokenFound(token));
  const cached = readCachedSession(storage, token);
  if (cached) yield call(openCachedSession, cached);
  else yield call(validateSession);
}

/**
 * A reload with the session token/valid gave last time: the screens draw from it as soon
 * as the session's sagas listen, and their requests leave beside the same check. The
 * server's answer decides as it does without the cache: a refused token ends the session
 * (even when a page's request has ended it first, so it ends the same way), a changed
 * session replaces the cached one. An answer never reopens a session that has ended
 * meanwhile, nor touches one begun since.
 */
function* openCachedSession(cached: TokenValidResponse) {
  const { api, storage } = yield* dependencies();
  const answer = api.auth.validateToken();
  // Read below, once the cached session is open; until then a refusal waits there.
  answer.catch(() => undefined);
  yield call(preloadSessionSagas);
  yield put(authActions.sessionValidated(cached));
  let session: TokenValidResponse | null;
  try {
    session = yield answer;
  } catch {
    session = null;
  }
  const current: string | null = yield select(selectToken);
  if (!session) {
    if (current === null || current === cached.auth_token) {
      yield put(authActions.tokenRejected());
    }
    return;
  }
  if (current !== cached.auth_token) return;
  storage.setItem(STORAGE_KEYS.token, session.auth_token);
  cacheSession(storage, session);
  if (JSON.stringify(session) !== JSON.stringify(cached)) {
    yield put(authActions.sessionValidated(session));
  }
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
    cacheSession(storage, session);
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

/** What the session changes of its user (profile, privacy, language) the kept copy follows. */
function* keepUserCached() {
  const { storage } = yield* dependencies();
  const { auth }: { auth: AuthState } = yield select();
  if (auth.session !== 'authenticated' || !auth.token || !auth.user) return;
  cacheSession(storage, {
    auth_token: auth.token,
    user: auth.user,
    exclusive_agrupation: auth.exclusiveGrouping,
    permissions: auth.permissions,
  });
}

function* forgetStoredToken() {
  const { storage } = yield* dependencies();
  storage.removeItem(STORAGE_KEYS.token);
  forgetCachedSession(storage);
}

export function* authSaga() {
  yield takeLatest(authActions.appStarted.type, checkStoredToken);
  yield takeLatest(authActions.tokenReceived.type, validateSession);
  yield takeEvery(authActions.logoutRequested.type, logout);
  yield takeEvery(authActions.userUpdated.type, keepUserCached);
  yield takeEvery(SESSION_ENDED, forgetStoredToken);
}
