import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { hotelToday, ridesOfDay } from '@parada/core';
import {
  hotelActions,
  selectFinishedToday,
  selectHotelSettings,
  selectInProcessRides,
  selectScheduledRides,
  type HotelRideVariant,
} from '@parada/core/store';
import { LiveRide, useAppContext, useAppDispatch, useAppSelector } from '@parada/ui';
import { HOTEL_PATHS, pathOf } from '../app/paths';
import { HotelRideForm } from './hotel-ride-form';
import { SEEN_CANCELLED_KEY, SEEN_MAX, isCancelled, liveBoxes } from './live-boxes';
import { TodayRides } from './today-rides';
import { useT } from '../i18n/hotel-i18n';

/** The hotel's page variants: hotel_home (destination optional) and the three requests. */
export type HotelPageVariant = 'home' | HotelRideVariant;

/**
 * hotel_home and its variants: reception requests a taxi for a guest from the hotel's door
 * with the ui's request form sections, follows the rides under way on their map, and sees
 * today's services, re-read every few seconds while open.
 */
export default function HotelHomePage({ variant }: { variant: HotelPageVariant }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const settings = useAppSelector(selectHotelSettings);
  const running = useAppSelector(selectInProcessRides);
  const scheduled = useAppSelector(selectScheduledRides);
  const finished = useAppSelector(selectFinishedToday);
  const { parada } = useAppContext();
  const [seen, setSeen] = useState<number[]>(() => {
    try {
      const stored: unknown = JSON.parse(parada.storage.getItem(SEEN_CANCELLED_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id) => typeof id === 'number') : [];
    } catch {
      return [];
    }
  });
  const acknowledge = (id: number) => {
    const next = [...seen, id].slice(-SEEN_MAX);
    parada.storage.setItem(SEEN_CANCELLED_KEY, JSON.stringify(next));
    setSeen(next);
  };

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

  const today = settings ? hotelToday(new Date(), settings.time_zone) : null;
  const rides = today ? ridesOfDay(running, scheduled, finished, today) : running;

  return (
    <Stack gap="8" maxW="7xl" mx="auto" width="full">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t(variant === 'destination' ? 'home.title_destination' : 'home.title')}
        </Heading>
        {settings?.pickup ? (
          <Text color="fg.muted">{t('home.intro', { place: settings.pickup.name })}</Text>
        ) : null}
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap="8">
        <HotelRideForm
          presetLater={variant === 'later'}
          requireDestination={variant === 'destination'}
        />

        <Stack gap="4" minW="0">
          {/* Cancel and edit live in today's list below: one place per action on the page. */}
          {liveBoxes(rides, seen)
            .slice(0, 2)
            .map((ride) =>
              isCancelled(ride) ? (
                <Stack key={ride.id} gap="2">
                  <LiveRide ride={ride} audience="staff" actions={[]} />
                  <Button alignSelf="start" variant="outline" onClick={() => acknowledge(ride.id)}>
                    {t('home.seen_cancelled', { id: ride.id })}
                  </Button>
                </Stack>
              ) : (
                <LiveRide key={ride.id} ride={ride} audience="staff" actions={[]} />
              ),
            )}
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
        <TodayRides rides={rides} />
      </Stack>
    </Stack>
  );
}
