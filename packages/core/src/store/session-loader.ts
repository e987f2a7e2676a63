/**
 * The logged-in features' sagas (rides, services, hotel, wallets… with their schemas and
 * luxon) load in a chunk of their own, so a first screen without a session does not carry
 * them. The token check loads them while it waits for the server.
 */
import type * as SessionSagas from './session-sagas';
import { lazyModule } from './lazy-module';

export type SessionSagasModule = typeof SessionSagas;

const sessionSagas = lazyModule<SessionSagasModule>(() => import('./session-sagas'));

export const loadSessionSagas = sessionSagas.load;
export const loadedSessionSagas = sessionSagas.loaded;
export const provideSessionSagas = sessionSagas.provide;

/** Starts the load and never fails: the session scope tries again when it needs them. */
export function* preloadSessionSagas() {
  try {
    yield loadSessionSagas();
  } catch {
    /* retried by the session scope */
  }
}
