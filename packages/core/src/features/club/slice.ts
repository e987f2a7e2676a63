import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../common/load-reducers';
import type { Commerce } from './schemas';
import { featureReducer } from '../../store/root-reducer';

export interface ClubState {
  commerces: Commerce[];
  status: LoadStatus;
  error: string | null;
}

export const initialClubState: ClubState = { commerces: [], status: 'idle', error: null };

/** The club's partner commerces (docs/architecture.md, the API beyond the spec), public: the guest app shows them before log-in. */
export const clubSlice = createSlice({
  name: 'club',
  initialState: initialClubState,
  reducers: {
    requested: (state) => {
      if (state.status !== 'loaded') state.status = 'pending';
      state.error = null;
    },
    loaded: (state, action: PayloadAction<Commerce[]>) => {
      state.commerces = action.payload;
      state.status = 'loaded';
    },
    failed: (state, action: PayloadAction<string>) => {
      if (state.status !== 'loaded') state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectClub: (state) => state,
  },
}).injectInto(featureReducer);

export const clubActions = clubSlice.actions;
export const { selectClub } = clubSlice.selectors;

/** One commerce of the loaded club, for its page. */
export const selectCommerce = (state: { club: ClubState }, id: number): Commerce | null =>
  selectClub(state).commerces.find((commerce) => commerce.id === id) ?? null;
