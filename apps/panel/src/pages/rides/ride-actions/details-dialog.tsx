import { Stack } from '@chakra-ui/react';
import { type Ride } from '@parada/core';
import { type RootState } from '@parada/core/store';
import { AppDialog, RideFareDetails, RideStatusBox, useAppSelector } from '@parada/ui';
import { RideActionButtons, type RideActionOpeners } from './ride-action-buttons';
import { useT } from '../../../i18n/panel-i18n';

export function DetailsDialog({
  ride,
  open,
  onClose,
}: {
  ride: Ride;
  open: RideActionOpeners;
  onClose: () => void;
}) {
  const { t } = useT();
  // The pushed copy, so the dialog follows the ride while it is open.
  const live = useAppSelector(
    (state: RootState) =>
      [...state.rides.inProcess, ...state.rides.scheduled, ...state.rides.history.items].find(
        (item) => item.id === ride.id,
      ) ?? ride,
  );
  return (
    <AppDialog
      open
      onClose={onClose}
      width="large"
      title={t('services.details_title', { id: ride.id })}
      footer={<RideActionButtons ride={live} open={open} size="md" />}
    >
      <Stack gap="5">
        <RideStatusBox ride={live} />
        <RideFareDetails ride={live} />
      </Stack>
    </AppDialog>
  );
}
