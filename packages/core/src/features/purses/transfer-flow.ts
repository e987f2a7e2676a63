import { call, put, select } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { createFlow, type FlowSuccess } from '../common/monitored-flow';
import { toCents } from '../common/money';
import { attemptKey, toPurseView } from './money-move';
import type { PurseOperationResponse } from './schemas';
import {
  pursesActions,
  selectTransferAttempt,
  type MoneyMoveAttempt,
  type TransferRequest,
} from './slice';

/**
 * Sending money to another user's wallet (spec §2 /purses). `leading`: a double click moves
 * the money once; a retry of the same body after a failure reuses its Idempotency-Key. The
 * success carries the amount that left, in cents (`params.cents`), for its confirmation.
 */
export const transferFlow = createFlow('purses/transfer', function* (request: TransferRequest) {
  const { api } = yield* dependencies();
  const body = { to: request.to.trim(), amount: request.amount };
  const serialized = JSON.stringify(body);
  const previous: MoneyMoveAttempt | null = yield select(selectTransferAttempt);
  const key = attemptKey(previous, serialized);
  yield put(pursesActions.transferAttempted({ key, body: serialized }));
  const result: PurseOperationResponse = yield call(api.purses.transfer, body, key);
  yield put(pursesActions.transferSucceeded(toPurseView(result.purse)));
  yield put(pursesActions.movementsRequested());
  // The movement is negative: money left the wallet.
  return { params: { cents: -toCents(result.movement.amount) } } satisfies FlowSuccess;
});
