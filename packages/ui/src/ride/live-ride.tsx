import { Button, Group, Stack } from '@chakra-ui/react';
import { rideActions, type RideActions, type Ride } from '@parada/core';
import { useState } from 'react';
import { RideMap } from '../map/ride-map';
import type { MapPoint } from '../map/map-types';
import { CancelRideDialog } from './cancel-ride-dialog';
import { RideStatusBox } from './ride-status-box';
import { useT } from '../i18n/use-t';

/** Who looks at the ride: its booker, hotel staff booking for a guest, or the guest. */
export type LiveRideAudience = 'customer' | 'staff' | 'guest';

/** The actions a screen has a place for; LiveRide shows those the ride's status allows. */
export type LiveRideAction = Exclude<keyof RideActions, 'resend'>;

export interface LiveRideProps {
  ride: Ride;
  audience?: LiveRideAudience;
  /** Which actions this screen offers (default: all); the status decides which apply now. */
  actions?: readonly LiveRideAction[];
  /** Called once the user has answered yes to the cancel question. */
  onCancel?: (ride: Ride) => void;
  onEdit?: (ride: Ride) => void;
  onShare?: (ride: Ride) => void;
  onReceipt?: (ride: Ride) => void;
  /** An action on this ride is under way: its buttons wait. */
  busy?: boolean;
  /** Without the map (a narrow list where the map would repeat). */
  hideMap?: boolean;
  mapHeight?: string;
}

const ALL_ACTIONS: readonly LiveRideAction[] = ['cancel', 'edit', 'share', 'call', 'receipt'];

/** The ride's places on the map: the pick-up, every stop in order, the destination, the car. */
export function rideMapPoints(ride: Ride) {
  const located = (
    stop: Ride['origin_waypoints'][number],
  ): (MapPoint & { latitude: number; longitude: number }) | null =>
    stop.latitude === undefined || stop.longitude === undefined
      ? null
      : { latitude: stop.latitude, longitude: stop.longitude, label: stop.address };
  const stops = [
    ...ride.origin_waypoints.slice(1),
    ...ride.destination_waypoints.slice(0, -1),
  ].flatMap((stop) => located(stop) ?? []);
  const taxi = ride.taxi;
  return {
    origin: {
      latitude: ride.direccion.latitude,
      longitude: ride.direccion.longitude,
      label: ride.direccion.calle,
    },
    destination: ride.destination
      ? { ...ride.destination, label: ride.destination_address ?? undefined }
      : null,
    waypoints: stops,
    driver:
      taxi?.latitude != null && taxi.longitude != null
        ? { latitude: taxi.latitude, longitude: taxi.longitude, label: taxi.name }
        : null,
  };
}

/**
 * One ride as it happens, the same in every app: the status box with the driver,
 * the map with pick-up, stops, destination and the car as the live stream moves it, and the
 * actions its status allows. Screens pass their audience and the actions they offer.
 */
export function LiveRide({
  ride,
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
  const allowed = rideActions(ride);
  const shows = (action: LiveRideAction) => actions.includes(action) && allowed[action];
  const traveler = ride.viajero.name?.trim();
  const title =
    audience === 'staff'
      ? traveler
        ? t('live.title_staff', { name: traveler })
        : t('live.title_staff_unnamed', { id: ride.id })
      : audience === 'guest'
        ? t('live.title_guest')
        : undefined;
  const buttons = [
    shows('edit') && onEdit && (
      <Button key="edit" size="sm" variant="outline" onClick={() => onEdit(ride)}>
        {t('live.edit')}
      </Button>
    ),
    shows('share') && onShare && (
      <Button key="share" size="sm" variant="outline" onClick={() => onShare(ride)}>
        {t('live.share')}
      </Button>
    ),
    shows('receipt') && onReceipt && (
      <Button key="receipt" size="sm" variant="outline" onClick={() => onReceipt(ride)}>
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
    <Stack gap="3" data-service={ride.id} scrollMarginTop="20">
      <RideStatusBox
        ride={ride}
        title={title}
        canContact={shows('call')}
        audience={audience === 'staff' ? 'staff' : 'customer'}
      />
      {!hideMap && (
        <Stack as="section" aria-label={t('live.map', { id: ride.id })}>
          <RideMap {...rideMapPoints(ride)} height={mapHeight} />
        </Stack>
      )}
      {buttons.length > 0 && (
        <Group
          flexWrap="wrap"
          gap="2"
          role="group"
          aria-label={t('live.actions', { id: ride.id })}
          aria-busy={busy}
        >
          {buttons}
        </Group>
      )}
      {asking && onCancel && (
        <CancelRideDialog
          ride={ride}
          traveler={audience === 'staff' ? traveler : null}
          onKeep={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onCancel(ride);
          }}
        />
      )}
    </Stack>
  );
}
