import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { numbered, type ActionOutcome } from '../../store/action-result';
import { PAGE_OFFSET } from '../config/constants';
import { pageLoaded, type PageAnswer } from '../common/load-reducers';
import type { ServiceUpdateFields } from './creation';
import type { Service } from './schemas';
import { applyCancellation, placeService } from './service-rules';
import {
  initialServicesState,
  type HistoryRequest,
  type PositionChange,
  type ServiceActionKind,
  type ServicesState,
} from './services-state';
import { featureReducer } from '../../store/root-reducer';

const settle = (state: ServicesState, id: number, error: string | null) => {
  if (error === null) delete state.actions[id];
  else state.actions[id] = { status: 'failed', error };
};

export const servicesSlice = createSlice({
  name: 'services',
  initialState: initialServicesState,
  reducers: {
    refreshRequested: (state) => {
      if (state.listsStatus === 'idle') state.listsStatus = 'pending';
    },
    listsLoaded: (state, action: PayloadAction<{ inProcess: Service[]; scheduled: Service[] }>) => {
      state.inProcess = action.payload.inProcess;
      state.scheduled = action.payload.scheduled;
      state.listsStatus = 'loaded';
    },
    /** List-load errors are only logged (spec §8): the lists keep what they had. */
    listsFailed: (state) => {
      if (state.listsStatus !== 'loaded') state.listsStatus = 'failed';
    },
    /** An edited service replaces its copy wherever it is. */
    serviceChanged: (state, action: PayloadAction<Service>) => {
      const service = action.payload;
      for (const list of [state.inProcess, state.scheduled, state.history.items]) {
        const index = list.findIndex((item) => item.id === service.id);
        if (index >= 0) list[index] = service;
      }
      if (state.sharedTrip.service?.id === service.id) state.sharedTrip.service = service;
    },
    /** The server pushed a service: it may also move between lists (see placeService). */
    servicePushed: (state, action: PayloadAction<Service>) => {
      const lists = placeService(state, action.payload);
      servicesSlice.caseReducers.serviceChanged(state, action);
      state.inProcess = lists.inProcess;
      state.scheduled = lists.scheduled;
    },
    /** The car moved: the copies that show it follow. */
    positionPushed: (state, action: PayloadAction<PositionChange>) => {
      const { service_id, latitude, longitude } = action.payload;
      const services = [...state.inProcess, ...state.scheduled];
      if (state.sharedTrip.service) services.push(state.sharedTrip.service);
      for (const service of services) {
        if (service.id === service_id && service.taxi) {
          service.taxi.latitude = latitude;
          service.taxi.longitude = longitude;
        }
      }
    },
    liveChanged: (state, action: PayloadAction<ServicesState['live']>) => {
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
      state.sharedTrip = { token: action.payload, service: null, status: 'pending', error: null };
    },
    sharedTripLoaded: (state, action: PayloadAction<Service>) => {
      state.sharedTrip.service = action.payload;
      state.sharedTrip.status = 'loaded';
    },
    sharedTripFailed: (state, action: PayloadAction<string>) => {
      state.sharedTrip.status = 'failed';
      state.sharedTrip.error = action.payload;
    },
    sharedTripClosed: (state) => {
      state.sharedTrip = initialServicesState.sharedTrip;
    },
    cancelRequested: (state, action: PayloadAction<number>) => {
      state.actions[action.payload] = { status: 'pending', error: null };
    },
    serviceCancelled: (state, action: PayloadAction<number>) => {
      const lists = applyCancellation(state, action.payload);
      state.inProcess = lists.inProcess;
      state.scheduled = lists.scheduled;
    },
    /** Opens a resend: the ride is requoted before anything is sent. */
    resendRequested: (state, action: PayloadAction<Service>) => {
      state.resendQuote = {
        serviceId: action.payload.id,
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
      if (state.resendQuote?.serviceId !== action.payload.id) return;
      state.resendQuote = {
        ...state.resendQuote,
        status: 'quoted',
        amount: action.payload.amount,
        currency: action.payload.currency,
      };
    },
    resendQuoteFailed: (state, action: PayloadAction<{ id: number; error: string }>) => {
      if (state.resendQuote?.serviceId !== action.payload.id) return;
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
    serviceResent: (state, action: PayloadAction<Service>) => {
      const lists = placeService(state, action.payload);
      state.inProcess = lists.inProcess;
      state.scheduled = lists.scheduled;
    },
    updateRequested: (
      state,
      action: PayloadAction<{ id: number; changes: ServiceUpdateFields }>,
    ) => {
      state.actions[action.payload.id] = { status: 'pending', error: null };
    },
    /** A cancel, resend or edit ended (the monitored saga's report): the row is free again. */
    actionFinished: (state, action: PayloadAction<ActionOutcome<ServiceActionKind>>) => {
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
    historyLoaded: (state, action: PayloadAction<PageAnswer<Service>>) =>
      pageLoaded(state.history, action.payload),
    historyFailed: (state) => {
      state.history.status = 'failed';
    },
  },
  selectors: {
    selectInProcessServices: (state) => state.inProcess,
    selectScheduledServices: (state) => state.scheduled,
    selectServiceListsStatus: (state) => state.listsStatus,
    selectHistory: (state) => state.history,
    selectServiceActions: (state) => state.actions,
    selectServiceAction: (state, id: number) => state.actions[id] ?? null,
    selectLiveStatus: (state) => state.live,
    selectServiceShare: (state, id: number) => state.shares[id] ?? null,
    selectSharedTrip: (state) => state.sharedTrip,
    selectResendQuote: (state) => state.resendQuote,
    selectServiceActionResult: (state) => state.result,
  },
}).injectInto(featureReducer);

export const servicesActions = servicesSlice.actions;
export const {
  selectInProcessServices,
  selectScheduledServices,
  selectServiceListsStatus,
  selectHistory,
  selectServiceActions,
  selectServiceAction,
  selectLiveStatus,
  selectServiceShare,
  selectSharedTrip,
  selectResendQuote,
  selectServiceActionResult,
} = servicesSlice.selectors;
