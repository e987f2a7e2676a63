import { useEffect, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { Alert, Box, Button, Center, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { RIDE_STATUS, type MessageKey, type Ride } from '@parada/core';
import {
  hotelActions,
  selectConfiguration,
  selectHotelSettings,
  selectInProcessRides,
  selectKiosk,
  ridesActions,
} from '@parada/core/store';
import {
  LiveRide,
  TopLoadingBar,
  useRequestsInFlight,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { pathOf } from '../app/paths';
import { KioskExit } from './kiosk-exit';
import { lockKiosk } from './kiosk-lock';
import { useKioskOpen } from './use-kiosk-open';
import { useT } from '../i18n/hotel-i18n';

/**
 * The kiosk's ride as it is now. The kiosk re-reads its ride every few seconds; the live
 * stream moves the car in between, so the car's latest position is taken from the live
 * list while both copies agree on the status.
 */
function useKioskRide(ride: Ride | null): Ride | null {
  const live = useAppSelector(selectInProcessRides).find((service) => service.id === ride?.id);
  if (!ride || !live || live.status_code !== ride.status_code || !live.taxi) return ride;
  return { ...ride, taxi: live.taxi };
}

/**
 * hotelcab: the lobby kiosk. One large field and one large button call a taxi to the door
 * for a room; the ride (status, driver, the car on the map) shows until pickup, then it goes
 * back to idle. The guest may cancel it while the car has not picked them up.
 * Outside the opening hours it hands over to hotelcab_closed.
 */
export default function KioskPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const configuration = useAppSelector(selectConfiguration);
  const settings = useAppSelector(selectHotelSettings);
  const kiosk = useAppSelector(selectKiosk);
  const open = useKioskOpen(settings);
  const requestsInFlight = useRequestsInFlight();
  const ride = useKioskRide(kiosk.ride);

  // The browser knows first when the lobby's Wi-Fi drops or comes back; declared first so a
  // ride resumed below already knows.
  useEffect(() => {
    const update = () => dispatch(hotelActions.kioskConnectionChanged(navigator.onLine));
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [dispatch]);

  useEffect(() => {
    // From here on this browser shows the kiosk until a staff password or the PIN opens it.
    lockKiosk();
    dispatch(hotelActions.settingsRequested());
    // A ride queued before a reload carries on.
    dispatch(hotelActions.kioskOpened());
  }, [dispatch]);

  // Leaving the kiosk mid-ride stops following it (and a closed kiosk starts idle).
  useEffect(
    () => () => {
      dispatch(hotelActions.kioskReset());
    },
    [dispatch],
  );

  // A ride under way or waiting for the connection keeps the screen past closing time.
  if (open === false && kiosk.status !== 'following' && kiosk.status !== 'queued') {
    return <Navigate to={pathOf('hotelcab_closed')} replace />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(hotelActions.kioskBookRequested());
  };
  const busy = kiosk.status === 'following' || kiosk.status === 'ended';

  return (
    <Box
      as="main"
      minH="100dvh"
      bg="bg.canvas"
      px={{ base: '4', md: '10' }}
      py={{ base: '6', md: '12' }}
    >
      <TopLoadingBar requestsInFlight={requestsInFlight} />
      <Stack gap={{ base: '6', md: '10' }} maxW="3xl" mx="auto">
        <Stack gap="1" textAlign="center">
          {configuration ? (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {configuration.name}
            </Text>
          ) : null}
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {t('kiosk.title')}
          </Heading>
        </Stack>

        {kiosk.online ? null : (
          <Alert.Root status="warning" size="lg" role="status">
            <Alert.Indicator />
            <Alert.Title fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium">
              {t(kiosk.status === 'queued' ? 'kiosk.offline_short' : 'kiosk.offline')}
            </Alert.Title>
          </Alert.Root>
        )}

        {kiosk.status === 'queued' && kiosk.queued ? (
          <Stack gap="6" textAlign="center">
            <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" role="status">
              {t('kiosk.queued')}
            </Text>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {t('kiosk.queued_room', { room: kiosk.queued.room })}
            </Text>
            <Button
              colorPalette="brand"
              variant="outline"
              size="2xl"
              minH="20"
              fontSize={{ base: 'xl', md: '2xl' }}
              onClick={() => dispatch(hotelActions.kioskQueueCancelled())}
            >
              {t('kiosk.queued_cancel')}
            </Button>
          </Stack>
        ) : busy && ride ? (
          // The status box's heading is the live region: the map and buttons are not read out.
          <Stack gap="6">
            {kiosk.status === 'ended' && ride.status_code === RIDE_STATUS.IN_PROGRESS ? (
              <Text fontSize="3xl" fontWeight="bold" textAlign="center" role="status">
                {t('kiosk.picked_up')}
              </Text>
            ) : null}
            <Box fontSize="lg">
              <LiveRide
                ride={ride}
                audience="guest"
                actions={['cancel']}
                onCancel={(service) => dispatch(ridesActions.cancelRequested(service.id))}
                mapHeight="clamp(14rem, 40vh, 26rem)"
              />
            </Box>
            <Button
              colorPalette="brand"
              size="2xl"
              minH="20"
              fontSize="2xl"
              onClick={() => dispatch(hotelActions.kioskReset())}
            >
              {t('kiosk.new')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="6">
              <Field.Root invalid={kiosk.status === 'failed'} required>
                <Field.Label fontSize={{ base: 'xl', md: '2xl' }}>
                  {t('kiosk.room')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={kiosk.room}
                  onChange={(event) => dispatch(hotelActions.kioskRoomChanged(event.target.value))}
                  autoComplete="off"
                  bg="bg"
                  height="20"
                  fontSize={{ base: '2xl', md: '3xl' }}
                  textAlign="center"
                />
                {kiosk.status === 'failed' && kiosk.error ? (
                  <Field.ErrorText fontSize="lg">{t(kiosk.error as MessageKey)}</Field.ErrorText>
                ) : null}
              </Field.Root>
              <Button
                colorPalette="brand"
                type="submit"
                size="2xl"
                minH="24"
                fontSize={{ base: '2xl', md: '3xl' }}
                loading={kiosk.status === 'pending'}
                loadingText={t('kiosk.calling')}
              >
                {t('kiosk.call')}
              </Button>
              {settings?.pickup ? (
                <Text textAlign="center" color="fg.muted" fontSize="lg">
                  {t('home.intro', { place: settings.pickup.name })}
                </Text>
              ) : null}
            </Stack>
          </form>
        )}
        <Center>
          <KioskExit />
        </Center>
      </Stack>
    </Box>
  );
}
