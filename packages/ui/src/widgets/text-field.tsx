import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

export interface FieldFrameProps {
  label: ReactNode;
  /** Already translated error text; marks the field invalid unless `invalid` says otherwise. */
  error?: ReactNode;
  /** For a field that judges its own value (a half-typed date): invalid without a server error. */
  invalid?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The frame every labelled input shares: the label with its required mark, then the
 * helper text, replaced by the error (announced through the field's description).
 */
export function FieldFrame({
  label,
  error,
  invalid = Boolean(error),
  helperText,
  required,
  disabled,
  children,
}: FieldFrameProps) {
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface TextFieldProps extends Omit<InputProps, 'size'> {
  label: ReactNode;
  /** Already translated error text; marks the field invalid. */
  error?: string | null;
  helperText?: ReactNode;
}

/** A labelled text input with its error announced through the field's description. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, disabled, ...input },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, helperText, required, disabled }}>
      <Input ref={ref} size="lg" bg="bg" {...input} />
    </FieldFrame>
  );
});

/** An email address: the email keyboard, and the browser offers the user's address. */
export const EmailField = forwardRef<HTMLInputElement, TextFieldProps>(
  function EmailField(props, ref) {
    return <TextField ref={ref} type="email" inputMode="email" autoComplete="email" {...props} />;
  },
);

/** A phone number: the phone keypad, and the browser offers the user's number. */
export const PhoneField = forwardRef<HTMLInputElement, TextFieldProps>(
  function PhoneField(props, ref) {
    return <TextField ref={ref} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
  },
);
