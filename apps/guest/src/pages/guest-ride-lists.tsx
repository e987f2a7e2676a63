import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney, isFinalStatus, rideActions, wallClock, type Ride } from '@parada/core';
import {
  selectHistory,
  selectInProcessRides,
  selectScheduledRides,
  documentFlows,
  ridesActions,
} from '@parada/core/store';
import {
  ConfirmDialog,
  LiveRide,
  useLanguage,
  useTimeZone,
  useZonedTime,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useT } from '../i18n/guest-i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Cancel, with the question first; the lists drop the ride when the server agrees. */
function CancelButton({ ride: service }: { ride: Ride }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  if (!rideActions(service).cancel) return null;
  return (
    <>
      <Button
        colorPalette="red"
        variant="outline"
        alignSelf="start"
        onClick={() => setAsking(true)}
      >
        {t('rides.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('rides.cancel_title', { id: service.id })}
        message={t('rides.cancel_message', { address: service.direccion.calle })}
        confirmLabel={t('rides.cancel')}
        cancelLabel={t('rides.keep')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          dispatch(ridesActions.cancelRequested(service.id));
        }}
      />
    </>
  );
}

/** A ride under way, as in every app (LiveRide): its status, the car on the map, the driver. */
function LiveRideCard({ ride: service }: { ride: Ride }) {
  const dispatch = useAppDispatch();
  return (
    <Box p={{ base: '3', md: '4' }} borderWidth="1px" borderRadius="l3" bg="bg">
      <LiveRide
        ride={service}
        audience="guest"
        actions={['cancel', 'call']}
        mapHeight="16rem"
        onCancel={(ride) => dispatch(ridesActions.cancelRequested(ride.id))}
      />
    </Box>
  );
}

function RideLine({ ride: service }: { ride: Ride }) {
  const language = useLanguage();
  const zone = useTimeZone();
  const zoned = useZonedTime();
  const { t } = useT();
  // A booking's own date and time, on the grouping's clock (named when the browser's differs).
  const when = zoned(
    wallClock(
      service.programacion?.fecha ?? service.date,
      service.programacion?.hora ?? service.time,
      zone,
    ),
  );
  const price = service.fare ?? service.fare_estimate ?? null;
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="l2" bg="bg">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{when}</Text>
        <Badge>{service.status_name}</Badge>
      </HStack>
      <Text>
        {service.direccion.calle} → {service.destination_address ?? t('rides.guest_tells')}
      </Text>
      {price != null ? (
        <Text>{formatMoney(price, service.currency ?? 'EUR', language)}</Text>
      ) : null}
      <CancelButton ride={service} />
      {rideActions(service).receipt ? <ReceiptButton ride={service} /> : null}
    </Stack>
  );
}

function ReceiptButton({ ride: service }: { ride: Ride }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      alignSelf="start"
      size="sm"
      aria-label={t('rides.receipt_of', { id: service.id })}
      onClick={() => dispatch(documentFlows.receipt.trigger(service.id))}
    >
      {t('rides.receipt')}
    </Button>
  );
}

/** The guest's rides: under way (live), booked for later, and the history. */
export function GuestRideLists() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const running = useAppSelector(selectInProcessRides).filter(
    (service) => !isFinalStatus(service.status_code),
  );
  // A ride that stops running has ended: the history is read again so it shows there.
  const runningIds = running.map((service) => service.id).join(',');
  const lastRunning = useRef(runningIds);
  useEffect(() => {
    const now = new Set(runningIds.split(','));
    if (lastRunning.current.split(',').some((id) => id !== '' && !now.has(id))) {
      dispatch(ridesActions.historyRequested());
    }
    lastRunning.current = runningIds;
  }, [dispatch, runningIds]);
  const booked = useAppSelector(selectScheduledRides);
  const history = useAppSelector(selectHistory);
  return (
    <>
      {running.length > 0 ? (
        <Section title={t('rides.in_process')}>
          {running.map((service) => (
            <LiveRideCard key={service.id} ride={service} />
          ))}
        </Section>
      ) : null}
      {booked.length > 0 ? (
        <Section title={t('rides.booked')}>
          {booked.map((service) => (
            <RideLine key={service.id} ride={service} />
          ))}
        </Section>
      ) : null}
      <Section title={t('rides.history')}>
        {history.items.length === 0 ? (
          <Box color="fg.muted">{t('rides.no_history')}</Box>
        ) : (
          history.items.map((service) => <RideLine key={service.id} ride={service} />)
        )}
      </Section>
    </>
  );
}
