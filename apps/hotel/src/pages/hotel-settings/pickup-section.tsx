import { useEffect, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import {
  canSearchAddress,
  mergeAddressSuggestions,
  type HotelPickup,
  type HotelSettings,
  type PlaceLike,
} from '@parada/core';
import { hotelSettingsFlow } from '@parada/core/store';
import { AddressField, RideMap, useAppContext, useAppDispatch } from '@parada/ui';
import { useT } from '../../i18n/hotel-i18n';
import { SettingsSection } from './settings-section';

/** The geocoder's short list (spec §9 simple search: up to 5 results) for one box. */
function useSimpleSearch(query: string, groupingId: number, saved: string) {
  const { parada } = useAppContext();
  const [results, setResults] = useState<{ query: string; places: PlaceLike[] }>({
    query: '',
    places: [],
  });
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    // The saved address shown on arrival is not a search the user asked for.
    if (query === saved || !canSearchAddress(query)) return;
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
  }, [query, groupingId, parada, saved]);
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

export function PickupSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const account = settings.pickup_owner === 'account';
  const [pickup, setPickup] = useState<HotelPickup | null>(settings.pickup);
  const [query, setQuery] = useState(settings.pickup?.name ?? '');
  const search = useSimpleSearch(query, settings.agrupacion_id, settings.pickup?.name ?? '');
  return (
    <SettingsSection
      title={t(account ? 'settings.pickup.title_account' : 'settings.pickup.title')}
      intro={t(account ? 'settings.pickup.intro_account' : 'settings.pickup.intro')}
    >
      <AddressField
        label={t('settings.pickup.address')}
        query={query}
        onQueryChange={setQuery}
        results={search.results}
        resultsFor={search.resultsFor}
        searching={search.searching}
        simple
        onSelect={(place) => {
          setQuery(place.name);
          setPickup({ name: place.name, latitude: place.latitude, longitude: place.longitude });
        }}
        onClear={() => setQuery('')}
      />
      {!pickup && <Text color="fg.muted">{t('settings.pickup.none')}</Text>}
      <div aria-label={t('settings.pickup.map')} role="group">
        <RideMap
          origin={pickup ? { latitude: pickup.latitude, longitude: pickup.longitude } : null}
          height="280px"
          onPick={(point) =>
            setPickup((current) => ({
              name: current?.name ?? query,
              latitude: point.latitude,
              longitude: point.longitude,
            }))
          }
        />
      </div>
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        disabled={!pickup || pickup.name.trim() === ''}
        onClick={() => pickup && dispatch(hotelSettingsFlow.trigger({ pickup }))}
      >
        {t('settings.pickup.save')}
      </Button>
    </SettingsSection>
  );
}
