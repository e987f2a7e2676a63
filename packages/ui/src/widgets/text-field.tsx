import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

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
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} size="lg" bg="bg" {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
