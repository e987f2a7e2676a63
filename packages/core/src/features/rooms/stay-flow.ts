import { call, put, select } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { createFlow } from '../common/monitored-flow';
import { stayStatementFileName } from './api';
import type { RoomRequestApprove, StayDetail, StayRegister, StaysQuery } from './schemas';
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

/** What reception answers or registers at the desk: a stay, or a guest's request. */
export type DeskChange =
  | { kind: 'register'; stay: StayRegister }
  | { kind: 'approve'; id: number; dates: RoomRequestApprove }
  | { kind: 'refuse'; id: number };

/**
 * Registering a stay, or approving or refusing a guest's request for the room account;
 * then the requests and the stays are read again (an approval may open a stay).
 */
export const deskFlow = createFlow(
  'rooms/desk',
  function* (change: DeskChange) {
    const { api } = yield* dependencies();
    if (change.kind === 'register') yield call(api.rooms.register, change.stay);
    else if (change.kind === 'approve') yield call(api.rooms.approve, change.id, change.dates);
    else yield call(api.rooms.refuse, change.id);
    yield put(roomsActions.requestsRequested());
    const query: Partial<StaysQuery> = yield select(selectStaysQuery);
    yield put(roomsActions.staysRequested(query));
    return {
      key:
        change.kind === 'register'
          ? 'success.stay_registered'
          : change.kind === 'approve'
            ? 'success.request_approved'
            : 'success.request_refused',
      id: change.kind === 'register' ? null : change.id,
    };
  },
  { idOf: (change) => (change.kind === 'register' ? null : change.id) },
);
