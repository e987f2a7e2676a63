import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { loadFlow } from '../common/monitored-flow';
import { selectRideAgrupationId } from '../rides/selectors';
import { paymentChangeFlow } from './change-flow';
import type { PaymentMethodList } from './schemas';
import { paymentsActions } from './slice';

const loadList = loadFlow(
  'payment methods load failed',
  paymentsActions.listFailed,
  function* (action: PayloadAction<number | undefined>) {
    const { api } = yield* dependencies();
    const agrupacionId: number | null = action.payload ?? (yield select(selectRideAgrupationId));
    if (agrupacionId === null) throw new Error('no grouping to list payment methods for');
    const list: PaymentMethodList = yield call(api.payments.list, agrupacionId);
    yield put(paymentsActions.listLoaded({ agrupacionId, list }));
  },
);

/** Runs while a session is open. */
export function* paymentsSessionSaga() {
  yield takeLatest(paymentsActions.listRequested.type, loadList);
  yield fork(paymentChangeFlow.saga);
}
