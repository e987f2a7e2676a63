import {
  Badge,
  Box,
  Button,
  CloseButton,
  Heading,
  NativeSelect,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  RIDE_STATUS,
  isStatusCode,
  statusNameKey,
  type ConsoleRide,
  type FleetDriver,
  type RideTimelineEntry,
} from '@parada/core';
import { FieldFrame, TextField, textOf } from '@parada/ui';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useT } from '../i18n/console-i18n';
import { useFormats } from './format';
import { useConsoleAction } from './use-console-action';

export interface RideDetailHandle {
  focusAssign(): void;
  focusCancel(): void;
  offerAgain(): void;
}

export interface RideDetailProps {
  id: number;
  /** Changes whenever the board is read again: the detail follows. */
  version: unknown;
  onClose: () => void;
}

const WAITING = ['waiting', 'offered'];

/** One line of the timeline: what happened and who did it. */
function useTimelineText() {
  const { t } = useT();
  return (entry: RideTimelineEntry) => {
    const driver = entry.driver_name ?? '';
    switch (entry.kind) {
      case 'offer':
        return t('desk.timeline.offer', { driver });
      case 'offer_expired':
        return t('desk.timeline.offer_expired', { driver });
      case 'offer_declined':
        return t('desk.timeline.offer_declined', { driver });
      case 'assigned':
        return t('desk.timeline.assigned', { driver });
      case 'reoffered':
        return t('desk.timeline.reoffered');
      default: {
        const code = entry.to_code ?? 0;
        return isStatusCode(code) ? t(statusNameKey(code)) : String(code);
      }
    }
  };
}

/**
 * A ride's detail beside the board: who, where, its timeline from the ride's event rows,
 * and the dispatcher's actions on it (assign or reassign a driver, cancel with a reason the
 * client reads, offer again).
 */
export const RideDetail = forwardRef<RideDetailHandle, RideDetailProps>(function RideDetail(
  { id, version, onClose },
  handle,
) {
  const { t } = useT();
  const formats = useFormats();
  const lineOf = useTimelineText();
  const { api, run, pending, error } = useConsoleAction();
  const [ride, setRide] = useState<ConsoleRide | null>(null);
  const [drivers, setDrivers] = useState<FleetDriver[]>([]);
  const [driverId, setDriverId] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const assignRef = useRef<HTMLSelectElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    void api.ride(id).then(
      (next) => current && setRide(next),
      () => current && setRide(null),
    );
    return () => {
      current = false;
    };
  }, [api, id, version]);
  useEffect(() => {
    void api.drivers().then(setDrivers, () => setDrivers([]));
  }, [api]);

  const reoffer = () => void run((c) => c.reoffer(id)).then((next) => next && setRide(next));
  useImperativeHandle(handle, () => ({
    focusAssign: () => assignRef.current?.focus(),
    focusCancel: () => reasonRef.current?.focus(),
    offerAgain: () => {
      if (ride && WAITING.includes(ride.column) && ride.status_code !== RIDE_STATUS.SCHEDULED)
        reoffer();
    },
  }));

  if (!ride) {
    return (
      <Box p="4" role="status">
        <Text color="fg.muted" mb="2">
          {t('desk.loading_ride')}
        </Text>
        {/* Chakra's progress parts are shared with ui's late recipes: a page of the app
            importing them too keeps them in a chunk of their own, which both load. */}
        <Progress.Root value={null} size="xs">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>
    );
  }
  const open = ride.cancel_reason === null;
  const canReoffer = WAITING.includes(ride.column) && ride.status_code !== RIDE_STATUS.SCHEDULED;
  const choosable = drivers.filter((driver) => !driver.suspended);
  const assign = () => {
    const chosen = Number(driverId);
    if (!chosen) return;
    void run((c) => c.assign(id, chosen)).then((next) => next && setRide(next));
  };
  const cancel = () => {
    if (!reason.trim()) {
      setReasonError(t('validation.required'));
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    void run((c) => c.cancel(id, reason.trim())).then((next) => {
      if (next) {
        setRide(next);
        setReason('');
      }
    });
  };

  return (
    <Stack as="section" aria-labelledby="ride-detail-title" gap="4" p="4">
      <Box display="flex" alignItems="start" gap="2">
        <Box flex="1">
          <Heading as="h2" size="md" id="ride-detail-title">
            {t('desk.ride_title', { id: ride.id })}
          </Heading>
          <Badge mt="1">
            {isStatusCode(ride.status_code) ? t(statusNameKey(ride.status_code)) : ''}
          </Badge>
        </Box>
        <CloseButton aria-label={t('desk.close_detail')} onClick={onClose} size="sm" />
      </Box>
      <Stack gap="1" fontSize="sm">
        <Text>
          <strong>{t('desk.client')}:</strong> {ride.client_name}
          {ride.client_phone ? ` · ${ride.client_phone}` : ''}
        </Text>
        <Text>
          <strong>{t('desk.from')}:</strong> {ride.origin}
        </Text>
        {ride.destination && (
          <Text>
            <strong>{t('desk.to')}:</strong> {ride.destination}
          </Text>
        )}
        {ride.scheduled_at && (
          <Text>
            <strong>{t('desk.pickup_at')}:</strong> {formats.dateTime(ride.scheduled_at)}
          </Text>
        )}
        {ride.driver_name && (
          <Text>
            <strong>{t('desk.driver')}:</strong> {ride.driver_name}
          </Text>
        )}
        {ride.note && (
          <Text>
            <strong>{t('desk.note')}:</strong> {ride.note}
          </Text>
        )}
        {ride.cancel_reason && (
          <Text>
            <strong>{t('desk.cancel_reason')}:</strong> {ride.cancel_reason}
          </Text>
        )}
      </Stack>

      <Box as="section" aria-labelledby="timeline-title">
        <Heading as="h3" size="sm" id="timeline-title" mb="2">
          {t('desk.timeline.title')}
        </Heading>
        <Stack as="ol" gap="1" m="0" ps="4" fontSize="sm">
          <li>
            <Text as="span" color="fg.muted">
              {formats.seconds(ride.created_at)}
            </Text>{' '}
            {t('desk.timeline.requested')}
          </li>
          {ride.timeline.map((entry, index) => (
            <li key={index}>
              <Text as="span" color="fg.muted">
                {formats.seconds(entry.at)}
              </Text>{' '}
              {lineOf(entry)}{' '}
              <Text as="span" color="fg.muted">
                · {t(`desk.actor.${entry.actor}`, { defaultValue: entry.actor })}
              </Text>
            </li>
          ))}
        </Stack>
      </Box>

      {open && ride.status_code !== RIDE_STATUS.IN_PROGRESS && (
        <Stack gap="2">
          <FieldFrame label={t('desk.choose_driver')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                ref={assignRef}
                value={driverId}
                onChange={(event) => setDriverId(event.currentTarget.value)}
              >
                <option value="">{t('desk.driver_placeholder')}</option>
                {choosable.map((driver) => (
                  <option key={driver.id} value={driver.id}>
                    {driver.name} · {driver.plate}
                    {driver.online ? ` · ${t('desk.online')}` : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldFrame>
          <Button size="sm" onClick={assign} disabled={!driverId} loading={pending}>
            {ride.driver_id ? t('desk.reassign') : t('desk.assign')}
          </Button>
        </Stack>
      )}
      {canReoffer && (
        <Button size="sm" variant="outline" onClick={reoffer} loading={pending}>
          {t('desk.offer_again')}
        </Button>
      )}
      {open && (
        <Stack gap="2">
          <TextField
            ref={reasonRef}
            label={t('desk.cancel_reason_label')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
            maxLength={150}
          />
          <Button size="sm" colorPalette="red" variant="outline" onClick={cancel} loading={pending}>
            {t('desk.cancel_ride')}
          </Button>
        </Stack>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {textOf(t, error)}
        </Text>
      )}
    </Stack>
  );
});
