/**
 * The driver app's store: core's Redux store with the drivers slice and its sagas. A store
 * of its own, because the driver signs in with a driver token, never a customer's session
 * (DESIGN §4): none of the customer's slices or session sagas belong on a driver's phone.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createApiClient } from '../../api/client';
import type { MessageKey } from '../validation/messages';
import type { KeyValueStorage } from '../../store/storage';
import { createDriverApi, type DriverApi } from './api';
import { positionSocketUrl } from './position-socket';
import { DRIVER_DEPENDENCIES, DRIVER_STORAGE, driverSaga, type DriverDependencies } from './sagas';
import { driversActions, driversSlice, type DriversState } from './slice';

export interface MakeDriverStoreOptions {
  dependencies: DriverDependencies;
  preloadedState?: { drivers: DriversState };
}

export function makeDriverStore({ dependencies, preloadedState }: MakeDriverStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({
    context: { [DRIVER_DEPENDENCIES]: dependencies },
  });
  const store = configureStore({
    reducer: { drivers: driversSlice.reducer },
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const sagaTask = sagaMiddleware.run(driverSaga);
  return Object.assign(store, { sagaTask });
}

export type DriverStore = ReturnType<typeof makeDriverStore>;
export type DriverRootState = ReturnType<DriverStore['getState']>;
export type DriverDispatch = DriverStore['dispatch'];

export interface DriverEnvironment extends Omit<
  DriverDependencies,
  'api' | 'socketUrl' | 'storage' | 'newKey'
> {
  /** Where the API is, absolute: `${origin}/api/`. */
  baseUrl: string;
  storage: KeyValueStorage;
  newKey?: () => string;
  getLanguage: () => string;
  /** Whether the phone has signal as the app opens. */
  online?: boolean;
  translate?: (key: MessageKey) => string;
  fetch?: typeof fetch;
}

/**
 * Wires the driver's API client (the driver token from storage) to a driver store, and
 * opens the session: read from the server when a token is kept, else the sign-in.
 */
export function createDriverParada(environment: DriverEnvironment) {
  const { baseUrl, storage, getLanguage, online = true, translate, fetch, ...rest } = environment;
  const client = createApiClient({
    baseUrl,
    getToken: () => storage.getItem(DRIVER_STORAGE.token),
    getGrouping: () => null,
    getLanguage,
    timeoutMs: 10_000,
    ...(translate ? { translate } : {}),
    ...(fetch ? { fetch } : {}),
  });
  const api: DriverApi = createDriverApi(client);
  const store = makeDriverStore({
    dependencies: {
      ...rest,
      api,
      storage,
      newKey: environment.newKey ?? (() => globalThis.crypto.randomUUID()),
      socketUrl: () => positionSocketUrl(baseUrl, getLanguage()),
    },
  });
  store.dispatch(
    driversActions.appStarted({
      signedIn: storage.getItem(DRIVER_STORAGE.token) != null,
      online,
    }),
  );
  return { store, api };
}

export type DriverParada = ReturnType<typeof createDriverParada>;
