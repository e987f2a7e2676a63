import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';
import { useT } from '../i18n/use-t';

export interface NotificationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Already translated; defaults to a generic 'Notice'. */
  title?: ReactNode;
  /** The server's error text or a translated message (spec §8). */
  message: ReactNode;
}

/** The red notification of spec §8 (employee and service-type failures): one Accept button. */
export function NotificationDialog({ open, onClose, title, message }: NotificationDialogProps) {
  const { t } = useT();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      tone="danger"
      width="small"
      title={title ?? t('notification.title')}
      footer={
        <Button colorPalette="red" onClick={onClose} width="full">
          {t('actions.accept')}
        </Button>
      }
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
