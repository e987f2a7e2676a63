import { useTranslation } from 'react-i18next';
import { useUiTranslation } from '../i18n/ui-i18n';
import { ConfirmDialog } from '../widgets/confirm-dialog';

export interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure you want to log out?' with Cancel and the button that closes the session. */
export function LogoutDialog({ open, onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useTranslation();
  const { t: tUi } = useUiTranslation();
  return (
    <ConfirmDialog
      open={open}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('logout.confirm')}
      confirmLabel={tUi('actions.logout')}
      destructive
    />
  );
}
