import type { PointerEvent } from 'react';
import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState, type ReactNode } from 'react';
import { FieldEndButton } from './field-end-button';
import { FieldFrame } from './text-field';
import { EyeIcon, EyeOffIcon } from './icons';
import { useT } from '../i18n/use-t';
import type { FieldBinding } from '../screen-kit/use-form-check';

export interface PasswordFieldProps extends Omit<InputProps, 'size' | 'type'> {
  label: ReactNode;
  error?: string | null;
  helperText?: ReactNode;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button whose name and
 * pressed state say what it does, and it keeps the caret in the field.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ label, error, helperText, required, disabled, ...input }, ref) {
    const { t } = useT();
    const [visible, setVisible] = useState(false);
    return (
      <FieldFrame {...{ label, error, helperText, required, disabled }}>
        <InputGroup
          endElement={
            <FieldEndButton
              aria-label={visible ? t('password.hide') : t('password.show')}
              aria-pressed={visible}
              disabled={disabled}
              onPointerDown={(event: PointerEvent) => event.preventDefault()}
              onClick={() => setVisible((value) => !value)}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </FieldEndButton>
          }
        >
          <Input
            ref={ref}
            size="lg"
            bg="bg"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            {...input}
          />
        </InputGroup>
      </FieldFrame>
    );
  },
);

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
