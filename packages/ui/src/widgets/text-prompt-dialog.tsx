import type { ChangeEvent } from 'react';
import { Field, Textarea } from '@chakra-ui/react';
import { TEXT_PROMPT_MIN_LENGTH } from '@parada/core';
import { useEffect, useState, type ReactNode } from 'react';
import { AppDialog } from './app-dialog';
import { CancelAndGo } from './cancel-and-go';
import { useT } from '../i18n/use-t';

export interface TextPromptDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (text: string) => void;
  title: ReactNode;
  label: ReactNode;
  /** The text must be longer than this (spec §5: default 10). */
  minLength?: number;
  initial?: string;
  /** The accept button's words ("Send reply"); "Accept" by default. */
  submitLabel?: ReactNode;
  /** The text is on its way: the accept button spins and the dialog stays. */
  busy?: boolean;
  /** The server's refusal of the last text, already translated. */
  error?: string | null;
}

/** Asks for a free text and accepts it only once it is longer than the minimum. */
export function TextPromptDialog({
  open,
  onClose,
  onSubmit,
  title,
  label,
  minLength = TEXT_PROMPT_MIN_LENGTH,
  initial = '',
  submitLabel,
  busy = false,
  error = null,
}: TextPromptDialogProps) {
  const { t } = useT();
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);
  const length = text.trim().length;
  const missing = Math.max(0, minLength + 1 - length);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      width="medium"
      footer={
        <CancelAndGo
          onCancel={onClose}
          cancelDisabled={busy}
          label={submitLabel ?? t('actions.accept')}
          onGo={() => onSubmit(text.trim())}
          busy={busy}
          disabled={missing > 0}
        />
      }
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          value={text}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value)}
          rows={4}
          autoresize
          bg="bg"
        />
        <Field.HelperText aria-live="polite">
          {missing > 0 ? t('prompt.remaining', { count: missing }) : '\u00a0'}
        </Field.HelperText>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </AppDialog>
  );
}
