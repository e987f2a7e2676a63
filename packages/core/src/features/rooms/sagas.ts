import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { stayStatementFileName } from './api';
import type { StayDetail, StayList, StaysQuery } from './schemas';
import { roomsActions, selectStaysQuery } from './slice';

function* loadStays(action: PayloadAction<Partial<StaysQuery>>) {
  const { api } = yield* dependencies();
  try {
    const list: StayList = yield call(api.rooms.stays, action.payload);
    yield put(roomsActions.staysLoaded(list));
  } catch {
    yield put(roomsActions.staysFailed());
  }
}

function* loadStay(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    const stay: StayDetail = yield call(api.rooms.stay, action.payload);
    yield put(roomsActions.stayLoaded(stay));
  } catch (error) {
    yield put(roomsActions.actionFailed(errorMessage(error)));
  }
}

/** Settles the stay, then reads the list again: a settled stay may leave an 'open' filter. */
function* settle(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    const stay: StayDetail = yield call(api.rooms.settle, action.payload);
    yield put(roomsActions.stayLoaded(stay));
    yield put(roomsActions.actionDone());
    const query: Partial<StaysQuery> = yield select(selectStaysQuery);
    yield put(roomsActions.staysRequested(query));
  } catch (error) {
    yield put(roomsActions.actionFailed(errorMessage(error)));
  }
}

function* downloadStatement(action: PayloadAction<{ id: number; format: 'pdf' | 'csv' }>) {
  const { api, saveFile } = yield* dependencies();
  const { id, format } = action.payload;
  try {
    const file: Blob = yield call(api.rooms.statement, id, format);
    yield call(saveFile, file, stayStatementFileName(id, format));
    yield put(roomsActions.actionDone());
  } catch (error) {
    yield put(roomsActions.actionFailed(errorMessage(error)));
  }
}

/** The hotel's stays on the room account (#19), while its staff are signed in. */
export function* roomsSessionSaga() {
  yield all([
    takeLatest(roomsActions.staysRequested.type, loadStays),
    takeLatest(roomsActions.stayRequested.type, loadStay),
    takeLeading(roomsActions.settleRequested.type, settle),
    takeLeading(roomsActions.statementRequested.type, downloadStatement),
  ]);
}
