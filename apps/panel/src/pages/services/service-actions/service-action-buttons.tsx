import { Button, Group } from '@chakra-ui/react';
import { rideActions, type Service } from '@parada/core';
import { selectServiceAction, type RootState } from '@parada/core/store';
import { useAppSelector } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

/** What a services list's rows open; each takes the row's service. */
export interface ServiceActionOpeners {
  details: (service: Service) => void;
  cancel: (service: Service) => void;
  resend: (service: Service) => void;
  /** The cancel question was already asked (LiveRide asks it). */
  cancelConfirmed: (service: Service) => void;
  receipt: (service: Service) => void;
  edit: (service: Service) => void;
  share: (service: Service) => void;
}

/** The buttons under a status box or in the details dialog, by what the service allows. */
export function ServiceActionButtons({
  service,
  open,
  size = 'sm',
}: {
  service: Service;
  open: ServiceActionOpeners;
  size?: 'sm' | 'md';
}) {
  const { t } = useT();
  const can = rideActions(service);
  const busy = useAppSelector((state: RootState) => selectServiceAction(state, service.id));
  return (
    <Group flexWrap="wrap" gap="2" aria-busy={busy?.status === 'pending'}>
      {can.edit && (
        <Button size={size} variant="outline" onClick={() => open.edit(service)}>
          {t('services.edit')}
        </Button>
      )}
      {can.share && (
        <Button size={size} variant="outline" onClick={() => open.share(service)}>
          {t('services.share')}
        </Button>
      )}
      {can.resend && (
        <Button size={size} variant="outline" onClick={() => open.resend(service)}>
          {t('services.resend')}
        </Button>
      )}
      {can.cancel && (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          loading={busy?.status === 'pending'}
          onClick={() => open.cancel(service)}
        >
          {t('services.cancel')}
        </Button>
      )}
    </Group>
  );
}
