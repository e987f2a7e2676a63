import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { passwordRecoveryRequestSchema, type PasswordRecoveryRequest } from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { TextField } from '../widgets/text-field';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.check(onSubmit);
  };
  return (
    <AccountCard
      title={t('route.recover_password')}
      intro={t('account.recover.intro')}
      headerExtra={headerExtra}
      footer={
        loginHref ? <AccountLink to={loginHref}>{t('account.recover.back')}</AccountLink> : null
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FlowAlert flow={flow} fields={['email']} />
          <TextField
            label={t('account.recover.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={form.values.email}
            error={form.errorOf('email')}
            onChange={(event) => form.set('email', event.target.value)}
          />
          <FlowSubmit flow={flow} label={t('account.recover.submit')} width="full" />
        </Stack>
      </form>
    </AccountCard>
  );
}
