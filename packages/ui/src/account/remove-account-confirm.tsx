import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FlowState } from '@parada/core/store';
import { ConfirmDialog } from '../widgets/confirm-dialog';
import { AccountCard, AccountLink, FlowAlert } from './account-card';
import { useT } from '../i18n/use-t';

export interface RemoveAccountConfirmProps {
  /** The code of the emailed /remove_account/{code} link; null when the link had none. */
  code: string | null;
  flow: FlowState;
  onConfirm: (code: string) => void;
  homeHref: string;
}

/** The last step of removing an account: one more question, then it is gone. */
export function RemoveAccountConfirm({
  code,
  flow,
  onConfirm,
  homeHref,
}: RemoveAccountConfirmProps) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const done = flow.status === 'succeeded';
  return (
    <AccountCard
      title={t('route.remove_account')}
      intro={done ? null : code ? t('account.remove.confirm_intro') : t('account.remove.no_code')}
    >
      <Stack gap="5">
        <FlowAlert flow={flow} />
        {done ? (
          <AccountLink to={homeHref}>{t('account.remove.home')}</AccountLink>
        ) : code ? (
          <Button
            colorPalette="red"
            size="lg"
            loading={flow.status === 'pending'}
            onClick={() => setAsking(true)}
            loadingText={t('account.remove.confirm')}
          >
            {t('account.remove.confirm')}
          </Button>
        ) : (
          <Text>
            <AccountLink to={homeHref}>{t('account.remove.home')}</AccountLink>
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('account.remove.question')}
        message={t('account.remove.confirm_intro')}
        confirmLabel={t('account.remove.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (code) onConfirm(code);
        }}
      />
    </AccountCard>
  );
}
