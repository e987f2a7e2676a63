import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  loadReducers,
  pageLoaded,
  type PageAnswer,
  type LoadStatus,
} from '../common/load-reducers';
import { PAGE_OFFSET, PAGE_SIZE } from '../config/constants';
import type { Card, PurseMovementKind, PurseRechargeStatus } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/** The wallet as screens read it: money in integer cents, formatted with formatCents. */
export interface PurseView {
  balanceCents: number;
  currency: string;
  /** This user's code, to receive transfers (shown as text and QR). */
  code: string;
}

export interface PurseMovementView {
  id: number;
  kind: PurseMovementKind;
  /** Negative when money left the wallet. */
  amountCents: number;
  balanceAfterCents: number;
  description: string;
  counterpart: { name: string; code: string } | null;
  service_id: number | null;
  created_at: string;
}

/**
 * The Idempotency-Key of a money move's last attempt and the body it carried: retrying the
 * same body after a failure reuses the key, so a lost answer never moves the money twice.
 */
export interface MoneyMoveAttempt {
  key: string;
  body: string;
}

/** A recharge's attempt and, while the bank asks for its step, where that step is. */
export interface RechargeState {
  attempt: MoneyMoveAttempt | null;
  /** The card needs a second step at the bank (3-D Secure): the payment waits for it. */
  action: { reference: string; url: string } | null;
}

/** Whom the transfer being confirmed reaches, as the server names them. */
export interface TransferRecipientState {
  /** The code or id as typed or scanned. */
  to: string;
  status: LoadStatus;
  name: string | null;
  error: string | null;
}

export interface PursesState {
  purse: PurseView | null;
  status: LoadStatus;
  movements: {
    items: PurseMovementView[];
    total: number;
    offset: number;
    limit: number;
    status: LoadStatus;
  };
  /** The last transfer's attempt, kept after a failure (`transferFlow` runs it). */
  transferAttempt: MoneyMoveAttempt | null;
  recipient: TransferRecipientState;
  recharge: RechargeState;
  /**
   * A recharge the customer came back to from the bank's page (3-D Secure at the card
   * provider): followed until the provider settles it.
   */
  returned: { reference: string; status: PurseRechargeStatus; error: string | null } | null;
}

const noRecipient: TransferRecipientState = { to: '', status: 'idle', name: null, error: null };

export const initialPursesState: PursesState = {
  purse: null,
  status: 'idle',
  movements: { items: [], total: 0, offset: PAGE_OFFSET, limit: PAGE_SIZE, status: 'idle' },
  transferAttempt: null,
  recipient: noRecipient,
  recharge: { attempt: null, action: null },
  returned: null,
};

/** What the transfer form sends. */
export interface TransferRequest {
  /** The recipient as typed or scanned: a user id or a user code. */
  to: string;
  amount: number;
}

export interface RechargeRequest {
  amount: number;
  card: Card;
}

const load = loadReducers<PursesState>({ keepLoaded: true });

export const pursesSlice = createSlice({
  name: 'purses',
  initialState: initialPursesState,
  reducers: {
    /** The wallet screen opened or came back into view: balance and the first page. */
    ...load('purse', 'status', (state, purse: PurseView) => {
      state.purse = purse;
    }),
    movementsRequested: (state, action: PayloadAction<{ offset: number } | undefined>) => {
      state.movements.offset = action.payload?.offset ?? PAGE_OFFSET;
      state.movements.status = 'pending';
    },
    movementsLoaded: (state, action: PayloadAction<PageAnswer<PurseMovementView>>) =>
      pageLoaded(state.movements, action.payload),
    movementsFailed: (state) => {
      state.movements.status = 'failed';
    },
    /** The form was reviewed: the server names the receiver before anything is sent. */
    recipientRequested: (state, action: PayloadAction<string>) => {
      state.recipient = { to: action.payload, status: 'pending', name: null, error: null };
    },
    recipientResolved: (state, action: PayloadAction<{ to: string; name: string }>) => {
      // Only the answer for the code still being confirmed counts.
      if (action.payload.to !== state.recipient.to) return;
      state.recipient = { ...state.recipient, status: 'loaded', name: action.payload.name };
    },
    recipientFailed: (state, action: PayloadAction<{ to: string; error: string }>) => {
      if (action.payload.to !== state.recipient.to) return;
      state.recipient = { ...state.recipient, status: 'failed', error: action.payload.error };
    },
    recipientCleared: (state) => {
      state.recipient = noRecipient;
    },
    /** Sent by the saga before the call, so a retry of the same body finds its key. */
    transferAttempted: (state, action: PayloadAction<MoneyMoveAttempt>) => {
      state.transferAttempt = action.payload;
    },
    /** A success forgets the attempt: the next transfer is a new one. */
    transferSucceeded: (state, action: PayloadAction<PurseView>) => {
      state.purse = action.payload;
      state.transferAttempt = null;
    },
    rechargeAttempted: (state, action: PayloadAction<MoneyMoveAttempt>) => {
      state.recharge.attempt = action.payload;
    },
    /** Money came in: the attempt and any bank step are done. */
    rechargeSucceeded: (state, action: PayloadAction<PurseView>) => {
      state.purse = action.payload;
      state.recharge = initialPursesState.recharge;
    },
    /** The bank asks for a second step; the recharge is neither done nor failed yet. */
    rechargeNeedsAction: (state, action: PayloadAction<{ reference: string; url: string }>) => {
      state.recharge.action = action.payload;
    },
    /** The dialog closed: a bank step left is abandoned; a failed attempt's key stays. */
    rechargeClosed: (state) => {
      state.recharge.action = null;
    },
    /** Back from the bank's page with this recharge's reference: follow it. */
    rechargeReturned: (state, action: PayloadAction<string>) => {
      state.returned = { reference: action.payload, status: 'pending', error: null };
    },
    rechargeReturnSettled: (
      state,
      action: PayloadAction<{ status: PurseRechargeStatus; error?: string }>,
    ) => {
      if (!state.returned) return;
      state.returned.status = action.payload.status;
      state.returned.error = action.payload.error ?? null;
    },
    rechargeReturnDismissed: (state) => {
      state.returned = null;
    },
  },
  selectors: {
    selectPurse: (state) => state.purse,
    selectPurseStatus: (state) => state.status,
    selectPurseMovements: (state) => state.movements,
    selectTransferAttempt: (state) => state.transferAttempt,
    selectTransferRecipient: (state) => state.recipient,
    selectRecharge: (state) => state.recharge,
    selectReturnedRecharge: (state) => state.returned,
  },
}).injectInto(featureReducer);

export const pursesActions = pursesSlice.actions;
export const {
  selectPurse,
  selectPurseStatus,
  selectPurseMovements,
  selectTransferAttempt,
  selectTransferRecipient,
  selectRecharge,
  selectReturnedRecharge,
} = pursesSlice.selectors;
