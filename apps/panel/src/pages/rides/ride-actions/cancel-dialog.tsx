import { type Ride } from '@parada/core';
import { CancelRideDialog } from '@parada/ui';

export function CancelDialog({
  ride,
  onCancel,
  onConfirm,
}: {
  ride: Ride;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return <CancelRideDialog ride={ride} onKeep={onCancel} onConfirm={onConfirm} />;
}
