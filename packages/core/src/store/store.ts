import {
  configureStore,
  createAction,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call, cancel, fork, put, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { addressSearchSlice } from '../features/addresses/slice';
import { accountSaga } from '../features/auth/account-sagas';
import { accountFlows } from '../features/auth/account-flows';
import { authSaga } from '../features/auth/sagas';
import { authSlice, SESSION_ENDED } from '../features/auth/slice';
import { clubSaga } from '../features/club/sagas';
import type { clubSlice } from '../features/club/slice';
import { configSaga } from '../features/config/sagas';
import { contentSaga } from '../features/content/sagas';
import { guestsSaga } from '../features/guests/sagas';
import type { guestsSlice } from '../features/guests/slice';
import type { hotelSlice } from '../features/hotel/slice';
import type { paymentsSlice } from '../features/payments/slice';
import type { pursesSlice } from '../features/purses/slice';
import type { FaresState } from '../features/fares/slice';
import type { rideRequestSlice } from '../features/ride-request/slice';
import type { roomsSlice } from '../features/rooms/slice';
import type { ridesSlice } from '../features/rides/slice';
import { SHARED_TRIP_ACTIONS } from '../features/rides/rides-state';
import type { employeesSlice } from '../features/employees/slice';
import type { rideTypesSlice } from '../features/ride-types/slice';
import type { ticketsSlice } from '../features/tickets/slice';
import type { messagesSlice } from '../features/messages/slice';
import { DEPENDENCIES, type StoreDependencies } from './dependencies';
import { errorMessage } from './error-message';
import { featureReducer } from './root-reducer';
import { loadSessionSagas, loadedSessionSagas, type SessionSagasModule } from './session-loader';

/** The slices that join the store with their feature's module (`featureReducer`). */
type InjectedSlice =
  | typeof ridesSlice
  | typeof rideRequestSlice
  | typeof addressSearchSlice
  | typeof hotelSlice
  | typeof guestsSlice
  | typeof clubSlice
  | typeof paymentsSlice
  | typeof pursesSlice
  | typeof employeesSlice
  | typeof rideTypesSlice
  | typeof ticketsSlice
  | typeof messagesSlice
  | typeof roomsSlice;

/**
 * The whole state as the app's code sees it. An injected slice is missing until its
 * module has loaded, and only that module's selectors read it (they answer its initial
 * state until then), so its key is typed as present.
 */
export type RootState = ReturnType<typeof featureReducer> & {
  [S in InjectedSlice as S['reducerPath']]: ReturnType<S['reducer']>;
} & { fares: FaresState };

/** State that outlives a session: the grouping's branding stays after log-out. */
const KEPT_AFTER_SESSION = ['auth', 'config', 'content'] as const;

/**
 * The state a signed-in screen was drawn from on the server (`readDrawnState`), taken as
 * the store's own before the app's first render. Only the slices present by then are
 * kept: the app loads the drawn page's modules, which bring theirs, before it dispatches.
 */
export const drawnStateReceived = createAction<Partial<RootState>>('store/drawnStateReceived');

const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState => {
  if (drawnStateReceived.match(action)) {
    return featureReducer(action.payload as RootState, action) as RootState;
  }
  if (state && SESSION_ENDED.includes(action.type)) {
    const kept = Object.fromEntries(KEPT_AFTER_SESSION.map((key) => [key, state[key]]));
    return featureReducer(kept as Partial<RootState> as RootState, action) as RootState;
  }
  return featureReducer(state, action) as RootState;
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
  yield takeLatest(SHARED_TRIP_ACTIONS.requested, function* (action: PayloadAction<string>) {
    let sagas: SessionSagasModule;
    try {
      sagas = loadedSessionSagas() ?? (yield call(loadSessionSagas));
    } catch (error) {
      yield put({ type: SHARED_TRIP_ACTIONS.failed, payload: errorMessage(error) });
      return;
    }
    yield call(sagas.sharedTrip, action);
  });
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
        serializableCheck: { ignoredActions: [accountFlows.profileImage.trigger.type] },
      }).concat(sagaMiddleware),
  });
  const sagaTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
