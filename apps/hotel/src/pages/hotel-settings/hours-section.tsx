import { useMemo, useState } from 'react';
import { Button, Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { WEEKDAYS, weeklyHoursSchema, type HotelSettings, type WeeklyHours } from '@parada/core';
import { hotelSettingsFlow } from '@parada/core/store';
import { TextField, useLanguage, useAppDispatch } from '@parada/ui';
import { useT } from '../../i18n/hotel-i18n';
import { SettingsSection } from './settings-section';

const DEFAULT_DAY = { opens: '08:00', closes: '22:00' } as const;

/** Weekday names in the reader's language, Monday first (1 Jan 2024 was a Monday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/** The week as the form edits it: the saved one, else the daily hours every day. */
function weekOf(settings: HotelSettings): WeeklyHours {
  if (settings.weekly_hours) return settings.weekly_hours;
  const daily = settings.opening_hours ?? DEFAULT_DAY;
  return WEEKDAYS.map(() => ({ ...daily }));
}

export function HoursSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const language = useLanguage();
  const names = useMemo(() => weekdayNames(language), [language]);
  const [always, setAlways] = useState(!settings.weekly_hours && !settings.opening_hours);
  const [week, setWeek] = useState<WeeklyHours>(() => weekOf(settings));
  const [error, setError] = useState<string | null>(null);
  const setDay = (index: number, day: WeeklyHours[number]) =>
    setWeek((current) => current.map((entry, at) => (at === index ? day : entry)));
  const save = () => {
    if (always) {
      setError(null);
      dispatch(hotelSettingsFlow.trigger({ weekly_hours: null, opening_hours: null }));
      return;
    }
    const parsed = weeklyHoursSchema.safeParse(week);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(null);
    dispatch(hotelSettingsFlow.trigger({ weekly_hours: parsed.data }));
  };
  return (
    <SettingsSection
      title={t('settings.hours.title')}
      intro={t('settings.hours.intro', { zone: settings.time_zone })}
    >
      <Checkbox.Root checked={always} onCheckedChange={(details) => setAlways(!!details.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('settings.hours.always')}</Checkbox.Label>
      </Checkbox.Root>
      {!always && (
        <Stack gap="3" as="fieldset">
          {week.map((day, index) => (
            <SimpleGrid
              key={WEEKDAYS[index]}
              columns={{ base: 2, md: 4 }}
              gap="3"
              alignItems="end"
              data-weekday={WEEKDAYS[index]}
            >
              <Text fontWeight="semibold" textTransform="capitalize" alignSelf="center">
                {names[index]}
              </Text>
              <Checkbox.Root
                checked={day === null}
                onCheckedChange={(details) =>
                  setDay(index, details.checked ? null : { ...DEFAULT_DAY })
                }
                alignSelf="center"
              >
                <Checkbox.HiddenInput
                  aria-label={`${t('settings.hours.closed')}: ${names[index]}`}
                />
                <Checkbox.Control />
                <Checkbox.Label>{t('settings.hours.closed')}</Checkbox.Label>
              </Checkbox.Root>
              {day && (
                <>
                  <TextField
                    type="time"
                    label={t('settings.hours.opens', { day: names[index] })}
                    value={day.opens}
                    onChange={(event) => setDay(index, { ...day, opens: event.target.value })}
                  />
                  <TextField
                    type="time"
                    label={t('settings.hours.closes', { day: names[index] })}
                    value={day.closes}
                    onChange={(event) => setDay(index, { ...day, closes: event.target.value })}
                  />
                </>
              )}
            </SimpleGrid>
          ))}
          <Text fontSize="sm" color="fg.muted">
            {t('settings.hours.overnight')}
          </Text>
        </Stack>
      )}
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button colorPalette="brand" alignSelf="flex-start" onClick={save}>
        {t('settings.hours.save')}
      </Button>
    </SettingsSection>
  );
}
