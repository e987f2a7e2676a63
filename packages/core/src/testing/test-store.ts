import { vi, type Mock } from 'vitest';
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

type FakeApi = {
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
}: { storage?: KeyValueStorage; openEventStream?: OpenEventStream } = {}): TestStore {
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

/**
 * A test store with `session` open (a plain signed-in user unless said); the two ride lists
 * every session loads first answer empty.
 */
export function signedInStore(session = makeSession()) {
  const setup = makeTestStore();
  setup.api.services.listInProcess.mockResolvedValue([]);
  setup.api.services.listScheduled.mockResolvedValue([]);
  setup.store.dispatch(authActions.sessionValidated(session));
  return setup;
}
