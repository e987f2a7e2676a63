import { Button, Group, HStack, Text } from '@chakra-ui/react';
import { formatCalendarDay } from '@parada/core';
import type { RideSchedule } from '@parada/core/store';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { FormSection } from './form-section';
import { useLanguage } from '../../i18n/ui-i18n';
import { useT } from '../../i18n/use-t';
import { withLateRecipes } from '../../theme/base-config';

// The date and time fields load when "Later" is first chosen: most rides are for now.
const DateTimeDialog = lazy(() =>
  withLateRecipes(() => import('../../widgets/date-time-dialog'))().then((module) => ({
    default: module.DateTimeDialog,
  })),
);

export interface WhenSectionProps {
  /** The booking's date and time; null is "now" unless `later` says a date is still due. */
  schedule: RideSchedule | null;
  /** "Later" is chosen though no date is yet (a screen that opens on "later"). */
  later?: boolean;
  onNow: () => void;
  onSchedule: (schedule: RideSchedule) => void;
  /** "Later" was pressed (before the date is chosen). */
  onLater?: () => void;
  error?: string | null;
  legend?: ReactNode;
  labels?: { now?: ReactNode; later?: ReactNode };
}

/** Now or later: two pressed-or-not buttons, and for later the date and time of the booking. */
export function WhenSection({
  schedule,
  later = schedule !== null,
  onNow,
  onSchedule,
  onLater,
  error,
  legend,
  labels,
}: WhenSectionProps) {
  const { t } = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched the first time it opens, then kept.
  const [loaded, setLoaded] = useState(false);
  const choose = () => {
    setLoaded(true);
    setOpen(true);
  };
  return (
    <FormSection legend={legend ?? t('request.when')} gap="3">
      <Group attached width="full">
        <Button
          flex="1"
          colorPalette="brand"
          variant={later ? 'outline' : 'solid'}
          aria-pressed={!later}
          onClick={onNow}
        >
          {labels?.now ?? t('request.now')}
        </Button>
        <Button
          flex="1"
          colorPalette="brand"
          variant={later ? 'solid' : 'outline'}
          aria-pressed={later}
          onClick={() => {
            onLater?.();
            choose();
          }}
        >
          {labels?.later ?? t('request.later')}
        </Button>
      </Group>
      {later ? (
        <HStack
          justify="space-between"
          gap="3"
          p="3"
          borderRadius="l2"
          bg="brand.subtle"
          wrap="wrap"
        >
          <Text fontWeight="medium" color="brand.fg">
            {schedule
              ? t('request.scheduled_for', {
                  date: formatCalendarDay(schedule.date, language, 'medium'),
                  time: schedule.time,
                })
              : t('request.no_date')}
          </Text>
          <Button size="sm" variant="ghost" colorPalette="brand" onClick={choose}>
            {schedule ? t('request.change_date') : t('request.choose_date')}
          </Button>
        </HStack>
      ) : null}
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <DateTimeDialog
            open={open}
            onClose={() => setOpen(false)}
            initial={schedule ?? undefined}
            onAccept={(value) => {
              onSchedule(value);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </FormSection>
  );
}
