import { Field, Textarea } from '@chakra-ui/react';
import { TEXT_MAX } from '@parada/core';
import type { ReactNode } from 'react';
import { TextField } from '../../widgets/text-field';
import { FormSection } from './form-section';
import { useT } from '../../i18n/use-t';

type TravelerField = 'name' | 'phone' | 'notes';

export interface TravelerSectionProps {
  name: string;
  phone: string;
  onChange: (change: { name?: string; phone?: string }) => void;
  /** Notes for the driver, where the screen takes them. */
  notes?: { value: string; onChange: (value: string) => void; hint?: ReactNode };
  errors?: Partial<Record<TravelerField, string | null>>;
  /** A screen's own wording (the hotel's room, the guest's name for the driver). */
  labels?: Partial<Record<TravelerField, ReactNode>>;
  /** The name is needed (the hotel's room or name). */
  nameRequired?: boolean;
  legend?: ReactNode;
  hint?: ReactNode;
  /** Whose name and phone these are: the booker's own (autocomplete) or someone else's. */
  autoComplete?: boolean;
}

/** Who travels: the name and phone the driver and the notices use, and notes for the driver. */
export function TravelerSection({
  name,
  phone,
  onChange,
  notes,
  errors = {},
  labels = {},
  nameRequired = false,
  legend,
  hint,
  autoComplete = true,
}: TravelerSectionProps) {
  const { t } = useT();
  return (
    <FormSection legend={legend} hint={hint}>
      <TextField
        label={labels.name ?? t('request.traveler_name')}
        name="traveler_name"
        required={nameRequired}
        autoComplete={autoComplete ? 'name' : 'off'}
        maxLength={TEXT_MAX.name}
        value={name}
        error={errors.name ?? null}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label={labels.phone ?? t('request.traveler_phone')}
        name="traveler_phone"
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete ? 'tel' : 'off'}
        maxLength={20}
        value={phone}
        error={errors.phone ?? null}
        onChange={(event) => onChange({ phone: event.target.value })}
      />
      {notes ? (
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>{labels.notes ?? t('request.notes')}</Field.Label>
          <Textarea
            name="notes"
            rows={2}
            autoresize
            bg="bg"
            maxLength={TEXT_MAX.address}
            value={notes.value}
            onChange={(event) => notes.onChange(event.target.value)}
          />
          {errors.notes ? (
            <Field.ErrorText>{errors.notes}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {notes.hint ?? t('request.notes_hint', { max: TEXT_MAX.address })}
            </Field.HelperText>
          )}
        </Field.Root>
      ) : null}
    </FormSection>
  );
}
