import { Box, Button, Grid, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { TextField, useLanguage } from '@parada/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useT } from '../i18n/console-i18n';
import { sectionFrame } from './zones-section';
import type { Pricing } from './types';
import { useAdminCall } from './use-admin-call';

type Surcharge = Pricing['surcharges'][number];
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
/** Monday first, as calendars in Spain are. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Short weekday names in the console's language, 0 Sunday … 6 Saturday. */
function useWeekdays() {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    // 4 January 1970 was a Sunday.
    return ALL_DAYS.map((day) => format.format(new Date(Date.UTC(1970, 0, 4 + day))));
  }, [language]);
}

/** Surcharges by time of day and weekday (night, weekend), added and deleted. */
export function SurchargesSection({
  owner,
  surcharges,
  onChanged,
}: {
  owner: number;
  surcharges: readonly Surcharge[];
  onChanged: () => void;
}) {
  const { t } = useT();
  const weekdays = useWeekdays();
  const call = useAdminCall();
  const remove = useAdminCall();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<number[]>(ALL_DAYS);
  const [start, setStart] = useState('22:00');
  const [end, setEnd] = useState('06:00');
  const [percent, setPercent] = useState('20');

  const preset = (kind: 'night' | 'weekend') => {
    setLabel(t(`fare_desk.surcharges.${kind}_label`));
    if (kind === 'night') {
      setDays(ALL_DAYS);
      setStart('22:00');
      setEnd('06:00');
    } else {
      setDays([0, 6]);
      setStart('00:00');
      setEnd('00:00');
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const made = await call.run((api) =>
      api.createSurcharge(owner, {
        label,
        days,
        start,
        end,
        percent: (percent.trim() === '' ? null : Number(percent.replace(',', '.'))) as never,
      }),
    );
    if (made) {
      setLabel('');
      onChanged();
    }
  };
  const daysOf = (surcharge: Surcharge) =>
    surcharge.days.length === 7
      ? t('fare_desk.surcharges.every_day')
      : WEEK.filter((day) => surcharge.days.includes(day))
          .map((day) => weekdays[day])
          .join(', ');
  const fields = ['label', 'days', 'start', 'end', 'percent'];

  return (
    <Box as="section" aria-labelledby="surcharges-title" {...sectionFrame}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id="surcharges-title">
          {t('fare_desk.surcharges.title')}
        </Heading>
        {surcharges.length === 0 ? (
          <Text color="fg.muted">{t('fare_desk.surcharges.none')}</Text>
        ) : (
          <chakra.ul aria-label={t('fare_desk.surcharges.title')} m="0" p="0">
            {surcharges.map((surcharge) => (
              <chakra.li key={surcharge.id} listStyleType="none" borderBottomWidth="1px" py="2">
                <HStack justify="space-between" gap="2">
                  <Stack gap="0">
                    <Text fontWeight="medium">{surcharge.label}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('fare_desk.surcharges.window', {
                        days: daysOf(surcharge),
                        start: surcharge.start,
                        end: surcharge.end,
                        percent: surcharge.percent,
                      })}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('fare_desk.surcharges.delete', { label: surcharge.label })}
                    onClick={async () => {
                      if (await remove.run((api) => api.deleteSurcharge(surcharge.id))) onChanged();
                    }}
                  >
                    ✕
                  </Button>
                </HStack>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        {remove.restOf([]) && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {remove.restOf([])}
          </Text>
        )}
        <chakra.form onSubmit={add} aria-label={t('fare_desk.surcharges.add')}>
          <Stack gap="3">
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={() => preset('night')}>
                {t('fare_desk.surcharges.night')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => preset('weekend')}>
                {t('fare_desk.surcharges.weekend')}
              </Button>
            </HStack>
            <Grid
              templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }}
              gap="3"
              alignItems="start"
            >
              <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
                <TextField
                  label={t('fare_desk.surcharges.label')}
                  value={label}
                  onChange={(event) => setLabel(event.currentTarget.value)}
                  error={call.errorOf('label')}
                />
              </Box>
              <TextField
                label={t('fare_desk.surcharges.start')}
                type="time"
                value={start}
                onChange={(event) => setStart(event.currentTarget.value)}
                error={call.errorOf('start')}
              />
              <TextField
                label={t('fare_desk.surcharges.end')}
                type="time"
                value={end}
                onChange={(event) => setEnd(event.currentTarget.value)}
                error={call.errorOf('end')}
                helperText={t('fare_desk.surcharges.end_hint')}
              />
              <TextField
                label={t('fare_desk.surcharges.percent')}
                inputMode="numeric"
                value={percent}
                onChange={(event) => setPercent(event.currentTarget.value)}
                error={call.errorOf('percent')}
              />
            </Grid>
            <chakra.fieldset border="0" p="0" m="0">
              <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
                {t('fare_desk.surcharges.days')}
              </chakra.legend>
              <HStack gap="3" flexWrap="wrap">
                {WEEK.map((day) => (
                  <chakra.label key={day} display="flex" alignItems="center" gap="1">
                    <input
                      type="checkbox"
                      checked={days.includes(day)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setDays((now) =>
                          on ? [...now, day].sort() : now.filter((other) => other !== day),
                        );
                      }}
                    />
                    {weekdays[day]}
                  </chakra.label>
                ))}
              </HStack>
              {call.errorOf('days') && (
                <Text color="fg.error" fontSize="sm" mt="1.5">
                  {call.errorOf('days')}
                </Text>
              )}
            </chakra.fieldset>
            {call.restOf(fields) && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {call.restOf(fields)}
              </Text>
            )}
            <Button type="submit" alignSelf="start" loading={call.pending}>
              {t('fare_desk.surcharges.add')}
            </Button>
          </Stack>
        </chakra.form>
      </Stack>
    </Box>
  );
}
