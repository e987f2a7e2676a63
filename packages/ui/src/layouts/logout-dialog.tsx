import { ConfirmDialog } from '../widgets/confirm-dialog';
import { useT } from '../i18n/use-t';

export interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure you want to log out?' with Cancel and the button that closes the session. */
export function LogoutDialog({ open, onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={open}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('logout.confirm')}
      confirmLabel={t('actions.logout')}
      destructive
    />
  );
}
