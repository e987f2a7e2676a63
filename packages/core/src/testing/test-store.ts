import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Api } from '../api/create-api';
import type { OpenEventStream, StoreDependencies } from '../store/dependencies';
import * as schemas from '../features/auth/schemas';
import { authSchemas } from '../features/auth/load-schemas';
import * as sessionSagas from '../store/session-sagas';
import { provideSessionSagas } from '../store/session-loader';
import { makeStore, type AppStore } from '../store/store';
import { memoryStorage, type KeyValueStorage } from '../store/storage';
import { authActions } from '../features/auth/slice';
import { makeSession } from './factories';

export type FakeApi = {
  [Group in keyof Api]: {
    [Call in keyof Api[Group]]: Mock<Extract<Api[Group][Call], (...args: never[]) => unknown>>;
  };
};

/**
 * An Api whose every call is a vi.fn() that never settles unless a test says so. The real
 * client is tested against a real server (api/client.test.ts); here the sagas' decisions are.
 */
// Stores here are built and logged in synchronously: the session's sagas and the account
// schemas are at hand.
provideSessionSagas(sessionSagas);
authSchemas.provide(schemas);

function fakeApi(): FakeApi {
  const never = () => new Promise<never>(() => {});
  const groups = new Map<PropertyKey, Record<PropertyKey, Mock>>();
  return new Proxy({} as FakeApi, {
    get: (_target, group) => {
      if (!groups.has(group)) {
        const calls: Record<PropertyKey, Mock> = {};
        groups.set(
          group,
          new Proxy(calls, { get: (target, name) => (target[name] ??= vi.fn(never)) }),
        );
      }
      return groups.get(group);
    },
  });
}

export type TestStore = {
  store: AppStore;
  api: FakeApi;
  storage: KeyValueStorage;
  saveFile: Mock<StoreDependencies['saveFile']>;
};

export function makeTestStore({
  storage = memoryStorage(),
  openEventStream,
}: {
  storage?: KeyValueStorage | undefined;
  openEventStream?: OpenEventStream | undefined;
} = {}): TestStore {
  const api = fakeApi();
  const saveFile = vi.fn<StoreDependencies['saveFile']>();
  const store = makeStore({
    dependencies: {
      api: api as unknown as Api,
      storage,
      random: () => 0.5,
      saveFile,
      ...(openEventStream ? { openEventStream } : {}),
    },
  });
  return { store, api, storage, saveFile };
}

/** What a signed-in test store starts with besides the session. */
export interface SignedInOptions {
  storage?: KeyValueStorage | undefined;
  openEventStream?: OpenEventStream | undefined;
  /**
   * The fake API's answers the session's first loads need: set before the session opens,
   * since the sagas it starts call the API at once.
   */
  answers?: (api: FakeApi) => void;
}

/**
 * A test store with `session` open (a plain signed-in user unless said); the two ride lists
 * every session loads first answer empty unless `answers` says otherwise.
 */
export function signedInStore(
  session = makeSession(),
  { storage, openEventStream, answers }: SignedInOptions = {},
): TestStore {
  const setup = makeTestStore({ storage, openEventStream });
  setup.api.services.listInProcess.mockResolvedValue([]);
  setup.api.services.listScheduled.mockResolvedValue([]);
  answers?.(setup.api);
  setup.store.dispatch(authActions.sessionValidated(session));
  return setup;
}

/**
 * Sagas wait (debounces, refresh intervals, retries, polls): their tests run on fake timers,
 * fresh for each test so no timer leaks from one to the next. Call inside a `describe`.
 */
export function fakeTimersInEachTest(now?: string) {
  beforeEach(() => {
    vi.useFakeTimers();
    if (now) vi.setSystemTime(new Date(now));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * A signed-in store that has asked for what a test reads (`asks`, dispatched in order) and
 * had the fake API's `answers` land: run under fake timers (`fakeTimersInEachTest`).
 */
export async function settledStore(
  session = makeSession(),
  { asks = [], ...options }: SignedInOptions & { asks?: readonly UnknownAction[] } = {},
): Promise<TestStore> {
  const setup = signedInStore(session, options);
  for (const action of asks) setup.store.dispatch(action);
  await vi.advanceTimersByTimeAsync(0);
  return setup;
}
