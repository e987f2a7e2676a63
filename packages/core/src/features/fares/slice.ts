import {
  createSlice,
  type ActionCreatorWithoutPayload,
  type ActionCreatorWithPayload,
  type PayloadAction,
  type Reducer,
} from '@reduxjs/toolkit';
import type { LoadStatus } from '../common/load-reducers';
import type { Grouping } from '../groupings/schemas';
import { rideRequestActions } from '../ride-request/slice';
import {
  canGoBackInFares,
  currentFareLevel,
  fareLevelBack,
  faresLoaded,
  groupingChosen,
  initialFarePickerState,
  locatorEntered,
  routeCleared,
  type FarePickerState,
} from './fare-stack';
import { featureReducer } from '../../store/root-reducer';

/** FarePickerState with mutable arrays: Immer drafts of readonly arrays cannot be named in .d.ts. */
export interface FaresState {
  levels: Grouping[][];
  selected: Grouping | null;
  locator: string;
  searchDue: boolean;
  status: LoadStatus;
  error: string | null;
}

export const initialFaresState: FaresState = {
  ...(initialFarePickerState<Grouping>() as Omit<FaresState, 'status' | 'error'>),
  status: 'idle',
  error: null,
};

type PickerRule = (state: FarePickerState<Grouping>) => FarePickerState<Grouping>;

/** The fare-stack rules return new states; the draft takes their fields. */
function apply(draft: unknown, rule: PickerRule): void {
  Object.assign(draft as FaresState, rule(draft as FarePickerState<Grouping>));
}

const faresSlice = createSlice({
  name: 'fares',
  initialState: initialFaresState,
  reducers: {
    searchRequested: (state) => {
      state.status = 'pending';
      state.error = null;
    },
    loaded: (state, action: PayloadAction<Grouping[]>) => {
      apply(state, (picker) => faresLoaded(picker, action.payload));
      state.status = 'loaded';
    },
    /** The alert shows `error`; a random locator 1–10 is set for the next search (spec §8). */
    failed: (state, action: PayloadAction<{ error: string; locator: string }>) => {
      state.status = 'failed';
      state.error = action.payload.error;
      state.locator = action.payload.locator;
      state.searchDue = false;
    },
    groupingChosen: (state, action: PayloadAction<Grouping>) => {
      apply(state, (picker) => groupingChosen(picker, action.payload));
    },
    back: (state) => {
      apply(state, fareLevelBack);
    },
    locatorEntered: (state, action: PayloadAction<string>) => {
      apply(state, (picker) => locatorEntered(picker, action.payload));
    },
    errorDismissed: (state) => {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    // Clearing origin or destination resets the fare (spec §4).
    builder.addCase(rideRequestActions.addressCleared, (state) => {
      apply(state, routeCleared);
    });
    builder.addCase(rideRequestActions.submitSucceeded, () => initialFaresState);
  },
  selectors: {
    selectFares: (state) => state,
    selectFareLevel: (state): Grouping[] => [...currentFareLevel(state)],
    selectCanGoBackInFares: (state) => canGoBackInFares(state),
    selectChosenGrouping: (state) => state.selected,
  },
}).injectInto(featureReducer);

// Spelled out because the inferred types of a slice over the recursive Grouping use an
// Immer type the declaration build cannot name.
export const faresReducer: Reducer<FaresState> = faresSlice.reducer;
export const FARES_PATH = faresSlice.reducerPath;

export const faresActions: {
  searchRequested: ActionCreatorWithoutPayload<'fares/searchRequested'>;
  loaded: ActionCreatorWithPayload<Grouping[], 'fares/loaded'>;
  failed: ActionCreatorWithPayload<{ error: string; locator: string }, 'fares/failed'>;
  groupingChosen: ActionCreatorWithPayload<Grouping, 'fares/groupingChosen'>;
  back: ActionCreatorWithoutPayload<'fares/back'>;
  locatorEntered: ActionCreatorWithPayload<string, 'fares/locatorEntered'>;
  errorDismissed: ActionCreatorWithoutPayload<'fares/errorDismissed'>;
} = faresSlice.actions;
export const { selectFares, selectFareLevel, selectCanGoBackInFares, selectChosenGrouping } =
  faresSlice.selectors;
