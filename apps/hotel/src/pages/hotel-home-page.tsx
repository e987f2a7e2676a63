import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
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
  selectServiceListsStatus,
  servicesOfDay,
  type HotelRideVariant,
  type MessageKey,
} from '@parada/core';
import {
  AddressField,
  DateTimeDialog,
  PassengersStepper,
  ServiceStatusBox,
  ServicesTable,
  TextField,
} from '@parada/ui';
import { HOTEL_PATHS, pathOf } from '../app/paths';
import { useHotelTranslation } from '../i18n/hotel-i18n';

/** The page variants of issue #8: hotel_home (destination optional) and the three requests. */
export type HotelPageVariant = 'home' | HotelRideVariant;

const VARIANT_LINKS = [
  { variant: 'home', path: pathOf('hotel_home') },
  { variant: 'now', path: pathOf('hotel_pedir_ahora') },
  { variant: 'destination', path: pathOf('hotel_pedir_destino') },
  { variant: 'later', path: pathOf('hotel_pedir_reserva') },
] as const;

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
  const listsStatus = useSelector(selectServiceListsStatus);
  const [choosingDate, setChoosingDate] = useState(false);

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

  const showsDestination = variant !== 'now';
  const sendVariant: HotelRideVariant = variant === 'home' ? 'now' : variant;
  const fieldError = (field: string): string | null => {
    const found = submission.errors.find((error) => error.field === field);
    return found ? t(found.message as MessageKey) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // hotel_home sends "now" with the destination if one is chosen, the door otherwise.
    dispatch(
      hotelActions.rideRequested({
        variant: variant === 'home' && ride.destination ? 'destination' : sendVariant,
      }),
    );
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

      <HStack as="nav" aria-label={t('variants.label')} gap="2" wrap="wrap">
        {VARIANT_LINKS.map((link) => (
          <Button
            colorPalette="brand"
            key={link.variant}
            asChild
            size="sm"
            variant={link.variant === variant ? 'solid' : 'outline'}
          >
            <RouterLink to={link.path} aria-current={link.variant === variant ? 'page' : undefined}>
              {t(`variant.${link.variant}`)}
            </RouterLink>
          </Button>
        ))}
      </HStack>

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
              {showsDestination ? (
                <AddressField
                  kind="destination"
                  label={
                    variant === 'destination'
                      ? t('form.destination')
                      : t('form.destination_optional')
                  }
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
              ) : null}
              {variant === 'later' ? (
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
                {variant === 'later' ? t('form.submit_later') : t('form.submit_now')}
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
              <ServiceStatusBox key={service.id} service={service} />
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
        {services.length === 0 && listsStatus === 'loaded' ? (
          <Text color="fg.muted">{t('today.empty')}</Text>
        ) : (
          <ServicesTable
            services={services}
            loading={listsStatus === 'pending' && services.length === 0}
            caption={t('today.title')}
          />
        )}
      </Stack>
    </Stack>
  );
}
