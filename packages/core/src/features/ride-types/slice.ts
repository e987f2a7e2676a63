import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { numbered, type ActionOutcome, type ActionResult } from '../../store/action-result';
import type { FlowStatus } from '../common/monitored-flow';
import { loadReducers } from '../common/load-reducers';
import type { RideType, RideTypeCreate, RideTypeUpdate } from './schemas';
import { featureReducer } from '../../store/root-reducer';

export type RideTypeActionKind = 'create' | 'update' | 'delete';

export interface RideTypesState {
  items: RideType[];
  status: FlowStatus | 'loaded';
  /** Rows with a call under way; the new-type form is key 0. */
  busy: Record<number, RideTypeActionKind>;
  result: ActionResult<RideTypeActionKind> | null;
}

export const initialRideTypesState: RideTypesState = {
  items: [],
  status: 'idle',
  busy: {},
  result: null,
};

/** The busy key of the new-type form, which has no id yet. */
export const NEW_RIDE_TYPE_ROW = 0;

const load = loadReducers<RideTypesState>();

export const rideTypesSlice = createSlice({
  name: 'rideTypes',
  initialState: initialRideTypesState,
  reducers: {
    ...load('list', 'status', (state, items: RideType[]) => {
      state.items = items;
    }),
    createRequested: (state, _action: PayloadAction<RideTypeCreate>) => {
      state.busy[NEW_RIDE_TYPE_ROW] = 'create';
    },
    /** A rename, the active switch, or both. */
    updateRequested: (state, action: PayloadAction<{ id: number; changes: RideTypeUpdate }>) => {
      state.busy[action.payload.id] = 'update';
    },
    deleteRequested: (state, action: PayloadAction<number>) => {
      state.busy[action.payload] = 'delete';
    },
    rideTypeSaved: (state, action: PayloadAction<RideType>) => {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
      else state.items.push(action.payload);
    },
    rideTypeDeleted: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    actionFinished: (state, action: PayloadAction<ActionOutcome<RideTypeActionKind>>) => {
      delete state.busy[action.payload.id ?? NEW_RIDE_TYPE_ROW];
      state.result = numbered(state.result, action.payload);
    },
  },
  selectors: {
    selectRideTypes: (state) => state,
  },
}).injectInto(featureReducer);

export const rideTypesActions = rideTypesSlice.actions;
export const { selectRideTypes } = rideTypesSlice.selectors;
