import type { PayloadAction } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { ADDRESS_SEARCH_DEBOUNCE_MS, AUTOCOMPLETE_MAX_FAVORITES } from '../config/constants';
import { selectRideAgrupationId } from '../rides/selectors';
import { selectRideRequest, type AddressField, type RideRequestState } from '../rides/slice';
import { canSearchAddress, mergeAddressSuggestions, type AddressSuggestion } from './address-rules';
import type { Favorite, FavoriteList, GeocodeResponse } from './schemas';
import { addressSearchActions, selectFavorites } from './slice';

const favoriteSuggestion = (favorite: Favorite): AddressSuggestion => ({
  ...favorite.address,
  alias: favorite.alias,
  favorite: true,
});

/** An empty box offers the favorites, default first: most rides start or end at one. */
const favoritesFirst = (favorites: readonly Favorite[]): AddressSuggestion[] =>
  [...favorites]
    .sort((a, b) => Number(b.default_favorite) - Number(a.default_favorite))
    .slice(0, AUTOCOMPLETE_MAX_FAVORITES)
    .map(favoriteSuggestion);

function* searchAddresses(action: PayloadAction<{ field: AddressField; query: string }>) {
  const { api } = yield* dependencies();
  const { query, field } = action.payload;
  const favorites: Favorite[] = yield select(selectFavorites);
  if (!query.trim()) {
    yield put(
      addressSearchActions.suggestionsReady({ query, suggestions: favoritesFirst(favorites) }),
    );
    return;
  }
  const onlyFavorites = mergeAddressSuggestions({ query, favorites, results: [] });
  const agrupacionId: number | null = yield select(selectRideAgrupationId);
  if (!canSearchAddress(query) || agrupacionId === null) {
    yield put(addressSearchActions.suggestionsReady({ query, suggestions: onlyFavorites }));
    return;
  }
  // Destinations are ranked near the chosen origin; origins near nothing in particular.
  const ride: RideRequestState = yield select(selectRideRequest);
  const near =
    field === 'destination' && ride.origin
      ? { latitude: ride.origin.latitude, longitude: ride.origin.longitude }
      : undefined;
  yield put(addressSearchActions.searchStarted());
  try {
    const response: GeocodeResponse = yield call(api.addresses.search, {
      address: query,
      agrupacion_id: agrupacionId,
      ...(near ? { near } : {}),
    });
    yield put(
      addressSearchActions.suggestionsReady({
        query,
        suggestions: mergeAddressSuggestions({ query, favorites, results: response.addresses }),
      }),
    );
  } catch (error) {
    console.warn('address search failed', errorMessage(error));
    yield put(addressSearchActions.searchFailed());
    yield put(addressSearchActions.suggestionsReady({ query, suggestions: onlyFavorites }));
  }
}

function* loadFavorites() {
  const { api } = yield* dependencies();
  try {
    const favorites: FavoriteList = yield call(api.addresses.listFavorites);
    yield put(addressSearchActions.favoritesLoaded(favorites));
  } catch (error) {
    console.warn('favorites load failed', errorMessage(error));
    yield put(addressSearchActions.favoritesFailed());
  }
}

/** Runs while a session is open. */
export function* addressesSessionSaga() {
  yield debounce(
    ADDRESS_SEARCH_DEBOUNCE_MS,
    addressSearchActions.queryChanged.type,
    searchAddresses,
  );
  yield takeLatest(addressSearchActions.favoritesRequested.type, loadFavorites);
  yield put(addressSearchActions.favoritesRequested());
}
