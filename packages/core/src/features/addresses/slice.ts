import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadReducers, type LoadStatus } from '../common/load-reducers';
import type { AddressField } from '../ride-request/slice';
import { canSearchAddress, type AddressSuggestion } from './address-rules';
import type { Favorite, GeocodedAddress } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/** The server's order: the default first, then by alias. */
const sortFavorites = (favorites: Favorite[]): Favorite[] =>
  favorites.sort(
    (a, b) =>
      Number(b.default_favorite) - Number(a.default_favorite) || a.alias.localeCompare(b.alias),
  );

export interface AddressSearchState {
  field: AddressField;
  query: string;
  suggestions: AddressSuggestion[];
  /**
   * The box and text the suggestions answer. A list shows them only while its box still
   * holds that text: a click on an older answer would choose a place nobody typed.
   */
  answered: { field: AddressField; query: string } | null;
  status: LoadStatus;
  favorites: Favorite[];
  favoritesStatus: LoadStatus;
  /** A point chosen on the map and the address the geocoder named it. */
  mapPick: { status: LoadStatus; place: GeocodedAddress | null };
}

const noSuggestions: AddressSuggestion[] = [];

export const initialAddressSearchState: AddressSearchState = {
  field: 'origin',
  query: '',
  suggestions: [],
  answered: null,
  status: 'idle',
  favorites: [],
  favoritesStatus: 'idle',
  mapPick: { status: 'idle', place: null },
};

const load = loadReducers<AddressSearchState>();

export const addressSearchSlice = createSlice({
  name: 'addressSearch',
  initialState: initialAddressSearchState,
  reducers: {
    /** Typed into an address box; the saga waits 500 ms of quiet before asking. */
    queryChanged: (state, action: PayloadAction<{ field: AddressField; query: string }>) => {
      const { field, query } = action.payload;
      if (state.answered?.field === field && state.answered.query === query) return;
      state.field = field;
      state.query = query;
      // The old list answers another text (or another box): gone at the first keystroke,
      // and the box says it is searching until the answer for this text arrives.
      state.suggestions = [];
      state.answered = null;
      state.status = canSearchAddress(query) ? 'pending' : 'idle';
    },
    suggestionsReady: (
      state,
      action: PayloadAction<{
        field?: AddressField;
        query: string;
        suggestions: AddressSuggestion[];
      }>,
    ) => {
      const field = action.payload.field ?? state.field;
      // A late answer for an older query, or for the other box, must not replace the current one.
      if (action.payload.query !== state.query || field !== state.field) return;
      state.suggestions = action.payload.suggestions;
      state.answered = { field, query: action.payload.query };
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
      state.answered = null;
      state.status = 'idle';
    },
    ...load('favorites', 'favoritesStatus', (state, favorites: Favorite[]) => {
      state.favorites = favorites;
    }),
    /** A created or changed favorite; a new default takes the mark from the others. */
    favoriteSaved: (state, action: PayloadAction<Favorite>) => {
      const saved = action.payload;
      const others = state.favorites
        .filter((favorite) => favorite.id !== saved.id)
        .map((favorite) =>
          saved.default_favorite ? { ...favorite, default_favorite: false } : favorite,
        );
      state.favorites = sortFavorites([...others, saved]);
    },
    favoriteRemoved: (state, action: PayloadAction<number>) => {
      state.favorites = state.favorites.filter((favorite) => favorite.id !== action.payload);
    },
    /** A point chosen on the map; the saga asks the geocoder what is there. */
    mapPointPicked: (state, action: PayloadAction<{ latitude: number; longitude: number }>) => {
      state.mapPick = { status: 'pending', place: { name: '', ...action.payload } };
    },
    mapPointResolved: (state, action: PayloadAction<GeocodedAddress>) => {
      const asked = state.mapPick.place;
      // Only the answer for the last point chosen counts.
      if (
        asked?.latitude !== action.payload.latitude ||
        asked.longitude !== action.payload.longitude
      )
        return;
      state.mapPick = { status: 'loaded', place: action.payload };
    },
    mapPointFailed: (state) => {
      state.mapPick.status = 'failed';
    },
    mapPointCleared: (state) => {
      state.mapPick = { status: 'idle', place: null };
    },
  },
  selectors: {
    selectAddressSearch: (state) => state,
    /** The suggestions for this box and text, or none while they are still being looked up. */
    selectSuggestionsFor: (state, field: AddressField, query: string): AddressSuggestion[] =>
      state.answered?.field === field && state.answered.query === query
        ? state.suggestions
        : noSuggestions,
    selectSuggestions: (state) => state.suggestions,
    selectFavorites: (state) => state.favorites,
    selectFavoritesStatus: (state) => state.favoritesStatus,
    selectMapPick: (state) => state.mapPick,
  },
}).injectInto(featureReducer);

export const addressSearchActions = addressSearchSlice.actions;
export const {
  selectAddressSearch,
  selectSuggestionsFor,
  selectSuggestions,
  selectFavorites,
  selectFavoritesStatus,
  selectMapPick,
} = addressSearchSlice.selectors;
