import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../common/load-reducers';
import type { RoomRequest, StayDetail, StayList, StaysQuery } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/** The hotel's stays page: the list as last asked and one stay open (`stayFlow` acts). */
export interface RoomsState {
  query: Partial<StaysQuery>;
  list: StayList;
  listStatus: LoadStatus;
  detail: StayDetail | null;
  /** The guests waiting for reception's answer on the room account. */
  requests: RoomRequest[];
}

export const initialRoomsState: RoomsState = {
  query: {},
  list: { stays: [], total: 0 },
  listStatus: 'idle',
  detail: null,
  requests: [],
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
    stayRequested: (_state, _action: PayloadAction<number>) => {},
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
    requestsRequested: () => {},
    requestsLoaded: (state, action: PayloadAction<RoomRequest[]>) => {
      state.requests = action.payload;
    },
  },
  selectors: {
    selectStays: (state) => state.list,
    selectStaysStatus: (state) => state.listStatus,
    selectStaysQuery: (state) => state.query,
    selectStayDetail: (state) => state.detail,
    selectRoomRequests: (state) => state.requests,
  },
}).injectInto(featureReducer);

export const roomsActions = roomsSlice.actions;
export const {
  selectStays,
  selectStaysStatus,
  selectStaysQuery,
  selectStayDetail,
  selectRoomRequests,
} = roomsSlice.selectors;
