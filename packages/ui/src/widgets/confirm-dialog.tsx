import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';
import { CancelAndGo } from './cancel-and-go';
import { useT } from '../i18n/use-t';

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button for destructive actions (log out, close an employee). */
  destructive?: boolean;
  busy?: boolean;
}

const WRAPS = { whiteSpace: 'normal', height: 'auto', minH: '10', py: '2' } as const;

/** A yes/no question. Focus starts on Cancel so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useT();
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      width="small"
      title={title}
      footer={
        // In a 300 px dialog a long label (Catalan "Cancel·la el servei") wraps, never clips.
        <CancelAndGo
          onCancel={onCancel}
          cancelLabel={cancelLabel}
          focusCancel
          label={confirmLabel ?? t('actions.confirm')}
          onGo={onConfirm}
          busy={busy}
          destructive={destructive}
          flex="1"
          {...WRAPS}
        />
      }
    >
      {message && <Text color="fg.muted">{message}</Text>}
    </AppDialog>
  );
}
