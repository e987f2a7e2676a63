import { select, take } from 'redux-saga/effects';
import { configActions, selectConfigStatus } from '../config/slice';
import { selectRideGroupingId } from './selectors';

/**
 * The ride grouping's id for a screen's first read. At an app's start token/valid and the
 * domain's configuration are asked together and either may answer first (the former
 * often does on a busy machine): a user with no exclusive grouping has none until the
 * configuration arrives, so this waits for it rather than failing the read. Null only when
 * the configuration came (or failed) without one.
 */
export function* groupingIdWhenKnown() {
  for (;;) {
    const id: number | null = yield select(selectRideGroupingId);
    if (id !== null) return id;
    const status: string = yield select(selectConfigStatus);
    if (status === 'loaded' || status === 'failed') return null;
    yield take([configActions.loaded.type, configActions.failed.type]);
  }
}
