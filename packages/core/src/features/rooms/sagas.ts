import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { failed } from '../../store/action-result';
import { loadFlow } from '../common/monitored-flow';
import type { RoomRequestList, StayDetail, StayList, StaysQuery } from './schemas';
import { roomsActions } from './slice';
import { deskFlow, stayFlow } from './stay-flow';

const loadStays = loadFlow(
  'stays load failed',
  roomsActions.staysFailed,
  function* (action: PayloadAction<Partial<StaysQuery>>) {
    const { api } = yield* dependencies();
    const list: StayList = yield call(api.rooms.stays, action.payload);
    yield put(roomsActions.staysLoaded(list));
  },
);

/** Opening a stay starts afresh; if it cannot be read, the stay's card says why. */
function* loadStay(action: PayloadAction<number>) {
  yield put(stayFlow.reset());
  const { api } = yield* dependencies();
  try {
    const stay: StayDetail = yield call(api.rooms.stay, action.payload);
    yield put(roomsActions.stayLoaded(stay));
  } catch (error) {
    yield put(stayFlow.failed(failed(stayFlow.name, action.payload, error)));
  }
}

/** The requests waiting at the desk; a failed read keeps the last list. */
function* loadRequests() {
  const { api } = yield* dependencies();
  try {
    const list: RoomRequestList = yield call(api.rooms.requests);
    yield put(roomsActions.requestsLoaded(list.requests));
  } catch (error) {
    console.warn('room requests', error);
  }
}

/** The hotel's stays on the room account, while its staff are signed in. */
export function* roomsSessionSaga() {
  yield all([
    takeLatest(roomsActions.staysRequested.type, loadStays),
    takeLatest(roomsActions.stayRequested.type, loadStay),
    takeLatest(roomsActions.requestsRequested.type, loadRequests),
    fork(stayFlow.saga),
    fork(deskFlow.saga),
  ]);
}
