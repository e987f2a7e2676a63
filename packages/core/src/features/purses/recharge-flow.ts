import { call, put, select } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { createFlow, type FlowSuccess } from '../common/monitored-flow';
import { toCents } from '../common/money';
import { attemptKey, toPurseView } from './money-move';
import type {
  Purse,
  PurseOperationResponse,
  PurseRechargePending,
  PurseRechargeStatus,
} from './schemas';
import { pursesActions, selectRecharge, type PursesState, type RechargeRequest } from './slice';

/** The recharge's two steps: the card, and, if the bank asks for it, its confirmation. */
export type RechargeStep = { step: 'card'; request: RechargeRequest } | { step: 'bank' };

const isPending = (
  answer: PurseOperationResponse | PurseRechargePending,
): answer is PurseRechargePending => 'status' in answer && answer.status === 'requires_action';

/** Money came in: the new balance, the movements again, and the cents for the confirmation. */
function* credited(purse: Purse, movedCents: number) {
  yield put(pursesActions.rechargeSucceeded(toPurseView(purse)));
  yield put(pursesActions.movementsRequested());
  return { params: { cents: movedCents } } satisfies FlowSuccess;
}

/**
 * A wallet recharge by card (spec §2 /purses), `leading`: a double click charges once, and a
 * retry of the same body after a failure reuses its Idempotency-Key. A card that needs the
 * bank's step (3-D Secure) succeeds without `params.cents`: the slice holds the step, and
 * the `bank` step settles it once the customer has passed it.
 */
export const rechargeFlow = createFlow('purses/recharge', function* (asked: RechargeStep) {
  const { api } = yield* dependencies();
  const state: PursesState['recharge'] = yield select(selectRecharge);
  if (asked.step === 'bank') {
    if (!state.action) return;
    const answer: { status: PurseRechargeStatus } = yield call(
      api.purses.confirmSandboxStep,
      state.action.reference,
    );
    if (answer.status !== 'succeeded') throw new Error(`payment ${answer.status}`);
    const purse: Purse = yield call(api.purses.get);
    const body = JSON.parse(state.attempt?.body ?? '{}') as Partial<RechargeRequest>;
    return yield* credited(purse, toCents(body.amount ?? 0));
  }
  const serialized = JSON.stringify(asked.request);
  const key = attemptKey(state.attempt, serialized);
  yield put(pursesActions.rechargeAttempted({ key, body: serialized }));
  const answer: PurseOperationResponse | PurseRechargePending = yield call(
    api.purses.recharge,
    asked.request,
    key,
  );
  if (isPending(answer)) {
    yield put(
      pursesActions.rechargeNeedsAction({ reference: answer.reference, url: answer.action_url }),
    );
    return;
  }
  return yield* credited(answer.purse, toCents(answer.movement.amount));
});
