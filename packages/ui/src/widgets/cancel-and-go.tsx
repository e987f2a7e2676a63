import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

/** What both buttons share: their size, flex, wrapping. */
type SharedLook = Omit<
  ButtonProps,
  'onClick' | 'type' | 'form' | 'loading' | 'disabled' | 'colorPalette' | 'variant' | 'children'
>;

export interface CancelAndGoProps extends SharedLook {
  /** No Cancel button without it (a form that is always open). */
  onCancel?: () => void;
  /** "Cancel" unless said. */
  cancelLabel?: ReactNode;
  /** Cancel is off while the call is under way. */
  cancelDisabled?: boolean;
  /** Cancel takes the focus when the dialog opens, so Enter never confirms by accident. */
  focusCancel?: boolean;
  /** The primary button's words. */
  label: ReactNode;
  /** A click on the primary button; without it, it submits its form. */
  onGo?: () => void;
  /** The id of the form it submits, when it stands outside it (a dialog's footer). */
  form?: string;
  busy?: boolean;
  disabled?: boolean;
  /** Red primary button (cancel a ride, close an account). */
  destructive?: boolean;
}

/**
 * A dialog's or an inline form's two buttons: Cancel (outline) and the primary one (brand,
 * or red when destructive), in that order. A fragment: the footer or the row places them.
 */
export function CancelAndGo({
  onCancel,
  cancelLabel,
  cancelDisabled,
  focusCancel,
  label,
  onGo,
  form,
  busy,
  disabled,
  destructive = false,
  ...look
}: CancelAndGoProps) {
  const { t } = useT();
  return (
    <>
      {onCancel && (
        <Button
          variant="outline"
          onClick={onCancel}
          disabled={cancelDisabled}
          data-autofocus={focusCancel || undefined}
          {...look}
        >
          {cancelLabel ?? t('actions.cancel')}
        </Button>
      )}
      <Button
        colorPalette={destructive ? 'red' : 'brand'}
        {...(onGo ? { onClick: onGo } : { type: 'submit' as const, form })}
        loading={busy}
        disabled={disabled}
        {...look}
      >
        {label}
      </Button>
    </>
  );
}
