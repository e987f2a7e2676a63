import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlowStatus } from '../common/monitored-flow';
import type { StayDetail, StayList, StaysQuery } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/** The hotel's stays page (#19): the list as last asked, one stay open, and what is running. */
export interface RoomsState {
  query: Partial<StaysQuery>;
  list: StayList;
  listStatus: FlowStatus | 'loaded';
  detail: StayDetail | null;
  /** Settling or downloading a statement: how it went, and the server's text if it failed. */
  action: { status: FlowStatus | 'done'; error: string | null };
}

export const initialRoomsState: RoomsState = {
  query: {},
  list: { stays: [], total: 0 },
  listStatus: 'idle',
  detail: null,
  action: { status: 'idle', error: null },
};

export const roomsSlice = createSlice({
  name: 'rooms',
  initialState: initialRoomsState,
  reducers: {
    staysRequested: (state, action: PayloadAction<Partial<StaysQuery>>) => {
      state.query = action.payload;
      state.listStatus = 'pending';
    },
    staysLoaded: (state, action: PayloadAction<StayList>) => {
      state.list = action.payload;
      state.listStatus = 'loaded';
    },
    staysFailed: (state) => {
      state.listStatus = 'failed';
    },
    stayRequested: (state, _action: PayloadAction<number>) => {
      state.action = { status: 'idle', error: null };
    },
    stayLoaded: (state, action: PayloadAction<StayDetail>) => {
      state.detail = action.payload;
      // The list shows the same stay: keep its line in step with the detail.
      state.list.stays = state.list.stays.map((stay) =>
        stay.id === action.payload.id ? { ...stay, ...action.payload } : stay,
      );
    },
    stayClosed: (state) => {
      state.detail = null;
    },
    settleRequested: (state, _action: PayloadAction<number>) => {
      state.action = { status: 'pending', error: null };
    },
    statementRequested: (state, _action: PayloadAction<{ id: number; format: 'pdf' | 'csv' }>) => {
      state.action = { status: 'pending', error: null };
    },
    actionDone: (state) => {
      state.action = { status: 'done', error: null };
    },
    actionFailed: (state, action: PayloadAction<string>) => {
      state.action = { status: 'failed', error: action.payload };
    },
  },
  selectors: {
    selectStays: (state) => state.list,
    selectStaysStatus: (state) => state.listStatus,
    selectStaysQuery: (state) => state.query,
    selectStayDetail: (state) => state.detail,
    selectRoomsAction: (state) => state.action,
  },
}).injectInto(featureReducer);

export const roomsActions = roomsSlice.actions;
export const {
  selectStays,
  selectStaysStatus,
  selectStaysQuery,
  selectStayDetail,
  selectRoomsAction,
} = roomsSlice.selectors;
