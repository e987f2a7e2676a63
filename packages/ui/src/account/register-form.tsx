import { Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { signupRequestSchema, type SignupRequest } from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { NewPasswordFields } from '../widgets/password-field';
import { EmailField, PhoneField, TextField } from '../widgets/text-field';
import { AccountCard, AccountLink, FlowAlert, FlowSubmit } from './account-card';
import { useAccountForm } from './use-account-form';
import { useT } from '../i18n/use-t';

export interface RegisterFormProps {
  flow: FlowState;
  onSubmit: (request: SignupRequest) => void;
  /** Where the conditions and the privacy policy are read (opened in a new tab). */
  termsHref: string;
  privacyHref: string;
  loginHref?: string | null;
  headerExtra?: ReactNode;
  /** Other ways in above the form: `<SocialSignIn mode="register" />`. */
  social?: ReactNode;
  /** An address the server says is registered (`useEmailAvailability`). */
  takenEmail?: string | null;
  /** The email field was left with this value: time to ask whether it is free. */
  onEmailLeft?: (email: string) => void;
}

const FIELDS = ['name', 'email', 'phone', 'password', 'password_confirmation', 'registration_code'];

/**
 * Sign-up (spec §2 register, §5): name, email, phone, password twice, an optional
 * registration code, and the terms of use and privacy policy accepted together.
 */
export function RegisterForm({
  flow,
  onSubmit,
  termsHref,
  privacyHref,
  loginHref,
  headerExtra,
  social,
  takenEmail,
  onEmailLeft,
}: RegisterFormProps) {
  const { t } = useT();
  const form = useAccountForm(
    signupRequestSchema,
    {
      name: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      registration_code: '',
      terms_accepted: false,
    },
    flow,
  );

  // A taken address is said as the user leaves the field, not only on submit.
  const emailTaken = Boolean(takenEmail) && takenEmail === form.values.email.trim();

  const submit = form.submitTo((request) => {
    if (!emailTaken) onSubmit(request);
  });

  const termsError = form.errorOf('terms_accepted');

  return (
    <AccountCard
      title={t('account.register.title')}
      headerExtra={headerExtra}
      footer={
        loginHref ? (
          <Text>
            {t('account.register.have_account')}{' '}
            <AccountLink to={loginHref}>{t('account.register.login')}</AccountLink>
          </Text>
        ) : null
      }
    >
      {social}
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FlowAlert flow={flow} fields={FIELDS} />
          <TextField
            label={t('account.register.name')}
            autoComplete="name"
            required
            {...form.field('name')}
          />
          <EmailField
            label={t('account.register.email')}
            required
            {...form.field('email')}
            error={form.errorOf('email') ?? (emailTaken ? t('error.email_taken') : null)}
            onBlur={() => {
              const email = form.values.email.trim();
              if (email) onEmailLeft?.(email);
            }}
          />
          <PhoneField
            label={t('account.register.phone')}
            required
            helperText={t('account.register.phone_help')}
            {...form.field('phone')}
          />
          <NewPasswordFields
            label={t('account.register.password')}
            confirmationLabel={t('account.register.password_confirmation')}
            field={form.field}
          />
          <TextField
            label={t('account.register.code')}
            autoComplete="off"
            helperText={t('account.register.code_help')}
            {...form.field('registration_code')}
          />
          <Field.Root invalid={Boolean(termsError)} required>
            <Checkbox.Root
              name="terms_accepted"
              checked={form.values.terms_accepted}
              onCheckedChange={(details) => form.set('terms_accepted', details.checked === true)}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                {t('account.register.accept')}{' '}
                <AccountLink to={termsHref} newTab>
                  {t('account.register.terms')}
                </AccountLink>{' '}
                {t('account.register.and')}{' '}
                <AccountLink to={privacyHref} newTab>
                  {t('account.register.privacy')}
                </AccountLink>
              </Checkbox.Label>
            </Checkbox.Root>
            {termsError ? <Field.ErrorText>{termsError}</Field.ErrorText> : null}
          </Field.Root>
          <FlowSubmit flow={flow} label={t('account.register.submit')} width="full" />
        </Stack>
      </form>
    </AccountCard>
  );
}
