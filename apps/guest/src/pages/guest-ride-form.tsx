import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Field, Group, Heading, Stack, Text } from '@chakra-ui/react';
import {
  addressSearchActions,
  faresActions,
  formatMoney,
  rideRequestActions,
  selectAddressSearch,
  selectChosenGrouping,
  selectFareLevel,
  selectFares,
  selectGuestStay,
  selectRideRequest,
  selectRideSubmission,
  type AddressField as AddressFieldName,
  type MessageKey,
} from '@parada/core';
import {
  AddressField,
  DateTimeDialog,
  FarePickerDialog,
  PassengersStepper,
  TextField,
  useLanguage,
} from '@parada/ui';
import { useGuestTranslation } from '../i18n/guest-i18n';

/**
 * The guest's request: now or later, pickup (the hotel's door to start with), destination,
 * passengers, a fare of the hotel's, and the name and phone for the driver.
 */
export function GuestRideForm() {
  const dispatch = useDispatch();
  const { t } = useGuestTranslation();
  const language = useLanguage();
  const ride = useSelector(selectRideRequest);
  const submission = useSelector(selectRideSubmission);
  const search = useSelector(selectAddressSearch);
  const fares = useSelector(selectFares);
  const level = useSelector(selectFareLevel);
  const chosen = useSelector(selectChosenGrouping);
  const stay = useSelector(selectGuestStay);
  const [picking, setPicking] = useState(false);
  const [choosingTime, setChoosingTime] = useState(false);

  // The taxi comes to the hotel's door unless the guest says otherwise (#20).
  const door = stay?.pickup ?? null;
  const hasOrigin = ride.origin !== null;
  useEffect(() => {
    if (!door || hasOrigin) return;
    dispatch(rideRequestActions.focusChanged('origin'));
    dispatch(rideRequestActions.addressChosen({ alias: null, favorite: false, ...door }));
    dispatch(rideRequestActions.focusChanged('destination'));
  }, [dispatch, door, hasOrigin]);

  const errorOf = (field: string): string | null => {
    const found = submission.errors.find((error) => error.field === field);
    return found ? t(found.message as MessageKey) : null;
  };
  const addressProps = (field: AddressFieldName) => ({
    kind: field,
    query: search.field === field && search.query ? search.query : (ride[field]?.name ?? ''),
    onQueryChange: (query: string) => dispatch(addressSearchActions.queryChanged({ field, query })),
    onFocus: () => dispatch(rideRequestActions.focusChanged(field)),
    results: search.field === field ? search.suggestions : [],
    searching: search.field === field && search.status === 'pending',
    onSelect: (address: Parameters<typeof rideRequestActions.addressChosen>[0]) => {
      dispatch(rideRequestActions.focusChanged(field));
      dispatch(rideRequestActions.addressChosen(address));
      dispatch(addressSearchActions.cleared());
    },
    onClear: () => {
      dispatch(rideRequestActions.addressCleared(field));
      dispatch(addressSearchActions.cleared());
    },
    error: errorOf(field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(rideRequestActions.submitRequested());
  };
  const fareText = chosen
    ? `${chosen.name}${chosen.fare ? ` · ${formatMoney(chosen.fare.amount, chosen.currency, language)}` : ''}`
    : t('ride.choose_fare');
  const later = ride.schedule !== null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="guest-ride-form-title">
      <Stack gap="5" bg="bg" p={{ base: '4', md: '6' }} borderRadius="l3" borderWidth="1px">
        <Heading as="h2" size="lg" id="guest-ride-form-title">
          {t('ride.title')}
        </Heading>
        <Stack gap="2">
          <Text fontWeight="medium" id="guest-ride-when">
            {t('ride.when')}
          </Text>
          <Group attached role="group" aria-labelledby="guest-ride-when">
            <Button
              variant={later ? 'outline' : 'solid'}
              colorPalette="brand"
              aria-pressed={!later}
              onClick={() => dispatch(rideRequestActions.scheduleCleared())}
            >
              {t('ride.now')}
            </Button>
            <Button
              variant={later ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={later}
              onClick={() => setChoosingTime(true)}
            >
              {later && ride.schedule
                ? t('ride.later_at', { date: ride.schedule.date, time: ride.schedule.time })
                : t('ride.later')}
            </Button>
          </Group>
          {errorOf('fecha_servicio_diferido') ? (
            <Text color="fg.error">{errorOf('fecha_servicio_diferido')}</Text>
          ) : null}
        </Stack>
        <DateTimeDialog
          open={choosingTime}
          onClose={() => setChoosingTime(false)}
          initial={ride.schedule ?? undefined}
          onAccept={(value) => {
            dispatch(rideRequestActions.scheduleChosen(value));
            setChoosingTime(false);
          }}
        />
        <AddressField label={t('ride.pickup')} {...addressProps('origin')} />
        <AddressField label={t('ride.destination')} {...addressProps('destination')} />
        <PassengersStepper
          value={ride.passengers}
          onChange={(value) => dispatch(rideRequestActions.passengersChanged(value))}
          max={chosen?.max_num_passengers ?? null}
        />
        <Field.Root invalid={Boolean(errorOf('grouping'))}>
          <Field.Label>{t('ride.fare')}</Field.Label>
          <Button
            colorPalette="brand"
            variant="outline"
            justifyContent="start"
            disabled={!ride.origin || !ride.destination}
            loading={fares.status === 'pending'}
            onClick={() => setPicking(true)}
          >
            {fareText}
          </Button>
          {errorOf('grouping') ? <Field.ErrorText>{errorOf('grouping')}</Field.ErrorText> : null}
        </Field.Root>
        <FarePickerDialog
          open={picking}
          onClose={() => setPicking(false)}
          agrupations={level}
          loading={fares.status === 'pending'}
          onChoose={(grouping) => {
            dispatch(faresActions.groupingChosen(grouping));
            setPicking(false);
          }}
        />
        <TextField
          label={t('ride.name')}
          value={ride.traveler.name}
          onChange={(event) =>
            dispatch(rideRequestActions.travelerChanged({ name: event.target.value }))
          }
          error={errorOf('traveler')}
        />
        <TextField
          label={t('ride.phone')}
          type="tel"
          value={ride.traveler.phone}
          onChange={(event) =>
            dispatch(rideRequestActions.travelerChanged({ phone: event.target.value }))
          }
          error={errorOf('traveler_phone')}
        />
        {submission.status === 'failed' && submission.message && submission.errors.length === 0 ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t(submission.message as MessageKey)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          colorPalette="brand"
          type="submit"
          size="lg"
          loading={submission.status === 'pending'}
        >
          {later ? t('ride.book_submit') : t('ride.submit')}
        </Button>
      </Stack>
    </form>
  );
}
