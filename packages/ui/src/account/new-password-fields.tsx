import { PasswordField } from '../widgets/password-field';
import type { FieldBinding } from '../screen-kit/use-form-check';
import { useT } from '../i18n/use-t';

export interface NewPasswordFieldsProps {
  label: string;
  confirmationLabel: string;
  field: (name: 'password' | 'password_confirmation') => FieldBinding;
}

/** A new password typed twice (sign-up, reset, change), the password rule under the first. */
export function NewPasswordFields({ label, confirmationLabel, field }: NewPasswordFieldsProps) {
  const { t } = useT();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        helperText={t('account.register.password_help')}
        {...field('password')}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
    </>
  );
}
