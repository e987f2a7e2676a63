import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { numbered, type ActionOutcome } from '../../store/action-result';
import { PAGE_OFFSET } from '../config/constants';
import { pageLoaded, type PageAnswer } from '../common/load-reducers';
import type { RideUpdateFields } from './creation';
import type { Ride } from './schemas';
import { applyCancellation, placeRide } from './ride-rules';
import {
  initialRidesState,
  type HistoryRequest,
  type PositionChange,
  type RideActionKind,
  type RidesState,
} from './rides-state';
import { featureReducer } from '../../store/root-reducer';

const settle = (state: RidesState, id: number, error: string | null) => {
  if (error === null) delete state.actions[id];
  else state.actions[id] = { status: 'failed', error };
};

export const ridesSlice = createSlice({
  name: 'rides',
  initialState: initialRidesState,
  reducers: {
    refreshRequested: (state) => {
      if (state.listsStatus === 'idle') state.listsStatus = 'pending';
    },
    listsLoaded: (state, action: PayloadAction<{ inProcess: Ride[]; scheduled: Ride[] }>) => {
      state.inProcess = action.payload.inProcess;
      state.scheduled = action.payload.scheduled;
      state.listsStatus = 'loaded';
    },
    /** List-load errors are only logged (spec §8): the lists keep what they had. */
    listsFailed: (state) => {
      if (state.listsStatus !== 'loaded') state.listsStatus = 'failed';
    },
    /** An edited service replaces its copy wherever it is. */
    rideChanged: (state, action: PayloadAction<Ride>) => {
      const ride = action.payload;
      for (const list of [state.inProcess, state.scheduled, state.history.items]) {
        const index = list.findIndex((item) => item.id === ride.id);
        if (index >= 0) list[index] = ride;
      }
      if (state.sharedTrip.ride?.id === ride.id) state.sharedTrip.ride = ride;
    },
    /** The server pushed a service: it may also move between lists (see placeRide). */
    ridePushed: (state, action: PayloadAction<Ride>) => {
      const lists = placeRide(state, action.payload);
      ridesSlice.caseReducers.rideChanged(state, action);
      state.inProcess = lists.inProcess;
      state.scheduled = lists.scheduled;
    },
    /** The car moved: the copies that show it follow. */
    positionPushed: (state, action: PayloadAction<PositionChange>) => {
      const { service_id, latitude, longitude } = action.payload;
      const rides = [...state.inProcess, ...state.scheduled];
      if (state.sharedTrip.ride) rides.push(state.sharedTrip.ride);
      for (const ride of rides) {
        if (ride.id === service_id && ride.taxi) {
          ride.taxi.latitude = latitude;
          ride.taxi.longitude = longitude;
        }
      }
    },
    liveChanged: (state, action: PayloadAction<RidesState['live']>) => {
      state.live = action.payload;
    },
    shareRequested: (state, action: PayloadAction<number>) => {
      state.shares[action.payload] = { status: 'pending', url: null, error: null };
    },
    shareSucceeded: (state, action: PayloadAction<{ id: number; url: string }>) => {
      state.shares[action.payload.id] = { status: 'loaded', url: action.payload.url, error: null };
    },
    shareFailed: (state, action: PayloadAction<{ id: number; error: string }>) => {
      state.shares[action.payload.id] = {
        status: 'failed',
        url: null,
        error: action.payload.error,
      };
    },
    /** Opens a shared trip by its token: loaded once, then followed live until closed. */
    sharedTripRequested: (state, action: PayloadAction<string>) => {
      state.sharedTrip = { token: action.payload, ride: null, status: 'pending', error: null };
    },
    sharedTripLoaded: (state, action: PayloadAction<Ride>) => {
      state.sharedTrip.ride = action.payload;
      state.sharedTrip.status = 'loaded';
    },
    sharedTripFailed: (state, action: PayloadAction<string>) => {
      state.sharedTrip.status = 'failed';
      state.sharedTrip.error = action.payload;
    },
    sharedTripClosed: (state) => {
      state.sharedTrip = initialRidesState.sharedTrip;
    },
    cancelRequested: (state, action: PayloadAction<number>) => {
      state.actions[action.payload] = { status: 'pending', error: null };
    },
    rideCancelled: (state, action: PayloadAction<number>) => {
      const lists = applyCancellation(state, action.payload);
      state.inProcess = lists.inProcess;
      state.scheduled = lists.scheduled;
    },
    /** Opens a resend: the ride is requoted before anything is sent. */
    resendRequested: (state, action: PayloadAction<Ride>) => {
      state.resendQuote = {
        rideId: action.payload.id,
        status: 'quoting',
        amount: null,
        currency: null,
        error: null,
      };
    },
    resendQuoted: (
      state,
      action: PayloadAction<{ id: number; amount: number | null; currency: string | null }>,
    ) => {
      if (state.resendQuote?.rideId !== action.payload.id) return;
      state.resendQuote = {
        ...state.resendQuote,
        status: 'quoted',
        amount: action.payload.amount,
        currency: action.payload.currency,
      };
    },
    resendQuoteFailed: (state, action: PayloadAction<{ id: number; error: string }>) => {
      if (state.resendQuote?.rideId !== action.payload.id) return;
      state.resendQuote = { ...state.resendQuote, status: 'failed', error: action.payload.error };
    },
    /** The user saw the new price and sends the ride. */
    resendConfirmed: (state, action: PayloadAction<number>) => {
      state.actions[action.payload] = { status: 'pending', error: null };
      state.resendQuote = null;
    },
    resendDismissed: (state) => {
      state.resendQuote = null;
    },
    /** The ride resent had ended: it stays as it was, the new one goes on top. */
    rideResent: (state, action: PayloadAction<Ride>) => {
      state.lastResent = action.payload;
      const lists = placeRide(state, action.payload);
      state.inProcess = lists.inProcess;
      state.scheduled = lists.scheduled;
    },
    updateRequested: (state, action: PayloadAction<{ id: number; changes: RideUpdateFields }>) => {
      state.actions[action.payload.id] = { status: 'pending', error: null };
    },
    /** A cancel, resend or edit ended (the monitored saga's report): the row is free again. */
    actionFinished: (state, action: PayloadAction<ActionOutcome<RideActionKind>>) => {
      const outcome = action.payload;
      if (outcome.id !== null) settle(state, outcome.id, outcome.ok ? null : outcome.message);
      state.result = numbered(state.result, outcome);
    },
    historyRequested: (state, action: PayloadAction<HistoryRequest | undefined>) => {
      const request = action.payload ?? {};
      if (request.filters) state.history.filters = request.filters;
      state.history.offset =
        request.offset ?? (request.filters ? PAGE_OFFSET : state.history.offset);
      state.history.status = 'pending';
    },
    historyLoaded: (state, action: PayloadAction<PageAnswer<Ride>>) =>
      pageLoaded(state.history, action.payload),
    historyFailed: (state) => {
      state.history.status = 'failed';
    },
  },
  selectors: {
    selectInProcessRides: (state) => state.inProcess,
    selectScheduledRides: (state) => state.scheduled,
    selectRideListsStatus: (state) => state.listsStatus,
    selectHistory: (state) => state.history,
    selectRideActions: (state) => state.actions,
    selectRideAction: (state, id: number) => state.actions[id] ?? null,
    selectLiveStatus: (state) => state.live,
    selectRideShare: (state, id: number) => state.shares[id] ?? null,
    selectSharedTrip: (state) => state.sharedTrip,
    selectResendQuote: (state) => state.resendQuote,
    selectRideActionResult: (state) => state.result,
    selectLastResent: (state) => state.lastResent,
  },
}).injectInto(featureReducer);

export const ridesActions = ridesSlice.actions;
export const {
  selectLastResent,
  selectInProcessRides,
  selectScheduledRides,
  selectRideListsStatus,
  selectHistory,
  selectRideActions,
  selectRideAction,
  selectLiveStatus,
  selectRideShare,
  selectSharedTrip,
  selectResendQuote,
  selectRideActionResult,
} = ridesSlice.selectors;
