import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { languageShown } from '../../store/language-shown';
import { loadFlow } from '../common/monitored-flow';
import { groupingIdWhenKnown } from '../ride-request/grouping-saga';
import { paymentChangeFlow } from './change-flow';
import type { PaymentMethodList } from './schemas';
import { paymentsActions, selectPayments } from './slice';

const loadList = loadFlow(
  'payment methods load failed',
  paymentsActions.listFailed,
  function* (action: PayloadAction<number | undefined>) {
    const { api } = yield* dependencies();
    const groupingId: number | null = action.payload ?? (yield call(groupingIdWhenKnown));
    if (groupingId === null) throw new Error('no grouping to list payment methods for');
    const list: PaymentMethodList = yield call(api.payments.list, groupingId);
    yield put(paymentsActions.listLoaded({ groupingId, list }));
  },
);

/** The methods' names are worded in the reader's language: a loaded list is read again. */
function* relist() {
  const { groupingId }: { groupingId: number | null } = yield select(selectPayments);
  if (groupingId !== null) yield put(paymentsActions.listRequested(groupingId));
}

/** Runs while a session is open. */
export function* paymentsSessionSaga() {
  yield takeLatest(paymentsActions.listRequested.type, loadList);
  yield takeLatest(languageShown.type, relist);
  yield fork(paymentChangeFlow.saga);
}
