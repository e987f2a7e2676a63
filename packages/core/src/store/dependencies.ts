import { getContext } from 'redux-saga/effects';
import type { Api } from '../api/create-api';
import type { KeyValueStorage } from './storage';

/** What sagas reach the outside world through; tests pass their own. */
export interface StoreDependencies {
  api: Api;
  storage: KeyValueStorage;
  /** A number in [0, 1): the random locator of spec §8 and idempotency keys. */
  random: () => number;
  /** Hands a downloaded file to the user (the browser's download in the apps). */
  saveFile: (file: Blob, filename: string) => void;
  /** Server-Sent Events, which core cannot open itself (no browser globals); absent = poll only. */
  openEventStream?: OpenEventStream;
}

/** What an event stream reports; `onError` means it is closed for good (no silent retry). */
export interface EventStreamHandlers {
  onOpen: () => void;
  onMessage: (data: string) => void;
  onError: () => void;
}

/**
 * Opens the SSE stream at an API path (relative to the API base, like the client's calls)
 * with the query given, and returns what closes it.
 */
export type OpenEventStream = (
  path: string,
  query: Readonly<Record<string, string>>,
  handlers: EventStreamHandlers,
) => () => void;

export const DEPENDENCIES = 'dependencies';

/** `const { api } = yield* dependencies()` inside a saga. */
export function* dependencies(): Generator<
  ReturnType<typeof getContext>,
  StoreDependencies,
  StoreDependencies
> {
  return yield getContext(DEPENDENCIES);
}
