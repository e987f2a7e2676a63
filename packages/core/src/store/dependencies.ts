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
}

export const DEPENDENCIES = 'dependencies';

/** `const { api } = yield* dependencies()` inside a saga. */
export function* dependencies(): Generator<
  ReturnType<typeof getContext>,
  StoreDependencies,
  StoreDependencies
> {
  return yield getContext(DEPENDENCIES);
}
