import type { PayloadAction } from '@reduxjs/toolkit';
import { call, cancelled, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { loadFlow } from '../common/monitored-flow';
import { errorMessage } from '../../store/error-message';
import { ADDRESS_SEARCH_DEBOUNCE_MS, AUTOCOMPLETE_MAX_FAVORITES } from '../config/constants';
import { selectRideGroupingId } from '../ride-request/selectors';
import { selectRideRequest, type AddressField, type RideRequestState } from '../ride-request/slice';
import { canSearchAddress, mergeAddressSuggestions, type AddressSuggestion } from './address-rules';
import { favoriteFlow } from './favorite-flow';
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
      addressSearchActions.suggestionsReady({
        field,
        query,
        suggestions: favoritesFirst(favorites),
      }),
    );
    return;
  }
  const onlyFavorites = mergeAddressSuggestions({ query, favorites, results: [] });
  const groupingId: number | null = yield select(selectRideGroupingId);
  if (!canSearchAddress(query) || groupingId === null) {
    yield put(addressSearchActions.suggestionsReady({ field, query, suggestions: onlyFavorites }));
    return;
  }
  // Destinations are ranked near the chosen origin; origins near nothing in particular.
  const ride: RideRequestState = yield select(selectRideRequest);
  const near =
    field === 'destination' && ride.origin
      ? { latitude: ride.origin.latitude, longitude: ride.origin.longitude }
      : undefined;
  yield put(addressSearchActions.searchStarted());
  const controller = new AbortController();
  try {
    const response: GeocodeResponse = yield call(
      api.addresses.search,
      { address: query, agrupacion_id: groupingId, ...(near ? { near } : {}) },
      controller.signal,
    );
    yield put(
      addressSearchActions.suggestionsReady({
        field,
        query,
        suggestions: mergeAddressSuggestions({ query, favorites, results: response.addresses }),
      }),
    );
  } catch (error) {
    console.warn('address search failed', errorMessage(error));
    yield put(addressSearchActions.searchFailed());
    yield put(addressSearchActions.suggestionsReady({ field, query, suggestions: onlyFavorites }));
  } finally {
    // A newer keystroke (or log-out) cancelled this search: its answer would be for a text
    // no box holds any more, so the request itself is dropped, not only its answer.
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** Each keystroke restarts the 500 ms wait and cancels a search still on its way. */
function* searchAfterQuiet(action: PayloadAction<{ field: AddressField; query: string }>) {
  yield delay(ADDRESS_SEARCH_DEBOUNCE_MS);
  yield call(searchAddresses, action);
}

const loadFavorites = loadFlow(
  'favorites load failed',
  addressSearchActions.favoritesFailed,
  function* () {
    const { api } = yield* dependencies();
    const favorites: FavoriteList = yield call(api.addresses.listFavorites);
    yield put(addressSearchActions.favoritesLoaded(favorites));
  },
);

/** Names a point chosen on the map (the server always answers, at worst with coordinates). */
function* resolveMapPoint(action: PayloadAction<{ latitude: number; longitude: number }>) {
  const { api } = yield* dependencies();
  try {
    const response: GeocodeResponse = yield call(api.addresses.reverse, {
      position: action.payload,
    });
    const place = response.addresses[0];
    if (!place) throw new Error('no address at this point');
    // The pick keeps the exact point chosen; the geocoder only names it.
    yield put(addressSearchActions.mapPointResolved({ ...action.payload, name: place.name }));
  } catch (error) {
    console.warn('reverse geocoding failed', errorMessage(error));
    yield put(addressSearchActions.mapPointFailed());
  }
}

/** Runs while a session is open. */
export function* addressesSessionSaga() {
  yield takeLatest(addressSearchActions.queryChanged.type, searchAfterQuiet);
  yield takeLatest(addressSearchActions.favoritesRequested.type, loadFavorites);
  yield fork(favoriteFlow.saga);
  yield takeLatest(addressSearchActions.mapPointPicked.type, resolveMapPoint);
  yield put(addressSearchActions.favoritesRequested());
}
