import { type Service } from '@parada/core';
import {
  documentFlows,
  selectServiceActionResult,
  servicesActions,
  type ServiceActionKind,
} from '@parada/core/store';
import { useAppDispatch, useAppSelector, useOutcomeToast } from '@parada/ui';
import { useState } from 'react';
import type { ServiceActionOpeners } from './service-actions/service-action-buttons';
import { DetailsDialog } from './service-actions/details-dialog';
import { CancelDialog } from './service-actions/cancel-dialog';
import { ResendDialog } from './service-actions/resend-dialog';
import { EditDialog } from './service-actions/edit-dialog';
import { ShareDialog } from './service-actions/share-dialog';

type Open = { kind: ServiceActionKind | 'share'; service: Service } | null;

/**
 * The dialogs behind a services list: details, cancel and resend confirmations, the edit
 * form of a booking and the share link. Screens call `open.*` from their rows. An action
 * chosen inside the details opens over them and returns to them when dismissed.
 */
export function useServiceActions() {
  const dispatch = useAppDispatch();
  const [details, setDetails] = useState<Service | null>(null);
  const [dialog, setDialog] = useState<Open>(null);
  // Each cancel, resend or edit ends in one numbered outcome: a toast either way.
  useOutcomeToast(useAppSelector(selectServiceActionResult), undefined, 'toast');
  const close = () => setDialog(null);
  const start = (action: Parameters<typeof dispatch>[0]) => {
    dispatch(action);
    setDialog(null);
    setDetails(null);
  };
  const open: ServiceActionOpeners = {
    details: (service: Service) => setDetails(service),
    cancel: (service: Service) => setDialog({ kind: 'cancel', service }),
    resend: (service: Service) => {
      // The ride is requoted while the question shows; nothing is sent before the answer.
      dispatch(servicesActions.resendRequested(service));
      setDialog({ kind: 'resend', service });
    },
    cancelConfirmed: (service: Service) => start(servicesActions.cancelRequested(service.id)),
    receipt: (service: Service) => dispatch(documentFlows.receipt.trigger(service.id)),
    edit: (service: Service) => setDialog({ kind: 'edit', service }),
    share: (service: Service) => {
      dispatch(servicesActions.shareRequested(service.id));
      setDialog({ kind: 'share', service });
    },
  };
  const dialogs = (
    <>
      {details && <DetailsDialog service={details} open={open} onClose={() => setDetails(null)} />}
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          service={dialog.service}
          onCancel={close}
          onConfirm={() => start(servicesActions.cancelRequested(dialog.service.id))}
        />
      )}
      {dialog?.kind === 'resend' && (
        <ResendDialog
          service={dialog.service}
          onCancel={() => {
            dispatch(servicesActions.resendDismissed());
            close();
          }}
          onConfirm={() => start(servicesActions.resendConfirmed(dialog.service.id))}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditDialog
          service={dialog.service}
          onClose={close}
          onSave={(changes) =>
            start(servicesActions.updateRequested({ id: dialog.service.id, changes }))
          }
        />
      )}
      {dialog?.kind === 'share' && <ShareDialog service={dialog.service} onClose={close} />}
    </>
  );
  return { open, dialogs };
}
