import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import { isApiError } from '../../api/api-error';
import { dependencies } from '../../store/dependencies';
import { loadFlow, readFlow } from '../common/monitored-flow';
import { errorMessage } from '../../store/error-message';
import { toMovementView, toPurseView } from './money-move';
import type { Purse, PurseMovementsResponse, PurseRechargeStatus, PurseRecipient } from './schemas';
import { pursesActions, selectPurseMovements, type PursesState } from './slice';
import { rechargeFlow } from './recharge-flow';
import { transferFlow } from './transfer-flow';

const loadPurse = loadFlow('purse load failed', pursesActions.purseFailed, function* () {
  const { api } = yield* dependencies();
  const purse: Purse = yield call(api.purses.get);
  yield put(pursesActions.purseLoaded(toPurseView(purse)));
});

const loadMovements = loadFlow(
  'purse movements load failed',
  pursesActions.movementsFailed,
  function* () {
    const { api } = yield* dependencies();
    const { offset, limit }: PursesState['movements'] = yield select(selectPurseMovements);
    const page: PurseMovementsResponse = yield call(api.purses.movements, { offset, limit });
    yield put(
      pursesActions.movementsLoaded({
        items: page.movements.map(toMovementView),
        total: page.total,
      }),
    );
  },
);

/** Balance and the first page of movements (after the screen opens and after money moves). */
function* refresh() {
  yield all([call(loadPurse), put(pursesActions.movementsRequested())]);
}

const resolveRecipient = readFlow(
  (error, { payload: to }: PayloadAction<string>) => pursesActions.recipientFailed({ to, error }),
  function* ({ payload: to }) {
    const { api } = yield* dependencies();
    const recipient: PurseRecipient = yield call(api.purses.recipient, to);
    yield put(pursesActions.recipientResolved({ to, name: recipient.name }));
  },
);

/** How long a returned recharge is followed before the page says it is still pending. */
export const RETURN_POLL_MS = 2000;
const RETURN_POLLS = 30;

/**
 * Back from the card provider's bank page: ask the payment's status until it is final
 * (the server asks the provider too, and credits once, as the webhook would), then show
 * the new balance. Still pending after a minute, it stays pending on screen: the webhook
 * credits it whenever the provider tells.
 */
function* followReturnedRecharge(action: PayloadAction<string>) {
  const { api } = yield* dependencies();
  for (let poll = 0; poll < RETURN_POLLS; poll += 1) {
    try {
      const answer: { status: PurseRechargeStatus } = yield call(
        api.purses.rechargeStatus,
        action.payload,
      );
      if (answer.status === 'succeeded' || answer.status === 'failed') {
        yield put(pursesActions.rechargeReturnSettled({ status: answer.status }));
        if (answer.status === 'succeeded') {
          yield put(pursesActions.purseRequested());
          yield put(pursesActions.movementsRequested());
        }
        return;
      }
    } catch (error) {
      // Not this user's payment, or no such payment: nothing to wait for.
      if (isApiError(error) && error.status === 404) {
        yield put(
          pursesActions.rechargeReturnSettled({ status: 'failed', error: errorMessage(error) }),
        );
        return;
      }
    }
    yield delay(RETURN_POLL_MS);
  }
}

/** Runs while a session is open. */
export function* pursesSessionSaga() {
  yield all([
    takeLatest(pursesActions.purseRequested.type, refresh),
    takeLatest(pursesActions.movementsRequested.type, loadMovements),
    takeLatest(pursesActions.recipientRequested.type, resolveRecipient),
    // Each `leading`: a double click moves the money once.
    fork(transferFlow.saga),
    fork(rechargeFlow.saga),
    takeLatest(pursesActions.rechargeReturned.type, followReturnedRecharge),
  ]);
}
