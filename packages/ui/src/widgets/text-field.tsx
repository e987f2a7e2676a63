import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';

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
