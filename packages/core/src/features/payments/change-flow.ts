import { call, put, select } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { RuleError } from '../../store/error-message';
import { createFlow } from '../common/monitored-flow';
import { paymentSelectionBlock } from './payment-rules';
import type { PaymentMethodList } from './schemas';
import { paymentsActions, selectPayments, type PaymentsState } from './slice';

export interface PaymentChange {
  kind: 'default' | 'enable' | 'remove';
  id: number;
}

/**
 * Making a method the default, enabling or removing one (spec §2 /payment-method). One
 * change at a time (`leading`): the list each answers is the base of the next.
 */
export const paymentChangeFlow = createFlow(
  'payments/change',
  function* ({ kind, id }: PaymentChange) {
    const { api } = yield* dependencies();
    const state: PaymentsState = yield select(selectPayments);
    if (state.groupingId === null) throw new RuleError('error.action_failed');
    if (kind === 'default') {
      // The aggregatable rule is core's; asking the server would only get the same answer.
      const blocked = paymentSelectionBlock(
        { methods: state.methods, aggregatable_payment_methods: state.aggregatable },
        id,
      );
      if (blocked) throw new RuleError(blocked);
    }
    const request = {
      default: api.payments.setDefault,
      enable: api.payments.enable,
      remove: api.payments.remove,
    }[kind];
    const list: PaymentMethodList = yield call(request, { id, agrupacion_id: state.groupingId });
    yield put(paymentsActions.changed(list));
  },
  { idOf: ({ id }) => id },
);
