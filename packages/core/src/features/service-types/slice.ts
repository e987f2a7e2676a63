import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { numbered, type ActionOutcome, type ActionResult } from '../../store/action-result';
import type { FlowStatus } from '../common/monitored-flow';
import { loadReducers } from '../common/load-reducers';
import type { ServiceType, ServiceTypeCreate, ServiceTypeUpdate } from './schemas';
import { featureReducer } from '../../store/root-reducer';

export type ServiceTypeActionKind = 'create' | 'update' | 'delete';

export interface ServiceTypesState {
  items: ServiceType[];
  status: FlowStatus | 'loaded';
  /** Rows with a call under way; the new-type form is key 0. */
  busy: Record<number, ServiceTypeActionKind>;
  result: ActionResult<ServiceTypeActionKind> | null;
}

export const initialServiceTypesState: ServiceTypesState = {
  items: [],
  status: 'idle',
  busy: {},
  result: null,
};

/** The busy key of the new-type form, which has no id yet. */
export const NEW_SERVICE_TYPE_ROW = 0;

const load = loadReducers<ServiceTypesState>();

export const serviceTypesSlice = createSlice({
  name: 'serviceTypes',
  initialState: initialServiceTypesState,
  reducers: {
    ...load('list', 'status', (state, items: ServiceType[]) => {
      state.items = items;
    }),
    createRequested: (state, _action: PayloadAction<ServiceTypeCreate>) => {
      state.busy[NEW_SERVICE_TYPE_ROW] = 'create';
    },
    /** A rename, the active switch, or both. */
    updateRequested: (state, action: PayloadAction<{ id: number; changes: ServiceTypeUpdate }>) => {
      state.busy[action.payload.id] = 'update';
    },
    deleteRequested: (state, action: PayloadAction<number>) => {
      state.busy[action.payload] = 'delete';
    },
    serviceTypeSaved: (state, action: PayloadAction<ServiceType>) => {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
      else state.items.push(action.payload);
    },
    serviceTypeDeleted: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    actionFinished: (state, action: PayloadAction<ActionOutcome<ServiceTypeActionKind>>) => {
      delete state.busy[action.payload.id ?? NEW_SERVICE_TYPE_ROW];
      state.result = numbered(state.result, action.payload);
    },
  },
  selectors: {
    selectServiceTypes: (state) => state,
  },
}).injectInto(featureReducer);

export const serviceTypesActions = serviceTypesSlice.actions;
export const { selectServiceTypes } = serviceTypesSlice.selectors;
