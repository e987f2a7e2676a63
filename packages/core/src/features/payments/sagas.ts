import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { loadFlow } from '../common/monitored-flow';
import { errorMessage } from '../../store/error-message';
import { selectRideAgrupationId } from '../rides/selectors';
import { paymentSelectionBlock } from './payment-rules';
import type { PaymentMethodList } from './schemas';
import {
  paymentsActions,
  selectPayments,
  type PaymentChangeKind,
  type PaymentsState,
} from './slice';

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

function* change(action: PayloadAction<{ kind: PaymentChangeKind; id: number }>) {
  const { api } = yield* dependencies();
  const { kind, id } = action.payload;
  const state: PaymentsState = yield select(selectPayments);
  if (state.agrupacionId === null) {
    yield put(paymentsActions.changeFailed('error.action_failed'));
    return;
  }
  if (kind === 'default') {
    // The aggregatable rule is core's; asking the server would only get the same answer.
    const blocked = paymentSelectionBlock(
      { methods: state.methods, aggregatable_payment_methods: state.aggregatable },
      id,
    );
    if (blocked) {
      yield put(paymentsActions.changeFailed(blocked));
      return;
    }
  }
  const body = { id, agrupacion_id: state.agrupacionId };
  const request =
    kind === 'default'
      ? api.payments.setDefault
      : kind === 'enable'
        ? api.payments.enable
        : api.payments.remove;
  try {
    const list: PaymentMethodList = yield call(request, body);
    yield put(paymentsActions.changeSucceeded(list));
  } catch (error) {
    yield put(paymentsActions.changeFailed(errorMessage(error)));
  }
}

/** Runs while a session is open. */
export function* paymentsSessionSaga() {
  yield takeLatest(paymentsActions.listRequested.type, loadList);
  // One change at a time: the list each answers is the base of the next.
  yield takeLeading(paymentsActions.changeRequested.type, change);
}
