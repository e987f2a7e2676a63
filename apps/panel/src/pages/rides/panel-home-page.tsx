import { Grid, Heading, Stack } from '@chakra-ui/react';
import { ORDERS_SECTION, isFinalStatus } from '@parada/core';
import {
  selectInProcessRides,
  selectScheduledRides,
  selectRideListsStatus,
  selectRideActions,
} from '@parada/core/store';
import { LiveRide, RidesTable, useAppSelector } from '@parada/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRideActions } from './ride-actions';
import { EmptyRides, LiveBadge, RidesScreen } from './rides-ui';
import { useT } from '../../i18n/panel-i18n';

/**
 * Quick panel and orders (/panel): each ride under way as a live status box with what can
 * be done with it, then every in-process and scheduled service in one table. The menu's
 * orders item opens the table's section.
 */
export default function PanelHomePage() {
  const { t } = useT();
  const inProcess = useAppSelector(selectInProcessRides);
  const scheduled = useAppSelector(selectScheduledRides);
  const status = useAppSelector(selectRideListsStatus);
  const { open, dialogs } = useRideActions();
  const location = useLocation();
  const ordersHeading = useRef<HTMLHeadingElement>(null);
  const live = inProcess.filter((ride) => !isFinalStatus(ride.status_code));
  const actions = useAppSelector(selectRideActions);
  const busyIds = live
    .filter((ride) => actions[ride.id]?.status === 'pending')
    .map((ride) => ride.id);

  // Arriving from a request (or "Request again"): the new ride's status box opens at the top
  // of the screen, not wherever the form was scrolled to, once the lists hold it.
  const follow = (location.state as { follow?: number } | null)?.follow ?? null;
  const followed = useRef<string | null>(null);
  const liveIds = live.map((ride) => ride.id).join(',');
  useEffect(() => {
    if (follow === null || followed.current === location.key) return;
    const card = document.querySelector<HTMLElement>(`[data-service="${follow}"]`);
    if (!card) {
      window.scrollTo({ top: 0 });
      return;
    }
    followed.current = location.key;
    card.scrollIntoView({ block: 'start' });
  }, [follow, location.key, liveIds]);

  useEffect(() => {
    if (location.hash !== `#${ORDERS_SECTION}`) return;
    ordersHeading.current?.scrollIntoView({ block: 'start' });
    ordersHeading.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

  return (
    <RidesScreen title={t('menu.quick_panel')} aside={<LiveBadge />}>
      <Stack as="section" aria-labelledby="in-process-title" gap="4">
        <Heading as="h2" id="in-process-title" size="lg">
          {t('services.in_process')}
        </Heading>
        {live.length === 0 && status !== 'pending' ? (
          <EmptyRides message={t('services.none_in_process')} />
        ) : (
          <Grid templateColumns={{ base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }} gap="5">
            {live.map((ride) => (
              <LiveRide
                key={ride.id}
                ride={ride}
                actions={['cancel', 'share', 'call']}
                onCancel={open.cancelConfirmed}
                onShare={open.share}
                busy={busyIds.includes(ride.id)}
              />
            ))}
          </Grid>
        )}
      </Stack>
      <Stack as="section" id={ORDERS_SECTION} aria-labelledby="orders-title" gap="4">
        <Heading
          as="h2"
          id="orders-title"
          size="lg"
          ref={ordersHeading}
          tabIndex={-1}
          scrollMarginTop="20"
          _focus={{ outline: 'none' }}
        >
          {t('services.orders')}
        </Heading>
        <RidesTable
          rides={[...inProcess, ...scheduled]}
          loading={status === 'pending'}
          caption={t('services.orders_caption')}
          onDetails={open.details}
          onResend={open.resend}
          onCancel={open.cancel}
        />
      </Stack>
      {dialogs}
    </RidesScreen>
  );
}
