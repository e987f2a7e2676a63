import { canSearchAddress, mergeAddressSuggestions, type PlaceLike } from '@parada/core';
import { useAppContext } from '@parada/ui';
import { useEffect, useState } from 'react';

/**
 * The geocoder's short list for one address box (spec §9 simple search: 500 ms after the
 * last key, 3 characters), as the hotel's own door setting searches it.
 */
export function useAddressSearch(query: string, groupingId: number | null) {
  const { parada } = useAppContext();
  const [results, setResults] = useState<{ query: string; places: PlaceLike[] }>({
    query: '',
    places: [],
  });
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    if (groupingId == null || !canSearchAddress(query)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearching(true);
      parada.api.addresses
        .search({ address: query, agrupacion_id: groupingId }, controller.signal)
        .then((response) => setResults({ query, places: response.addresses }))
        .catch(() => setResults({ query, places: [] }))
        .finally(() => setSearching(false));
    }, 500);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, groupingId, parada]);
  // Answers for another text are never offered (stale suggestions).
  const places = results.query === query ? results.places : [];
  const suggestions = mergeAddressSuggestions({
    query,
    favorites: [],
    results: places,
    simple: true,
  });
  return { results: suggestions, resultsFor: results.query, searching };
}
