import { Alert, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  confirmAccountRequestSchema,
  employeeConfirmRequestSchema,
  type ConfirmAccountRequest,
  type EmployeeConfirmRequest,
} from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { TextField } from '../widgets/text-field';
import { AccountCard, FlowAlert, FlowSubmit } from './account-card';
import { useAccountForm } from './use-account-form';
import { useT } from '../i18n/use-t';

interface ActivationBaseProps {
  title: ReactNode;
  flow: FlowState;
  /** The code from the link, when the user came by it. */
  initialCode?: string;
  headerExtra?: ReactNode;
  footer?: ReactNode;
}

export type ActivationFormProps = ActivationBaseProps &
  (
    | {
        /** Customers: the phone the SMS went to (spec /activate_account/{phone?}/{code?}). */
        kind: 'phone';
        initialIdentity?: string;
        onSubmit: (request: ConfirmAccountRequest) => void;
        resendFlow: FlowState;
        onResend: (phone: string) => void;
        /** Sign-up's SMS did not leave: said at once, with the resend below. */
        codeNotSent?: boolean;
      }
    | {
        /** Employees: the email the invitation went to (/employee/activate/{email?}/{code?}). */
        kind: 'email';
        initialIdentity?: string;
        onSubmit: (request: EmployeeConfirmRequest) => void;
      }
  );

/** The 6-digit activation code (spec §5, §9), for a customer's phone or an employee's email. */
export function ActivationForm(props: ActivationFormProps) {
  const { t } = useT();
  const { title, flow, initialCode = '', initialIdentity = '', headerExtra, footer } = props;
  const identity = props.kind === 'phone' ? 'phone' : 'email';
  const form = useAccountForm<
    ConfirmAccountRequest | EmployeeConfirmRequest,
    Record<string, string>
  >(
    props.kind === 'phone' ? confirmAccountRequestSchema : employeeConfirmRequestSchema,
    { [identity]: initialIdentity, code: initialCode },
    flow,
  );
  const value = form.values[identity] ?? '';

  const submit = form.submitTo((request) => {
    if (props.kind === 'phone') props.onSubmit(request as ConfirmAccountRequest);
    else props.onSubmit(request as EmployeeConfirmRequest);
  });

  const intro =
    props.kind === 'email'
      ? t('account.activation.intro_email')
      : initialIdentity
        ? t('account.activation.intro', { phone: initialIdentity })
        : t('account.activation.intro_phone');

  return (
    <AccountCard title={title} intro={intro} headerExtra={headerExtra} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FlowAlert flow={flow} fields={[identity, 'code']} />
          {props.kind === 'phone' && props.codeNotSent && props.resendFlow.status === 'idle' ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>{t('account.activation.not_sent')}</Alert.Description>
            </Alert.Root>
          ) : null}
          {props.kind === 'phone' && props.resendFlow.status !== 'idle' ? (
            <FlowAlert flow={props.resendFlow} fields={['phone']} />
          ) : null}
          <TextField
            label={t(
              props.kind === 'phone' ? 'account.activation.phone' : 'account.activation.email',
            )}
            type={props.kind === 'phone' ? 'tel' : 'email'}
            inputMode={props.kind === 'phone' ? 'tel' : 'email'}
            autoComplete={props.kind === 'phone' ? 'tel' : 'email'}
            required
            {...form.field(identity)}
          />
          <TextField
            label={t('account.activation.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            letterSpacing="0.3em"
            {...form.field('code', (raw) => raw.replace(/\s/g, ''))}
          />
          <FlowSubmit flow={flow} label={t('account.activation.submit')} width="full" />
          {props.kind === 'phone' ? (
            <Button
              variant="ghost"
              colorPalette="brand"
              loading={props.resendFlow.status === 'pending'}
              disabled={!value.trim()}
              onClick={() => props.onResend(value.trim())}
              loadingText={t('account.activation.resend')}
            >
              {t('account.activation.resend')}
            </Button>
          ) : null}
        </Stack>
      </form>
    </AccountCard>
  );
}
