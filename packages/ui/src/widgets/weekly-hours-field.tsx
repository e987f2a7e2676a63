import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { WEEKDAYS, weeklyHoursSchema, type WeeklyHours } from '@parada/core';
import { useId, useMemo } from 'react';
import { useLanguage } from '../i18n/ui-i18n';
import { useT } from '../i18n/use-t';
import { TextField } from './text-field';

const DEFAULT_DAY = { opens: '08:00', closes: '22:00' } as const;

/** A kiosk's hours as the editor holds them: open around the clock, or the week's hours. */
export interface KioskHours {
  always: boolean;
  week: WeeklyHours;
}

/**
 * The hours a hotel keeps, as the editor starts from them: the saved week, else the daily
 * hours every day; neither is open around the clock.
 */
export function kioskHoursOf(saved: {
  opening_hours: { opens: string; closes: string } | null;
  weekly_hours?: WeeklyHours | null;
}): KioskHours {
  if (saved.weekly_hours) return { always: false, week: saved.weekly_hours };
  const daily = saved.opening_hours ?? DEFAULT_DAY;
  return {
    always: !saved.opening_hours,
    week: WEEKDAYS.map(() => ({ ...daily })),
  };
}

/**
 * What the server takes for the hours edited: both null when open around the clock, else the
 * week, checked as the server checks it (the first problem as a message key).
 */
export function kioskHoursToSave(
  hours: KioskHours,
):
  | { ok: true; weekly_hours: WeeklyHours | null; opening_hours: null }
  | { ok: false; message: string } {
  if (hours.always) return { ok: true, weekly_hours: null, opening_hours: null };
  const parsed = weeklyHoursSchema.safeParse(hours.week);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'validation.invalid' };
  }
  return { ok: true, weekly_hours: parsed.data, opening_hours: null };
}

/** Weekday names in the reader's language, Monday first (1 Jan 2024 was a Monday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/**
 * A hotel kiosk's opening hours: around the clock, or each weekday's hours or closed all
 * day (a closing time before the opening one runs past midnight). Controlled.
 */
export function WeeklyHoursField({
  value,
  onChange,
}: {
  value: KioskHours;
  onChange: (next: KioskHours) => void;
}) {
  const { t } = useT();
  const language = useLanguage();
  const names = useMemo(() => weekdayNames(language), [language]);
  const id = useId();
  const setDay = (index: number, day: WeeklyHours[number]) =>
    onChange({ ...value, week: value.week.map((entry, at) => (at === index ? day : entry)) });
  return (
    <Stack gap="3">
      <Checkbox.Root
        checked={value.always}
        onCheckedChange={(details) => onChange({ ...value, always: !!details.checked })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('hours.always')}</Checkbox.Label>
      </Checkbox.Root>
      {!value.always && (
        <Stack gap="3" as="fieldset">
          {value.week.map((day, index) => (
            <SimpleGrid
              key={WEEKDAYS[index]}
              columns={{ base: 2, md: 4 }}
              gap="3"
              alignItems="end"
              data-weekday={WEEKDAYS[index]}
            >
              <Text
                id={`${id}-${WEEKDAYS[index]}`}
                fontWeight="semibold"
                textTransform="capitalize"
                alignSelf="center"
              >
                {names[index]}
              </Text>
              <Checkbox.Root
                checked={day === null}
                onCheckedChange={(details) =>
                  setDay(index, details.checked ? null : { ...DEFAULT_DAY })
                }
                alignSelf="center"
              >
                {/* Named "Closed Monday": the word, then the day it closes. */}
                <Checkbox.HiddenInput
                  aria-labelledby={`${id}-${WEEKDAYS[index]}-closed ${id}-${WEEKDAYS[index]}`}
                />
                <Checkbox.Control />
                <Checkbox.Label id={`${id}-${WEEKDAYS[index]}-closed`}>
                  {t('hours.closed')}
                </Checkbox.Label>
              </Checkbox.Root>
              {day && (
                <>
                  <TextField
                    type="time"
                    label={t('hours.opens', { day: names[index] })}
                    value={day.opens}
                    onChange={(event) => setDay(index, { ...day, opens: event.target.value })}
                  />
                  <TextField
                    type="time"
                    label={t('hours.closes', { day: names[index] })}
                    value={day.closes}
                    onChange={(event) => setDay(index, { ...day, closes: event.target.value })}
                  />
                </>
              )}
            </SimpleGrid>
          ))}
          <Text fontSize="sm" color="fg.muted">
            {t('hours.overnight')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
