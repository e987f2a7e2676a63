import { Alert, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { loadAuthSchemas, type AuthenticateRequest } from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { PasswordField } from '../widgets/password-field';
import { TextField } from '../widgets/text-field';
import { AccountCard, AccountLink, FlowSubmit } from './account-card';
import { useAccountForm } from './use-account-form';
import { useT } from '../i18n/use-t';

export interface LoginFormProps {
  /** core's `accountFlows.login`: pending while it runs, the server's reason if refused. */
  flow: FlowState;
  onSubmit: (credentials: AuthenticateRequest) => void;
  registerHref?: string | null;
  recoverHref?: string | null;
  headerExtra?: ReactNode;
  /** Other ways in above the form: `<SocialSignIn mode="login" />` (not for hotel staff). */
  social?: ReactNode;
}

/** Log in with email or phone and password (spec §2 login). */
export function LoginForm({
  flow,
  onSubmit,
  registerHref,
  recoverHref,
  headerExtra,
  social,
}: LoginFormProps) {
  const { t } = useT();
  const form = useAccountForm(
    () => loadAuthSchemas().then((schemas) => schemas.authenticateRequestSchema),
    { username: '', password: '' },
  );

  return (
    <AccountCard
      title={t('account.login.title')}
      headerExtra={headerExtra}
      footer={
        registerHref || recoverHref ? (
          <>
            {recoverHref ? (
              <AccountLink to={recoverHref}>{t('account.login.forgot')}</AccountLink>
            ) : null}
            {registerHref ? (
              <Text>
                {t('account.login.no_account')}{' '}
                <AccountLink to={registerHref}>{t('account.login.register')}</AccountLink>
              </Text>
            ) : null}
          </>
        ) : null
      }
    >
      {social}
      <form onSubmit={form.submitTo(onSubmit)} noValidate>
        <Stack gap="5">
          <LoginFailed flow={flow} />
          <TextField
            label={t('account.login.username')}
            autoComplete="username"
            required
            {...form.field('username')}
          />
          <PasswordField
            label={t('account.login.password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <FlowSubmit flow={flow} label={t('account.login.submit')} width="full" />
        </Stack>
      </form>
    </AccountCard>
  );
}

/** Why the server refused a log-in (a password's or a provider's token), as an alert. */
export function LoginFailed({ flow }: { flow: FlowState }) {
  const { t } = useT();
  if (flow.status !== 'failed' || !flow.outcome?.message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('account.login.failed')}</Alert.Title>
        <Alert.Description>{flow.outcome.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
