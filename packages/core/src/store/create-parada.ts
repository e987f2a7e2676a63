import { createApiClient, type ApiClient } from '../api/client';
import { createApi, type Api } from '../api/create-api';
import { authActions } from '../features/auth/slice';
import type { MessageKey } from '../features/validation/messages';
import { makeStore, type AppStore } from './store';
import type { OpenEventStream } from './dependencies';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

export interface ParadaEnvironment {
  /** Where the API is: `${origin}/api/` (VITE_API_URL in the apps). */
  baseUrl: string;
  storage: KeyValueStorage;
  /** The page reload the spec asks for after a failed logo update. */
  reload: () => void;
  saveFile: (file: Blob, filename: string) => void;
  /** Live updates; without it the lists refresh on the 60 s poll only. */
  openEventStream?: OpenEventStream;
  getLanguage?: () => string | null | undefined;
  translate?: (key: MessageKey) => string;
  random?: () => number;
  fetch?: typeof fetch;
}

export interface Parada {
  store: AppStore;
  client: ApiClient;
  api: Api;
}

/**
 * Wires one API client to one store: the client reads the token and grouping from the
 * store, and a 401 on a live session ends it in the store.
 */
export function createParada(environment: ParadaEnvironment): Parada {
  const { storage } = environment;
  let store: AppStore | null = null;
  const client = createApiClient({
    baseUrl: environment.baseUrl,
    getToken: () => store?.getState().auth.token ?? null,
    getGrouping: () =>
      store?.getState().config.configuration?.permalink ?? storage.getItem(STORAGE_KEYS.grouping),
    getLanguage: environment.getLanguage,
    onLogoUpdateFailed: environment.reload,
    // Only a session still open ends: a 401 answering a request of one that has ended
    // since (logged out, or refused by its token check) says nothing more.
    onSessionExpired: (message) => {
      if (store?.getState().auth.token) store.dispatch(authActions.sessionExpired(message));
    },
    ...(environment.translate ? { translate: environment.translate } : {}),
    ...(environment.fetch ? { fetch: environment.fetch } : {}),
  });
  const api = createApi(client);
  store = makeStore({
    dependencies: {
      api,
      storage,
      random: environment.random ?? Math.random,
      saveFile: environment.saveFile,
      ...(environment.openEventStream ? { openEventStream: environment.openEventStream } : {}),
    },
  });
  return { store, client, api };
}
