import { Button, Group, Stack } from '@chakra-ui/react';
import { rideActions, type RideActions, type Service } from '@parada/core';
import { useState } from 'react';
import { RideMap } from '../map/ride-map';
import type { MapPoint } from '../map/map-types';
import { ConfirmDialog } from '../widgets/confirm-dialog';
import { ServiceStatusBox } from './service-status-box';
import { useT } from '../i18n/use-t';

/** Who looks at the ride: its booker, hotel staff booking for a guest, or the guest. */
export type LiveRideAudience = 'customer' | 'staff' | 'guest';

/** The actions a screen has a place for; LiveRide shows those the ride's status allows. */
export type LiveRideAction = Exclude<keyof RideActions, 'resend'>;

export interface LiveRideProps {
  service: Service;
  audience?: LiveRideAudience;
  /** Which actions this screen offers (default: all); the status decides which apply now. */
  actions?: readonly LiveRideAction[];
  /** Called once the user has answered yes to the cancel question. */
  onCancel?: (service: Service) => void;
  onEdit?: (service: Service) => void;
  onShare?: (service: Service) => void;
  onReceipt?: (service: Service) => void;
  /** An action on this ride is under way: its buttons wait. */
  busy?: boolean;
  /** Without the map (a narrow list where the map would repeat). */
  hideMap?: boolean;
  mapHeight?: string;
}

const ALL_ACTIONS: readonly LiveRideAction[] = ['cancel', 'edit', 'share', 'call', 'receipt'];

/** The ride's places on the map: the pick-up, every stop in order, the destination, the car. */
export function rideMapPoints(service: Service) {
  const located = (
    stop: Service['origin_waypoints'][number],
  ): (MapPoint & { latitude: number; longitude: number }) | null =>
    stop.latitude === undefined || stop.longitude === undefined
      ? null
      : { latitude: stop.latitude, longitude: stop.longitude, label: stop.address };
  const stops = [
    ...service.origin_waypoints.slice(1),
    ...service.destination_waypoints.slice(0, -1),
  ].flatMap((stop) => located(stop) ?? []);
  const taxi = service.taxi;
  return {
    origin: {
      latitude: service.direccion.latitude,
      longitude: service.direccion.longitude,
      label: service.direccion.calle,
    },
    destination: service.destination
      ? { ...service.destination, label: service.destination_address ?? undefined }
      : null,
    waypoints: stops,
    driver:
      taxi?.latitude != null && taxi.longitude != null
        ? { latitude: taxi.latitude, longitude: taxi.longitude, label: taxi.name }
        : null,
  };
}

/**
 * One ride as it happens, the same in every app (issue #13): the status box with the driver,
 * the map with pick-up, stops, destination and the car as the live stream moves it, and the
 * actions its status allows. Screens pass their audience and the actions they offer.
 */
export function LiveRide({
  service,
  audience = 'customer',
  actions = ALL_ACTIONS,
  onCancel,
  onEdit,
  onShare,
  onReceipt,
  busy = false,
  hideMap = false,
  mapHeight = '300px',
}: LiveRideProps) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const allowed = rideActions(service);
  const shows = (action: LiveRideAction) => actions.includes(action) && allowed[action];
  const traveler = service.viajero.name?.trim();
  const title =
    audience === 'staff'
      ? traveler
        ? t('live.title_staff', { name: traveler })
        : t('live.title_staff_unnamed', { id: service.id })
      : audience === 'guest'
        ? t('live.title_guest')
        : undefined;
  const buttons = [
    shows('edit') && onEdit && (
      <Button key="edit" size="sm" variant="outline" onClick={() => onEdit(service)}>
        {t('live.edit')}
      </Button>
    ),
    shows('share') && onShare && (
      <Button key="share" size="sm" variant="outline" onClick={() => onShare(service)}>
        {t('live.share')}
      </Button>
    ),
    shows('receipt') && onReceipt && (
      <Button key="receipt" size="sm" variant="outline" onClick={() => onReceipt(service)}>
        {t('live.receipt')}
      </Button>
    ),
    shows('cancel') && onCancel && (
      <Button
        key="cancel"
        size="sm"
        variant="outline"
        colorPalette="red"
        loading={busy}
        onClick={() => setAsking(true)}
      >
        {t('live.cancel')}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Stack gap="3" data-service={service.id}>
      <ServiceStatusBox
        service={service}
        title={title}
        canContact={shows('call')}
        audience={audience === 'staff' ? 'staff' : 'customer'}
      />
      {!hideMap && (
        <Stack as="section" aria-label={t('live.map', { id: service.id })}>
          <RideMap {...rideMapPoints(service)} height={mapHeight} />
        </Stack>
      )}
      {buttons.length > 0 && (
        <Group
          flexWrap="wrap"
          gap="2"
          role="group"
          aria-label={t('live.actions', { id: service.id })}
          aria-busy={busy}
        >
          {buttons}
        </Group>
      )}
      {asking && onCancel && (
        <ConfirmDialog
          open
          destructive
          title={t('live.cancel_title', { id: service.id })}
          message={
            audience === 'staff' && traveler
              ? t('live.cancel_message_staff', {
                  name: traveler,
                  address: service.direccion.calle,
                })
              : t('live.cancel_message', { address: service.direccion.calle })
          }
          confirmLabel={t('live.cancel')}
          cancelLabel={t('live.keep')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onCancel(service);
          }}
        />
      )}
    </Stack>
  );
}
