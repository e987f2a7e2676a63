import { type Ride } from '@parada/core';
import { ConfirmDialog } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

export function CancelDialog({
  ride,
  onCancel,
  onConfirm,
}: {
  ride: Ride;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open
      destructive
      title={t('services.cancel_title', { id: ride.id })}
      message={t('services.cancel_message', { address: ride.direccion.calle })}
      confirmLabel={t('services.cancel_confirm')}
      cancelLabel={t('services.keep')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
