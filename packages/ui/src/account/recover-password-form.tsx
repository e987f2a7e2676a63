import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { passwordRecoveryRequestSchema, type PasswordRecoveryRequest } from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { EmailField } from '../widgets/text-field';
import { AccountCard, AccountLink, FlowAlert, FlowSubmit } from './account-card';
import { useAccountForm } from './use-account-form';
import { useT } from '../i18n/use-t';

export interface RecoverPasswordFormProps {
  flow: FlowState;
  onSubmit: (request: PasswordRecoveryRequest) => void;
  loginHref?: string | null;
  headerExtra?: ReactNode;
}

/**
 * Asks for the emailed /reset_password/{code} link. The server answers the same whether
 * the account exists or not, and so does this screen.
 */
export function RecoverPasswordForm({
  flow,
  onSubmit,
  loginHref,
  headerExtra,
}: RecoverPasswordFormProps) {
  const { t } = useT();
  const form = useAccountForm(passwordRecoveryRequestSchema, { email: '' }, flow);
  return (
    <AccountCard
      title={t('route.recover_password')}
      intro={t('account.recover.intro')}
      headerExtra={headerExtra}
      footer={
        loginHref ? <AccountLink to={loginHref}>{t('account.recover.back')}</AccountLink> : null
      }
    >
      <form onSubmit={form.submitTo(onSubmit)} noValidate>
        <Stack gap="5">
          <FlowAlert flow={flow} fields={['email']} />
          <EmailField label={t('account.recover.email')} required {...form.field('email')} />
          <FlowSubmit flow={flow} label={t('account.recover.submit')} width="full" />
        </Stack>
      </form>
    </AccountCard>
  );
}
