import type { AddressSuggestion } from '@parada/core';
import { AddressField, useAppContext } from '@parada/ui';
import { useEffect, useState } from 'react';

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * A place for the sample trip, looked up as typed (the geocoder the riders' apps use) and
 * chosen from its suggestions.
 */
export function PlaceBox({
  label,
  groupingId,
  kind,
  onChosen,
  error,
}: {
  label: string;
  groupingId: number;
  kind: 'origin' | 'destination';
  onChosen: (place: Place | null) => void;
  error?: string | null;
}) {
  const api = useAppContext().parada.api.addresses;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ for: string; places: Place[] }>({ for: '', places: [] });
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      api
        .search({ address: text, agrupacion_id: groupingId }, controller.signal)
        .then(
          (answer) => setResults({ for: text, places: answer.addresses }),
          () => setResults({ for: text, places: [] }),
        )
        .finally(() => setSearching(false));
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, groupingId, query]);

  return (
    <AddressField
      label={label}
      kind={kind}
      query={query}
      onQueryChange={(text) => {
        setQuery(text);
        onChosen(null);
      }}
      onSelect={(place: AddressSuggestion) => {
        setQuery(place.name);
        onChosen({ name: place.name, latitude: place.latitude, longitude: place.longitude });
      }}
      onClear={() => {
        setQuery('');
        onChosen(null);
      }}
      results={results.places}
      resultsFor={results.for}
      searching={searching}
      geolocation={null}
      error={error ?? null}
      simple
    />
  );
}
