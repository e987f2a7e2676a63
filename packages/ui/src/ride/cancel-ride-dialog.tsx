import type { Ride } from '@parada/core';
import { ConfirmDialog } from '../widgets/confirm-dialog';
import { useT } from '../i18n/use-t';

export interface CancelRideDialogProps {
  ride: Ride;
  /** The traveller a member of staff cancels for; the message then names them. */
  traveler?: string | null;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * The one question before a ride is cancelled, in every app and list: "Cancel service
 * #id?", what goes, and "Cancel service" / "Keep it".
 */
export function CancelRideDialog({ ride, traveler, onKeep, onConfirm }: CancelRideDialogProps) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open
      destructive
      title={t('live.cancel_title', { id: ride.id })}
      message={
        traveler
          ? t('live.cancel_message_staff', { name: traveler, address: ride.direccion.calle })
          : t('live.cancel_message', { address: ride.direccion.calle })
      }
      confirmLabel={t('live.cancel')}
      cancelLabel={t('live.keep')}
      onCancel={onKeep}
      onConfirm={onConfirm}
    />
  );
}
