import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlowStatus } from '../auth/slice';
import type { AddressField } from '../rides/slice';
import type { AddressSuggestion } from './address-rules';
import type { Favorite } from './schemas';

export interface AddressSearchState {
  field: AddressField;
  query: string;
  suggestions: AddressSuggestion[];
  status: FlowStatus | 'loaded';
  favorites: Favorite[];
  favoritesStatus: FlowStatus | 'loaded';
}

export const initialAddressSearchState: AddressSearchState = {
  field: 'origin',
  query: '',
  suggestions: [],
  status: 'idle',
  favorites: [],
  favoritesStatus: 'idle',
};

export const addressSearchSlice = createSlice({
  name: 'addressSearch',
  initialState: initialAddressSearchState,
  reducers: {
    /** Typed into an address box; the saga waits 500 ms of quiet before asking. */
    queryChanged: (state, action: PayloadAction<{ field: AddressField; query: string }>) => {
      state.field = action.payload.field;
      state.query = action.payload.query;
    },
    suggestionsReady: (
      state,
      action: PayloadAction<{ query: string; suggestions: AddressSuggestion[] }>,
    ) => {
      // A late answer for an older query must not replace the current one.
      if (action.payload.query !== state.query) return;
      state.suggestions = action.payload.suggestions;
      state.status = 'loaded';
    },
    searchStarted: (state) => {
      state.status = 'pending';
    },
    searchFailed: (state) => {
      state.status = 'failed';
    },
    cleared: (state) => {
      state.query = '';
      state.suggestions = [];
      state.status = 'idle';
    },
    favoritesRequested: (state) => {
      state.favoritesStatus = 'pending';
    },
    favoritesLoaded: (state, action: PayloadAction<Favorite[]>) => {
      state.favorites = action.payload;
      state.favoritesStatus = 'loaded';
    },
    favoritesFailed: (state) => {
      state.favoritesStatus = 'failed';
    },
  },
  selectors: {
    selectAddressSearch: (state) => state,
    selectSuggestions: (state) => state.suggestions,
    selectFavorites: (state) => state.favorites,
  },
});

export const addressSearchActions = addressSearchSlice.actions;
export const { selectAddressSearch, selectSuggestions, selectFavorites } =
  addressSearchSlice.selectors;
