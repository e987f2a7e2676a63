import type { ChangeEvent } from 'react';
import { HStack, Input, InputGroup, chakra } from '@chakra-ui/react';
import { DATE_FORMAT, DATE_MASK, TIME_FORMAT, TIME_MASK } from '@parada/core';
import { DateTime } from 'luxon';
import { useId, useRef, type ReactNode } from 'react';
import { FieldEndButton } from './field-end-button';
import { FieldFrame } from './text-field';
import { CalendarIcon, ClockIcon } from './icons';
import { useT } from '../i18n/use-t';

/** Inserts the dashes of YYYY-MM-DD as digits are typed, so any keyboard gives the mask. */
export function maskDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

/** Inserts the colon of HH:mm (24 h). */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

export const isValidDate = (value: string): boolean =>
  DateTime.fromFormat(value, DATE_FORMAT).isValid;
export const isValidTime = (value: string): boolean =>
  DateTime.fromFormat(value, TIME_FORMAT).isValid;

/** The spec's date state: full date ('YYYY-MM-DD HH:mm'), date and time. */
export interface DateTimeValue {
  fullDate: string;
  date: string;
  time: string;
}

/** A luxon DateTime for a date and a time in the masks, or null when either is invalid. */
export function parseDateTime(date: string, time: string): DateTime | null {
  const parsed = DateTime.fromFormat(`${date} ${time}`, `${DATE_FORMAT} ${TIME_FORMAT}`);
  return parsed.isValid ? parsed : null;
}

export interface DateFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Earliest selectable date, YYYY-MM-DD. */
  min?: string;
  error?: string | null;
  required?: boolean;
  name?: string;
}

const NativeInput = chakra('input');

/** Digits typed into a fixed mask (YYYY-MM-DD, HH:mm): any keyboard, no locale's picker. */
function MaskedInput({
  mask,
  apply,
  name,
  value,
  onChange,
  startIcon = false,
}: {
  mask: string;
  apply: (raw: string) => string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** An icon sits at the start: the text starts after it, whatever the group computes. */
  startIcon?: boolean;
}) {
  return (
    <Input
      size="lg"
      bg="bg"
      {...(startIcon ? { ps: '11' } : {})}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      placeholder={mask}
      value={value}
      maxLength={mask.length}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(apply(event.target.value))}
    />
  );
}

/**
 * A date typed as YYYY-MM-DD (the mask shows whatever the browser's locale) with a
 * calendar button that opens the browser's own picker for pointer users.
 */
export function DateField({ label, value, onChange, min, error, required, name }: DateFieldProps) {
  const { t } = useT();
  const picker = useRef<HTMLInputElement>(null);
  const invalid = Boolean(error) || (value.length === DATE_MASK.length && !isValidDate(value));
  return (
    <FieldFrame
      label={label}
      required={required}
      invalid={invalid}
      error={error ?? t('date.invalid', { mask: DATE_MASK })}
    >
      <InputGroup
        endElement={
          <FieldEndButton
            aria-label={t('date.date')}
            onClick={() => picker.current?.showPicker?.()}
          >
            <CalendarIcon />
          </FieldEndButton>
        }
      >
        <MaskedInput
          mask={DATE_MASK}
          apply={maskDate}
          name={name}
          value={value}
          onChange={onChange}
        />
      </InputGroup>
      <NativeInput
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        min={min}
        value={isValidDate(value) ? value : ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        position="absolute"
        insetEnd="0"
        bottom="0"
        width="1px"
        height="1px"
        opacity={0}
        pointerEvents="none"
      />
    </FieldFrame>
  );
}

export interface TimeFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  name?: string;
}

/** A 24-hour time typed as HH:mm; browsers' time inputs would show AM/PM in English. */
export function TimeField({ label, value, onChange, error, required, name }: TimeFieldProps) {
  const { t } = useT();
  const invalid = Boolean(error) || (value.length === TIME_MASK.length && !isValidTime(value));
  return (
    <FieldFrame
      label={label}
      required={required}
      invalid={invalid}
      error={error ?? t('date.invalid', { mask: TIME_MASK })}
    >
      <InputGroup startElement={<ClockIcon color="fg.muted" />}>
        <MaskedInput
          mask={TIME_MASK}
          apply={maskTime}
          startIcon
          name={name}
          value={value}
          onChange={onChange}
        />
      </InputGroup>
    </FieldFrame>
  );
}

export interface DateTimeFieldProps {
  value: { date: string; time: string };
  onChange: (value: { date: string; time: string }) => void;
  min?: string;
  error?: string | null;
  required?: boolean;
}

/** Date and time side by side (YYYY-MM-DD HH:mm, 24 h), stacked on narrow screens. */
export function DateTimeField({ value, onChange, min, error, required }: DateTimeFieldProps) {
  const { t } = useT();
  const id = useId();
  return (
    <chakra.fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <chakra.legend srOnly>{t('date.date_time')}</chakra.legend>
      <HStack align="start" gap="3" flexDirection={{ base: 'column', sm: 'row' }}>
        <DateField
          label={t('date.date')}
          value={value.date}
          min={min}
          required={required}
          onChange={(date) => onChange({ ...value, date })}
        />
        <TimeField
          label={t('date.time')}
          value={value.time}
          required={required}
          onChange={(time) => onChange({ ...value, time })}
        />
      </HStack>
      {error && (
        <chakra.p id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </chakra.p>
      )}
    </chakra.fieldset>
  );
}
