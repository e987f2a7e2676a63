import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  employeePasswordByTokenSchema,
  passwordResetRequestSchema,
  type EmployeePasswordByToken,
  type PasswordResetRequest,
} from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { NewPasswordFields } from '../widgets/password-field';
import { TextField } from '../widgets/text-field';
import { AccountCard, AccountLink, FlowAlert, FlowSubmit } from './account-card';
import { useAccountForm } from './use-account-form';
import { useT } from '../i18n/use-t';

export type ResetPasswordFormProps = {
  title: ReactNode;
  flow: FlowState;
  /** The code or token of the emailed link; asked for when the link did not carry it. */
  initialCode?: string;
  /** Shown once the password is saved. */
  loginHref?: string | null;
  headerExtra?: ReactNode;
} & (
  | { kind: 'customer'; onSubmit: (request: PasswordResetRequest) => void }
  | { kind: 'employee'; onSubmit: (request: EmployeePasswordByToken) => void }
);

/** A new password from an emailed link: /reset_password/{code} or the employee's token. */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { t } = useT();
  const { title, flow, initialCode = '', loginHref, headerExtra } = props;
  // The customer's link carries a code, the employee's a token (their wire field names).
  const codeField = props.kind === 'customer' ? 'code' : 'token';
  const form = useAccountForm<
    PasswordResetRequest | EmployeePasswordByToken,
    Record<string, string>
  >(
    props.kind === 'customer' ? passwordResetRequestSchema : employeePasswordByTokenSchema,
    { [codeField]: initialCode, password: '', password_confirmation: '' },
    flow,
  );

  const submit = form.submitTo((request) => {
    if (props.kind === 'customer') props.onSubmit(request as PasswordResetRequest);
    else props.onSubmit(request as EmployeePasswordByToken);
  });

  const done = flow.status === 'succeeded';

  return (
    <AccountCard
      title={title}
      intro={done ? null : t('account.reset.intro')}
      headerExtra={headerExtra}
    >
      {done ? (
        <Stack gap="5">
          <FlowAlert flow={flow} />
          {loginHref ? <AccountLink to={loginHref}>{t('account.reset.login')}</AccountLink> : null}
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <FlowAlert
              flow={flow}
              fields={initialCode ? ['password', 'password_confirmation'] : [codeField]}
            />
            {initialCode ? null : (
              <TextField
                label={t('account.reset.code')}
                autoComplete="off"
                required
                {...form.field(codeField, (raw) => raw.trim())}
              />
            )}
            <NewPasswordFields
              label={t('account.reset.password')}
              confirmationLabel={t('account.reset.password_confirmation')}
              field={form.field}
            />
            <FlowSubmit flow={flow} label={t('account.reset.submit')} width="full" />
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
