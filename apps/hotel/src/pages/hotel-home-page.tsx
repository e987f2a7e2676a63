import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
  Group,
  HStack,
  Heading,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  SERVICE_STATUS,
  addressSearchActions,
  hotelActions,
  hotelToday,
  rideRequestActions,
  selectAddressSearch,
  selectFinishedToday,
  selectHotelRide,
  selectHotelSettings,
  selectInProcessServices,
  selectRideRequest,
  selectScheduledServices,
  servicesOfDay,
  type HotelRideVariant,
  type MessageKey,
} from '@parada/core';
import {
  AddressField,
  DateTimeDialog,
  PassengersStepper,
  ServiceStatusBox,
  TextField,
} from '@parada/ui';
import { HOTEL_PATHS, pathOf } from '../app/paths';
import { TodayServices } from './today-services';
import { useHotelTranslation } from '../i18n/hotel-i18n';

/** The page variants of issue #8: hotel_home (destination optional) and the three requests. */
export type HotelPageVariant = 'home' | HotelRideVariant;

/**
 * hotel_home and its variants: reception requests a taxi for a guest from the hotel's door
 * (room or name, where the guest waits, passengers, destination, the traveller's phone) and
 * follows today's services with their drivers, re-read every few seconds while open.
 */
export default function HotelHomePage({ variant }: { variant: HotelPageVariant }) {
  const dispatch = useDispatch();
  const { t } = useHotelTranslation();
  const settings = useSelector(selectHotelSettings);
  const ride = useSelector(selectRideRequest);
  const submission = useSelector(selectHotelRide);
  const search = useSelector(selectAddressSearch);
  const running = useSelector(selectInProcessServices);
  const scheduled = useSelector(selectScheduledServices);
  const finished = useSelector(selectFinishedToday);
  const [choosingDate, setChoosingDate] = useState(false);
  // One choice (#20): now or later, the destination optional either way; the old variant
  // routes only preset it.
  const [later, setLater] = useState(variant === 'later');
  useEffect(() => setLater(variant === 'later'), [variant]);

  useEffect(() => {
    dispatch(hotelActions.liveOpened());
    return () => {
      dispatch(hotelActions.liveClosed());
    };
  }, [dispatch]);

  // Another variant is another request: what the last one said no longer applies.
  useEffect(() => {
    dispatch(hotelActions.rideReset());
  }, [dispatch, variant]);

  const fieldError = (field: string): string | null => {
    const found = submission.errors.find((error) => error.field === field);
    return found ? t(found.message as MessageKey) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // "Now" goes to the destination if one is chosen, else from the door by the meter.
    const send: HotelRideVariant = later ? 'later' : ride.destination ? 'destination' : 'now';
    dispatch(hotelActions.rideRequested({ variant: send }));
  };
  const today = settings ? hotelToday(new Date(), settings.time_zone) : null;
  const services = today ? servicesOfDay(running, scheduled, finished, today) : running;
  const sent = submission.status === 'sent' ? submission.created : null;

  return (
    <Stack gap="8" maxW="7xl" mx="auto" width="full">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('home.title')}
        </Heading>
        {settings?.pickup ? (
          <Text color="fg.muted">{t('home.intro', { place: settings.pickup.name })}</Text>
        ) : null}
      </Stack>

      <Stack gap="2">
        <Text fontWeight="medium" id="hotel-when">
          {t('choice.label')}
        </Text>
        <Group attached role="group" aria-labelledby="hotel-when" alignSelf="start">
          {[false, true].map((option) => (
            <Button
              key={String(option)}
              colorPalette="brand"
              variant={later === option ? 'solid' : 'outline'}
              aria-pressed={later === option}
              onClick={() => {
                setLater(option);
                if (!option) dispatch(rideRequestActions.scheduleCleared());
              }}
            >
              {t(option ? 'choice.later' : 'choice.now')}
            </Button>
          ))}
        </Group>
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap="8">
        <Box asChild bg="bg" p={{ base: '4', md: '6' }} borderRadius="l3" borderWidth="1px">
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <TextField
                label={t('form.room')}
                required
                value={ride.traveler.name}
                autoComplete="off"
                error={fieldError('traveler')}
                onChange={(event) => {
                  dispatch(rideRequestActions.travelerChanged({ name: event.target.value }));
                }}
              />
              <Field.Root>
                <Field.Label>{t('form.reference')}</Field.Label>
                <Textarea
                  rows={2}
                  bg="bg"
                  value={ride.extraData}
                  onChange={(event) =>
                    dispatch(rideRequestActions.extraDataChanged(event.target.value))
                  }
                />
                <Field.HelperText>{t('form.reference_help')}</Field.HelperText>
              </Field.Root>
              <PassengersStepper
                value={ride.passengers}
                onChange={(value) => dispatch(rideRequestActions.passengersChanged(value))}
                max={null}
              />
              <AddressField
                kind="destination"
                label={t('form.destination_optional')}
                query={
                  search.field === 'destination' && search.query
                    ? search.query
                    : (ride.destination?.name ?? '')
                }
                onQueryChange={(query) =>
                  dispatch(addressSearchActions.queryChanged({ field: 'destination', query }))
                }
                onFocus={() => dispatch(rideRequestActions.focusChanged('destination'))}
                results={search.field === 'destination' ? search.suggestions : []}
                searching={search.status === 'pending'}
                onSelect={(address) => {
                  dispatch(rideRequestActions.focusChanged('destination'));
                  dispatch(rideRequestActions.addressChosen(address));
                  dispatch(addressSearchActions.cleared());
                }}
                onClear={() => {
                  dispatch(rideRequestActions.addressCleared('destination'));
                  dispatch(addressSearchActions.cleared());
                }}
                error={fieldError('destination')}
              />
              {later ? (
                <Field.Root invalid={Boolean(fieldError('schedule'))}>
                  <Field.Label>{t('form.when')}</Field.Label>
                  <Button
                    colorPalette="brand"
                    variant="outline"
                    justifyContent="start"
                    onClick={() => setChoosingDate(true)}
                  >
                    {ride.schedule
                      ? `${ride.schedule.date} ${ride.schedule.time}`
                      : t('form.choose_when')}
                  </Button>
                  {fieldError('schedule') ? (
                    <Field.ErrorText>{fieldError('schedule')}</Field.ErrorText>
                  ) : null}
                  <DateTimeDialog
                    open={choosingDate}
                    onClose={() => setChoosingDate(false)}
                    initial={ride.schedule ?? undefined}
                    onAccept={(value) => {
                      dispatch(rideRequestActions.scheduleChosen(value));
                      setChoosingDate(false);
                    }}
                  />
                </Field.Root>
              ) : null}
              <TextField
                label={t('form.phone')}
                type="tel"
                autoComplete="off"
                value={ride.traveler.phone}
                error={fieldError('traveler_phone')}
                onChange={(event) =>
                  dispatch(rideRequestActions.travelerChanged({ phone: event.target.value }))
                }
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
                {later ? t('form.submit_later') : t('form.submit_now')}
              </Button>
              {sent ? (
                <Stack gap="3" role="status">
                  <Text fontWeight="semibold">
                    {sent.programacion
                      ? t('form.booked', {
                          name: sent.viajero?.name ?? '',
                          date: sent.programacion.fecha,
                          time: sent.programacion.hora,
                        })
                      : t('form.sent', { name: sent.viajero?.name ?? '' })}
                  </Text>
                </Stack>
              ) : null}
            </Stack>
          </form>
        </Box>

        <Stack gap="4" minW="0">
          {services
            .filter((service) => service.taxi && service.status_code !== SERVICE_STATUS.COMPLETED)
            .slice(0, 2)
            .map((service) => (
              <ServiceStatusBox key={service.id} service={service} audience="staff" />
            ))}
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" asChild variant="outline">
              <RouterLink to={pathOf('hotelcab')}>{t('links.kiosk')}</RouterLink>
            </Button>
            <Button colorPalette="brand" asChild variant="outline">
              <RouterLink to={HOTEL_PATHS.qrCards}>{t('links.qr')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Grid>

      <Stack gap="4" as="section" aria-labelledby="today-title">
        <Heading as="h2" size="lg" id="today-title">
          {t('today.title')}
        </Heading>
        <TodayServices services={services} />
      </Stack>
    </Stack>
  );
}
