import { Button, Group } from '@chakra-ui/react';
import { rideActions, type Ride } from '@parada/core';
import { selectRideAction, type RootState } from '@parada/core/store';
import { useAppSelector } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

/** What a services list's rows open; each takes the row's service. */
export interface RideActionOpeners {
  details: (ride: Ride) => void;
  cancel: (ride: Ride) => void;
  resend: (ride: Ride) => void;
  /** The cancel question was already asked (LiveRide asks it). */
  cancelConfirmed: (ride: Ride) => void;
  receipt: (ride: Ride) => void;
  edit: (ride: Ride) => void;
  share: (ride: Ride) => void;
}

/** The buttons under a status box or in the details dialog, by what the service allows. */
export function RideActionButtons({
  ride,
  open,
  size = 'sm',
}: {
  ride: Ride;
  open: RideActionOpeners;
  size?: 'sm' | 'md';
}) {
  const { t } = useT();
  const can = rideActions(ride);
  const busy = useAppSelector((state: RootState) => selectRideAction(state, ride.id));
  return (
    <Group flexWrap="wrap" gap="2" aria-busy={busy?.status === 'pending'}>
      {can.edit && (
        <Button size={size} variant="outline" onClick={() => open.edit(ride)}>
          {t('services.edit')}
        </Button>
      )}
      {can.share && (
        <Button size={size} variant="outline" onClick={() => open.share(ride)}>
          {t('services.share')}
        </Button>
      )}
      {can.resend && (
        <Button size={size} variant="outline" onClick={() => open.resend(ride)}>
          {t('services.resend')}
        </Button>
      )}
      {can.cancel && (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          loading={busy?.status === 'pending'}
          onClick={() => open.cancel(ride)}
        >
          {t('services.cancel')}
        </Button>
      )}
    </Group>
  );
}
