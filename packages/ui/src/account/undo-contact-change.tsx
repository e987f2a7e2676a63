import { Button, Stack, Text } from '@chakra-ui/react';
import type { FlowState } from '@parada/core/store';
import { AccountCard, AccountLink, FlowAlert } from './account-card';
import { useT } from '../i18n/use-t';

export interface UndoContactChangeProps {
  /** The code of the emailed /undo_contact_change/{code} link; null when the link had none. */
  code: string | null;
  flow: FlowState;
  onConfirm: (code: string) => void;
  loginHref: string;
}

/**
 * The link emailed to the old address when the email or phone changed: one button puts
 * them back and ends every session, then the owner logs in again.
 */
export function UndoContactChange({ code, flow, onConfirm, loginHref }: UndoContactChangeProps) {
  const { t } = useT();
  const done = flow.status === 'succeeded';
  return (
    <AccountCard
      title={t('route.undo_contact_change')}
      intro={done ? null : code ? t('account.undo.intro') : t('account.undo.no_code')}
    >
      <Stack gap="5">
        <FlowAlert flow={flow} fields={['code']} />
        {done || !code ? (
          <Text>
            <AccountLink to={loginHref}>{t('account.undo.login')}</AccountLink>
          </Text>
        ) : (
          <Button
            colorPalette="brand"
            size="lg"
            loading={flow.status === 'pending'}
            loadingText={t('account.undo.confirm')}
            onClick={() => onConfirm(code)}
          >
            {t('account.undo.confirm')}
          </Button>
        )}
      </Stack>
    </AccountCard>
  );
}
