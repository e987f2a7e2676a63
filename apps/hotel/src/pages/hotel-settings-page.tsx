import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Code,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  WEEKDAYS,
  canSearchAddress,
  hotelActions,
  mergeAddressSuggestions,
  selectHotelSave,
  selectHotelSettings,
  weeklyHoursSchema,
  type HotelPickup,
  type HotelSettings,
  type PlaceLike,
  type WeeklyHours,
} from '@parada/core';
import {
  AddressField,
  ConfirmDialog,
  RideMap,
  TextField,
  useAppContext,
  useLanguage,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { HOTEL_PATHS } from '../app/paths';
import { useHotelTranslation } from '../i18n/hotel-i18n';
import { RoomChargesSection } from './room-charges-section';

const DEFAULT_DAY = { opens: '08:00', closes: '22:00' } as const;

/** Weekday names in the reader's language, Monday first (1 Jan 2024 was a Monday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/** The week as the form edits it: the saved one, else the daily hours every day. */
function weekOf(settings: HotelSettings): WeeklyHours {
  if (settings.weekly_hours) return settings.weekly_hours;
  const daily = settings.opening_hours ?? DEFAULT_DAY;
  return WEEKDAYS.map(() => ({ ...daily }));
}

function HoursSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useHotelTranslation();
  const language = useLanguage();
  const names = useMemo(() => weekdayNames(language), [language]);
  const [always, setAlways] = useState(!settings.weekly_hours && !settings.opening_hours);
  const [week, setWeek] = useState<WeeklyHours>(() => weekOf(settings));
  const [error, setError] = useState<string | null>(null);
  const setDay = (index: number, day: WeeklyHours[number]) =>
    setWeek((current) => current.map((entry, at) => (at === index ? day : entry)));
  const save = () => {
    if (always) {
      setError(null);
      dispatch(hotelActions.saveRequested({ weekly_hours: null, opening_hours: null }));
      return;
    }
    const parsed = weeklyHoursSchema.safeParse(week);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(null);
    dispatch(hotelActions.saveRequested({ weekly_hours: parsed.data }));
  };
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {t('settings.hours.title')}
        </Heading>
        <Text color="fg.muted">{t('settings.hours.intro', { zone: settings.time_zone })}</Text>
        <Checkbox.Root checked={always} onCheckedChange={(details) => setAlways(!!details.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.hours.always')}</Checkbox.Label>
        </Checkbox.Root>
        {!always && (
          <Stack gap="3" as="fieldset">
            {week.map((day, index) => (
              <SimpleGrid
                key={WEEKDAYS[index]}
                columns={{ base: 2, md: 4 }}
                gap="3"
                alignItems="end"
                data-weekday={WEEKDAYS[index]}
              >
                <Text fontWeight="semibold" textTransform="capitalize" alignSelf="center">
                  {names[index]}
                </Text>
                <Checkbox.Root
                  checked={day === null}
                  onCheckedChange={(details) =>
                    setDay(index, details.checked ? null : { ...DEFAULT_DAY })
                  }
                  alignSelf="center"
                >
                  <Checkbox.HiddenInput
                    aria-label={`${t('settings.hours.closed')}: ${names[index]}`}
                  />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('settings.hours.closed')}</Checkbox.Label>
                </Checkbox.Root>
                {day && (
                  <>
                    <TextField
                      type="time"
                      label={t('settings.hours.opens', { day: names[index] })}
                      value={day.opens}
                      onChange={(event) => setDay(index, { ...day, opens: event.target.value })}
                    />
                    <TextField
                      type="time"
                      label={t('settings.hours.closes', { day: names[index] })}
                      value={day.closes}
                      onChange={(event) => setDay(index, { ...day, closes: event.target.value })}
                    />
                  </>
                )}
              </SimpleGrid>
            ))}
            <Text fontSize="sm" color="fg.muted">
              {t('settings.hours.overnight')}
            </Text>
          </Stack>
        )}
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
        <Button colorPalette="brand" alignSelf="flex-start" onClick={save}>
          {t('settings.hours.save')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The geocoder's short list (spec §9 simple search: up to 5 results) for one box. */
function useSimpleSearch(query: string, agrupacionId: number, saved: string) {
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
        .search({ address: query, agrupacion_id: agrupacionId }, controller.signal)
        .then((response) => setResults({ query, places: response.addresses }))
        .catch(() => setResults({ query, places: [] }))
        .finally(() => setSearching(false));
    }, 500);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, agrupacionId, parada, saved]);
  // Answers for another text are never offered (#20: stale suggestions).
  const places = results.query === query ? results.places : [];
  const suggestions = mergeAddressSuggestions({
    query,
    favorites: [],
    results: places,
    simple: true,
  });
  return { results: suggestions, resultsFor: results.query, searching };
}

function PickupSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useHotelTranslation();
  const account = settings.pickup_owner === 'account';
  const [pickup, setPickup] = useState<HotelPickup | null>(settings.pickup);
  const [query, setQuery] = useState(settings.pickup?.name ?? '');
  const search = useSimpleSearch(query, settings.agrupacion_id, settings.pickup?.name ?? '');
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {t(account ? 'settings.pickup.title_account' : 'settings.pickup.title')}
        </Heading>
        <Text color="fg.muted">
          {t(account ? 'settings.pickup.intro_account' : 'settings.pickup.intro')}
        </Text>
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
          onClick={() => pickup && dispatch(hotelActions.saveRequested({ pickup }))}
        >
          {t('settings.pickup.save')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function CardsSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useHotelTranslation();
  const [asking, setAsking] = useState(false);
  const save = useAppSelector(selectHotelSave);
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {t('settings.cards.title')}
        </Heading>
        <Text color="fg.muted">{t('settings.cards.intro')}</Text>
        <HStack gap="2" wrap="wrap">
          <Text>{t('settings.cards.code')}:</Text>
          <Code data-testid="guest-token">{settings.guest_token}</Code>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="red" variant="outline" onClick={() => setAsking(true)}>
            {t('settings.cards.regenerate')}
          </Button>
          <Button variant="ghost" colorPalette="brand" asChild>
            <RouterLink to={HOTEL_PATHS.qrCards}>{t('settings.cards.print')}</RouterLink>
          </Button>
        </HStack>
        <ConfirmDialog
          open={asking}
          title={t('settings.cards.confirm_title')}
          message={t('settings.cards.confirm')}
          confirmLabel={t('settings.cards.regenerate')}
          destructive
          busy={save.status === 'pending'}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            dispatch(hotelActions.guestTokenRegenerateRequested());
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The hotel's own settings (#14): the kiosk's week, the pick-up door on a map and the room
 * cards' code, for its staff. A company or employee working the hotel screens sets only
 * where its taxis pick it up.
 */
export default function HotelSettingsPage() {
  const dispatch = useAppDispatch();
  const { t } = useHotelTranslation();
  const settings = useAppSelector(selectHotelSettings);
  const save = useAppSelector(selectHotelSave);
  useEffect(() => {
    dispatch(hotelActions.settingsRequested());
  }, [dispatch]);
  if (!settings) return null;
  const account = settings.pickup_owner === 'account';
  return (
    <Stack gap="6" maxW="3xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {t(account ? 'settings.title_account' : 'settings.title')}
      </Heading>
      {save.status === 'saved' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('settings.saved')}</Alert.Description>
        </Alert.Root>
      )}
      {save.status === 'failed' && save.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{save.error}</Alert.Description>
        </Alert.Root>
      )}
      {!account && <HoursSection key={`hours-${settings.agrupacion_id}`} settings={settings} />}
      <PickupSection key={`pickup-${settings.agrupacion_id}`} settings={settings} />
      {!account && <CardsSection settings={settings} />}
      {!account && (
        <RoomChargesSection key={`rooms-${settings.agrupacion_id}`} settings={settings} />
      )}
    </Stack>
  );
}
