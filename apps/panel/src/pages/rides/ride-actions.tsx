import { type Ride } from '@parada/core';
import {
  documentFlows,
  nextAfterBooking,
  selectLastResent,
  selectRideActionResult,
  ridesActions,
  type RideActionKind,
} from '@parada/core/store';
import { useAppDispatch, useAppSelector, useOutcomeToast } from '@parada/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathOf } from '../../app/paths';
import type { RideActionOpeners } from './ride-actions/ride-action-buttons';
import { DetailsDialog } from './ride-actions/details-dialog';
import { CancelDialog } from './ride-actions/cancel-dialog';
import { ResendDialog } from './ride-actions/resend-dialog';
import { EditDialog } from './ride-actions/edit-dialog';
import { ShareDialog } from './ride-actions/share-dialog';

type Open = { kind: RideActionKind | 'share'; ride: Ride } | null;

/**
 * The dialogs behind a services list: details, cancel and resend confirmations, the edit
 * form of a booking and the share link. Screens call `open.*` from their rows. An action
 * chosen inside the details opens over them and returns to them when dismissed.
 */
export function useRideActions() {
  const dispatch = useAppDispatch();
  const [details, setDetails] = useState<Ride | null>(null);
  const [dialog, setDialog] = useState<Open>(null);
  const navigate = useNavigate();
  const lastResent = useRef<Ride | null>(null);
  lastResent.current = useAppSelector(selectLastResent);
  // Each cancel, resend or edit ends in one numbered outcome: a toast either way. A ride
  // requested again is followed where a new request is: its status box, or the bookings.
  useOutcomeToast(
    useAppSelector(selectRideActionResult),
    (done) => {
      const ride = lastResent.current;
      if (!done.ok || done.kind !== 'resend' || !ride) return;
      const next = nextAfterBooking(ride, 'client') === 'bookings' ? 'bookings' : 'panel_home';
      navigate(pathOf(next), { state: { follow: ride.id } });
    },
    'toast',
  );
  const close = () => setDialog(null);
  const start = (action: Parameters<typeof dispatch>[0]) => {
    dispatch(action);
    setDialog(null);
    setDetails(null);
  };
  const open: RideActionOpeners = {
    details: (ride: Ride) => setDetails(ride),
    cancel: (ride: Ride) => setDialog({ kind: 'cancel', ride }),
    resend: (ride: Ride) => {
      // The ride is requoted while the question shows; nothing is sent before the answer.
      dispatch(ridesActions.resendRequested(ride));
      setDialog({ kind: 'resend', ride });
    },
    cancelConfirmed: (ride: Ride) => start(ridesActions.cancelRequested(ride.id)),
    receipt: (ride: Ride) => dispatch(documentFlows.receipt.trigger(ride.id)),
    edit: (ride: Ride) => setDialog({ kind: 'edit', ride }),
    share: (ride: Ride) => {
      dispatch(ridesActions.shareRequested(ride.id));
      setDialog({ kind: 'share', ride });
    },
  };
  const dialogs = (
    <>
      {details && <DetailsDialog ride={details} open={open} onClose={() => setDetails(null)} />}
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          ride={dialog.ride}
          onCancel={close}
          onConfirm={() => start(ridesActions.cancelRequested(dialog.ride.id))}
        />
      )}
      {dialog?.kind === 'resend' && (
        <ResendDialog
          ride={dialog.ride}
          onCancel={() => {
            dispatch(ridesActions.resendDismissed());
            close();
          }}
          onConfirm={() => start(ridesActions.resendConfirmed(dialog.ride.id))}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditDialog
          ride={dialog.ride}
          onClose={close}
          onSave={(changes) => start(ridesActions.updateRequested({ id: dialog.ride.id, changes }))}
        />
      )}
      {dialog?.kind === 'share' && <ShareDialog ride={dialog.ride} onClose={close} />}
    </>
  );
  return { open, dialogs };
}
