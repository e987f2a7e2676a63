import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../common/load-reducers';
import type { PaymentMethod, PaymentMethodList } from './schemas';
import { featureReducer } from '../../store/root-reducer';

export interface PaymentsState {
  /** The grouping the list belongs to: methods are offered per operator. */
  groupingId: number | null;
  /** The user's enabled methods, exactly one of them default. */
  methods: PaymentMethod[];
  /** Offered by the operator but not enabled by this user. */
  available: PaymentMethod[];
  aggregatable: boolean;
  status: LoadStatus;
}

export const initialPaymentsState: PaymentsState = {
  groupingId: null,
  methods: [],
  available: [],
  aggregatable: false,
  status: 'idle',
};

const applyList = (state: PaymentsState, list: PaymentMethodList) => {
  state.methods = list.methods;
  state.available = list.available_methods ?? [];
  state.aggregatable = list.aggregatable_payment_methods;
};

export const paymentsSlice = createSlice({
  name: 'payments',
  initialState: initialPaymentsState,
  reducers: {
    /** The screen opened; without an id the saga uses the ride's grouping. */
    listRequested: (state, _action: PayloadAction<number | undefined>) => {
      if (state.status !== 'loaded') state.status = 'pending';
    },
    listLoaded: (state, action: PayloadAction<{ groupingId: number; list: PaymentMethodList }>) => {
      state.groupingId = action.payload.groupingId;
      applyList(state, action.payload.list);
      state.status = 'loaded';
    },
    listFailed: (state) => {
      if (state.status !== 'loaded') state.status = 'failed';
    },
    /** Every change answers with the whole list, so the screen shows the server's truth. */
    changed: (state, action: PayloadAction<PaymentMethodList>) => {
      applyList(state, action.payload);
    },
  },
  selectors: {
    selectPayments: (state) => state,
  },
}).injectInto(featureReducer);

export const paymentsActions = paymentsSlice.actions;
export const { selectPayments } = paymentsSlice.selectors;
