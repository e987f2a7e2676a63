/**
 * The logged-in features' sagas (rides, services, hotel, wallets… with their schemas and
 * luxon) load in a chunk of their own, so a first screen without a session does not carry
 * them (issue #16). The token check loads them while it waits for the server.
 */
import type * as SessionSagas from './session-sagas';

export type SessionSagasModule = typeof SessionSagas;

let loaded: SessionSagasModule | null = null;
let loading: Promise<SessionSagasModule> | null = null;

export function loadSessionSagas(): Promise<SessionSagasModule> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./session-sagas').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk (a deploy in between, a dropped connection) is tried again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The module if it has arrived, so the session starts without waiting a tick. */
export const loadedSessionSagas = (): SessionSagasModule | null => loaded;

/** Tests build stores synchronously: they hand the module over up front. */
export function provideSessionSagas(module: SessionSagasModule): void {
  loaded = module;
}

/** Starts the load and never fails: the session scope tries again when it needs them. */
export function* preloadSessionSagas() {
  try {
    yield loadSessionSagas();
  } catch {
    /* retried by the session scope */
  }
}
