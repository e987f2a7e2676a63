import { call, put, select } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { createFlow } from '../common/monitored-flow';
import { stayStatementFileName } from './api';
import type { StayDetail, StaysQuery } from './schemas';
import { roomsActions, selectStaysQuery } from './slice';

/** What reception does to the open stay. */
export type StayChange =
  { kind: 'settle'; id: number } | { kind: 'statement'; id: number; format: 'pdf' | 'csv' };

/**
 * Settling the open stay at check-out, or downloading its statement. One at a time
 * (`leading`). A settled stay is read again in the list: it may leave an 'open' filter.
 */
export const stayFlow = createFlow(
  'rooms/stay',
  function* (change: StayChange) {
    const { api, saveFile } = yield* dependencies();
    if (change.kind === 'statement') {
      const file: Blob = yield call(api.rooms.statement, change.id, change.format);
      yield call(saveFile, file, stayStatementFileName(change.id, change.format));
      return;
    }
    const stay: StayDetail = yield call(api.rooms.settle, change.id);
    yield put(roomsActions.stayLoaded(stay));
    const query: Partial<StaysQuery> = yield select(selectStaysQuery);
    yield put(roomsActions.staysRequested(query));
  },
  { idOf: ({ id }) => id },
);
