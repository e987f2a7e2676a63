import type { PointerEvent } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { EyeIcon, EyeOffIcon } from './icons';
import { useT } from '../i18n/use-t';

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
            <IconButton
              variant="ghost"
              size="sm"
              me="-2"
              aria-label={visible ? t('password.hide') : t('password.show')}
              aria-pressed={visible}
              disabled={disabled}
              onPointerDown={(event: PointerEvent) => event.preventDefault()}
              onClick={() => setVisible((value) => !value)}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
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
