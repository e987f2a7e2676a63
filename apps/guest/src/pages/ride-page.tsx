import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Field, Heading, Stack, Text } from '@chakra-ui/react';
import {
  addressSearchActions,
  faresActions,
  formatMoney,
  rideRequestActions,
  selectAddressSearch,
  selectChosenGrouping,
  selectFareLevel,
  selectFares,
  selectInProcessServices,
  selectRideRequest,
  selectRideSubmission,
  type AddressField as AddressFieldName,
  type MessageKey,
} from '@parada/core';
import {
  AddressField,
  FarePickerDialog,
  PassengersStepper,
  ServiceStatusBox,
  TextField,
  useLanguage,
} from '@parada/ui';
import { pathOf } from '../app/paths';
import { useGuestTranslation } from '../i18n/guest-i18n';

/**
 * The guest's ride request: pickup, destination, passengers, a fare of the hotel's, the
 * name and phone for the driver; then the ride's status and driver, live.
 */
export default function RidePage() {
  const dispatch = useDispatch();
  const { t } = useGuestTranslation();
  const language = useLanguage();
  const ride = useSelector(selectRideRequest);
  const submission = useSelector(selectRideSubmission);
  const search = useSelector(selectAddressSearch);
  const fares = useSelector(selectFares);
  const level = useSelector(selectFareLevel);
  const chosen = useSelector(selectChosenGrouping);
  const running = useSelector(selectInProcessServices);
  const [picking, setPicking] = useState(false);

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
  const created = ride.lastCreated;
  const live = created ? (running.find((service) => service.id === created.id) ?? created) : null;
  const fareText = chosen
    ? `${chosen.name}${chosen.fare ? ` · ${formatMoney(chosen.fare.amount, chosen.currency, language)}` : ''}`
    : t('ride.choose_fare');

  return (
    <Stack gap="6" maxW="2xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {t('ride.title')}
      </Heading>
      {live ? (
        <Stack gap="3" role="status">
          <Text fontWeight="semibold">{t('ride.sent')}</Text>
          <ServiceStatusBox service={live} />
        </Stack>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="5" bg="bg" p={{ base: '4', md: '6' }} borderRadius="l3" borderWidth="1px">
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
          {submission.status === 'failed' &&
          submission.message &&
          submission.errors.length === 0 ? (
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
            {t('ride.submit')}
          </Button>
        </Stack>
      </form>
      <Box>
        <Button colorPalette="brand" asChild variant="outline">
          <RouterLink to={pathOf('club')}>{t('ride.club_link')}</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}
