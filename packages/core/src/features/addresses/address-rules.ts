/**
 * Address entry (spec §4, §5, §9): when the geocoder is asked, and how favorites and
 * geocoder results merge into one suggestion list.
 */
import {
  ADDRESS_SEARCH_MIN_CHARS,
  AUTOCOMPLETE_MAX_FAVORITES,
  AUTOCOMPLETE_MAX_RESULTS,
  SIMPLE_SEARCH_MAX_RESULTS,
} from '../config/constants';

/** A suggestion as the address box shows it (spec §3 Address). */
export interface AddressSuggestion {
  alias: string | null;
  favorite: boolean;
  latitude: number;
  longitude: number;
  name: string;
}

export interface FavoriteLike {
  alias: string;
  address: { name: string; latitude: number; longitude: number };
}

export interface PlaceLike {
  name: string;
  latitude: number;
  longitude: number;
}

/** The geocoder is asked only from ADDRESS_SEARCH_MIN_CHARS characters on (spaces aside). */
export const canSearchAddress = (query: string): boolean =>
  [...query.trim()].length >= ADDRESS_SEARCH_MIN_CHARS;

const NOT_ASCII = /[^\p{ASCII}]/u;

/**
 * Case- and accent-insensitive form, so 'placa' finds 'Plaça' and 'ALCALA' 'Alcalá'. Plain
 * ASCII, most of what is typed into an address box, has no accent to strip: it skips the
 * decomposition, the slower half, for the same result.
 */
export const normalizeForSearch = (text: string): string =>
  (NOT_ASCII.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text)
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** About 11 m: two places this close are the same pickup point. */
const SAME_PLACE_DEGREES = 0.0001;

const samePlace = (a: PlaceLike, b: PlaceLike): boolean =>
  normalizeForSearch(a.name) === normalizeForSearch(b.name) ||
  (Math.abs(a.latitude - b.latitude) < SAME_PLACE_DEGREES &&
    Math.abs(a.longitude - b.longitude) < SAME_PLACE_DEGREES);

/** Favorites whose alias or address contains the query. */
export const matchingFavorites = <F extends FavoriteLike>(
  query: string,
  favorites: readonly F[],
): F[] => {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  return favorites.filter(
    (favorite) =>
      normalizeForSearch(favorite.alias).includes(needle) ||
      normalizeForSearch(favorite.address.name).includes(needle),
  );
};

export interface SuggestionInput {
  query: string;
  favorites: readonly FavoriteLike[];
  results: readonly PlaceLike[];
  /** The simple search box shows more geocoder results (spec §9). */
  simple?: boolean;
}

/**
 * Up to 3 matching favorites first, then up to 3 geocoder results (5 in the simple
 * search), never the same place twice.
 */
export const mergeAddressSuggestions = ({
  query,
  favorites,
  results,
  simple = false,
}: SuggestionInput): AddressSuggestion[] => {
  const suggestions: AddressSuggestion[] = [];
  for (const favorite of matchingFavorites(query, favorites)) {
    if (suggestions.length === AUTOCOMPLETE_MAX_FAVORITES) break;
    if (suggestions.some((taken) => samePlace(taken, favorite.address))) continue;
    suggestions.push({ ...pickPlace(favorite.address), alias: favorite.alias, favorite: true });
  }
  const maxResults = simple ? SIMPLE_SEARCH_MAX_RESULTS : AUTOCOMPLETE_MAX_RESULTS;
  let added = 0;
  for (const result of results) {
    if (added === maxResults) break;
    if (suggestions.some((taken) => samePlace(taken, result))) continue;
    suggestions.push({ ...pickPlace(result), alias: null, favorite: false });
    added += 1;
  }
  return suggestions;
};

const pickPlace = ({ name, latitude, longitude }: PlaceLike): PlaceLike => ({
  name,
  latitude,
  longitude,
});
