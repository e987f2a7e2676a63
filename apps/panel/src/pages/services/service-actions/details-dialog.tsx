import { Stack } from '@chakra-ui/react';
import { type Service } from '@parada/core';
import { type RootState } from '@parada/core/store';
import { AppDialog, RideFareDetails, ServiceStatusBox, useAppSelector } from '@parada/ui';
import { ServiceActionButtons, type ServiceActionOpeners } from './service-action-buttons';
import { useT } from '../../../i18n/panel-i18n';

export function DetailsDialog({
  service,
  open,
  onClose,
}: {
  service: Service;
  open: ServiceActionOpeners;
  onClose: () => void;
}) {
  const { t } = useT();
  // The pushed copy, so the dialog follows the ride while it is open.
  const live = useAppSelector(
    (state: RootState) =>
      [
        ...state.services.inProcess,
        ...state.services.scheduled,
        ...state.services.history.items,
      ].find((item) => item.id === service.id) ?? service,
  );
  return (
    <AppDialog
      open
      onClose={onClose}
      width="large"
      title={t('services.details_title', { id: service.id })}
      footer={<ServiceActionButtons service={live} open={open} size="md" />}
    >
      <Stack gap="5">
        <ServiceStatusBox service={live} />
        <RideFareDetails ride={live} />
      </Stack>
    </AppDialog>
  );
}
