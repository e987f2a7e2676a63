import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { loadFlow } from '../common/monitored-flow';
import { groupingIdWhenKnown } from '../ride-request/grouping-saga';
import { paymentChangeFlow } from './change-flow';
import type { PaymentMethodList } from './schemas';
import { paymentsActions } from './slice';

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

/** Runs while a session is open. */
export function* paymentsSessionSaga() {
  yield takeLatest(paymentsActions.listRequested.type, loadList);
  yield fork(paymentChangeFlow.saga);
}
