import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActionOutcome } from '../../store/action-result';
import { loadReducers, type LoadStatus } from '../common/load-reducers';
import { rowActionFinished, rowBusy, upsertRow, type RowActions } from '../common/row-actions';
import type { RideType, RideTypeCreate, RideTypeUpdate } from './schemas';
import { featureReducer } from '../../store/root-reducer';

export type RideTypeActionKind = 'create' | 'update' | 'delete';

export interface RideTypesState extends RowActions<RideTypeActionKind> {
  items: RideType[];
  status: LoadStatus;
}

export const initialRideTypesState: RideTypesState = {
  items: [],
  status: 'idle',
  busy: {},
  result: null,
};

const load = loadReducers<RideTypesState>();
const busy = rowBusy<RideTypeActionKind>();

export const rideTypesSlice = createSlice({
  name: 'rideTypes',
  initialState: initialRideTypesState,
  reducers: {
    ...load('list', 'status', (state, items: RideType[]) => {
      state.items = items;
    }),
    createRequested: busy.onNewRow<RideTypeCreate>('create'),
    /** A rename, the active switch, or both. */
    updateRequested: busy.onRowOf<{ id: number; changes: RideTypeUpdate }>('update'),
    deleteRequested: busy.onRow('delete'),
    rideTypeSaved: (state, action: PayloadAction<RideType>) =>
      upsertRow(state.items, action.payload, 'last'),
    rideTypeDeleted: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    actionFinished: (state, action: PayloadAction<ActionOutcome<RideTypeActionKind>>) =>
      rowActionFinished(state, action.payload),
  },
  selectors: {
    selectRideTypes: (state) => state,
  },
}).injectInto(featureReducer);

export const rideTypesActions = rideTypesSlice.actions;
export const { selectRideTypes } = rideTypesSlice.selectors;
