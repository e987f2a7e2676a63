import {
  combineReducers,
  configureStore,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call, cancel, fork, put, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { addressSearchSlice } from '../features/addresses/slice';
import { accountSaga } from '../features/auth/account-sagas';
import { accountActions, accountSlice } from '../features/auth/account-slice';
import { authSaga } from '../features/auth/sagas';
import { authSlice, SESSION_ENDED } from '../features/auth/slice';
import { clubSaga } from '../features/club/sagas';
import { clubSlice } from '../features/club/slice';
import { configSaga } from '../features/config/sagas';
import { configSlice } from '../features/config/slice';
import { contentSaga } from '../features/content/sagas';
import { contentSlice } from '../features/content/slice';
import { guestsSaga } from '../features/guests/sagas';
import { guestsSlice } from '../features/guests/slice';
import { hotelSlice } from '../features/hotel/slice';
import { paymentsSlice } from '../features/payments/slice';
import { pursesSlice } from '../features/purses/slice';
import { FARES_PATH, faresReducer } from '../features/fares/slice';
import { rideRequestSlice } from '../features/rides/slice';
import { roomsSlice } from '../features/rooms/slice';
import { servicesActions, servicesSlice } from '../features/services/slice';
import { employeesSlice } from '../features/employees/slice';
import { serviceTypesSlice } from '../features/service-types/slice';
import { ticketsSlice } from '../features/tickets/slice';
import { messagesSlice } from '../features/messages/slice';
import { DEPENDENCIES, type StoreDependencies } from './dependencies';
import { errorMessage } from './error-message';
import { loadSessionSagas, loadedSessionSagas, type SessionSagasModule } from './session-loader';

const slices = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [configSlice.reducerPath]: configSlice.reducer,
  [servicesSlice.reducerPath]: servicesSlice.reducer,
  [rideRequestSlice.reducerPath]: rideRequestSlice.reducer,
  [FARES_PATH]: faresReducer,
  [addressSearchSlice.reducerPath]: addressSearchSlice.reducer,
  [hotelSlice.reducerPath]: hotelSlice.reducer,
  [guestsSlice.reducerPath]: guestsSlice.reducer,
  [clubSlice.reducerPath]: clubSlice.reducer,
  [paymentsSlice.reducerPath]: paymentsSlice.reducer,
  [pursesSlice.reducerPath]: pursesSlice.reducer,
  [employeesSlice.reducerPath]: employeesSlice.reducer,
  [serviceTypesSlice.reducerPath]: serviceTypesSlice.reducer,
  [ticketsSlice.reducerPath]: ticketsSlice.reducer,
  [messagesSlice.reducerPath]: messagesSlice.reducer,
  [accountSlice.reducerPath]: accountSlice.reducer,
  [contentSlice.reducerPath]: contentSlice.reducer,
  [roomsSlice.reducerPath]: roomsSlice.reducer,
});

export type RootState = ReturnType<typeof slices>;

/** State that outlives a session: the grouping's branding stays after log-out. */
const KEPT_AFTER_SESSION = ['auth', 'config', 'content'] as const;

const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState => {
  if (state && SESSION_ENDED.includes(action.type)) {
    const kept = Object.fromEntries(KEPT_AFTER_SESSION.map((key) => [key, state[key]]));
    return slices(kept as Partial<RootState> as RootState, action);
  }
  return slices(state, action);
};

function* sessionScope() {
  while (true) {
    yield take(authSlice.actions.sessionValidated.type);
    // Loaded by the token check before it validates the session, so usually already here:
    // forking at once means no action of the new session goes by unheard.
    const sagas: SessionSagasModule = loadedSessionSagas() ?? (yield call(loadSessionSagas));
    const session: Task = yield fork(sagas.sessionSagas);
    yield take(SESSION_ENDED);
    yield cancel(session);
  }
}

/**
 * A shared trip is for everyone, but following it takes the services' sagas and their
 * schemas: they come from the sagas' chunk when a trip is asked for, not with every page.
 */
function* sharedTripSaga() {
  yield takeLatest(
    servicesActions.sharedTripRequested.type,
    function* (action: PayloadAction<string>) {
      let sagas: SessionSagasModule;
      try {
        sagas = loadedSessionSagas() ?? (yield call(loadSessionSagas));
      } catch (error) {
        yield put(servicesActions.sharedTripFailed(errorMessage(error)));
        return;
      }
      yield call(sagas.sharedTrip, action);
    },
  );
}

export function* rootSaga() {
  yield all([
    fork(authSaga),
    fork(accountSaga),
    fork(configSaga),
    fork(guestsSaga),
    fork(clubSaga),
    fork(contentSaga),
    fork(sharedTripSaga),
    fork(sessionScope),
  ]);
}

export interface MakeStoreOptions {
  dependencies: StoreDependencies;
  preloadedState?: Partial<RootState>;
}

/** The one store factory, used by the apps and by tests alike. */
export function makeStore({ dependencies, preloadedState }: MakeStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { [DEPENDENCIES]: dependencies } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // A chosen image file rides in its upload action to the saga, never into state.
        serializableCheck: { ignoredActions: [accountActions.profileImageUploadRequested.type] },
      }).concat(sagaMiddleware),
  });
  const sagaTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
