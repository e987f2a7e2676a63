import { DATE_FORMAT, TIME_FORMAT } from '@parada/core';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { AppDialog } from './app-dialog';
import { CancelAndGo } from './cancel-and-go';
import { DateTimeField, parseDateTime, type DateTimeValue } from './date-fields';
import { useT } from '../i18n/use-t';

export interface DateTimeDialogProps {
  open: boolean;
  onClose: () => void;
  onAccept: (value: DateTimeValue) => void;
  initial?: { date: string; time: string };
  /** The clock to compare with; the booking cannot be in the past. */
  now?: DateTime;
}

/** The 'choice_date' dialog of a booking: a date and a 24-hour time, not in the past. */
export function DateTimeDialog({ open, onClose, onAccept, initial, now }: DateTimeDialogProps) {
  const { t } = useT();
  const clock = now ?? DateTime.now();
  const [value, setValue] = useState(initial ?? { date: clock.toFormat(DATE_FORMAT), time: '' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const accept = () => {
    const chosen = parseDateTime(value.date, value.time);
    if (!chosen) {
      setError(t('ride.date_time_required'));
      return;
    }
    // A real date and time, but gone: say so, not that none was chosen.
    if (chosen < clock.startOf('minute')) {
      setError(t('ride.date_time_past'));
      return;
    }
    onAccept({
      fullDate: `${chosen.toFormat(DATE_FORMAT)} ${chosen.toFormat(TIME_FORMAT)}`,
      date: chosen.toFormat(DATE_FORMAT),
      time: chosen.toFormat(TIME_FORMAT),
    });
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('date.choice_date')}
      width="medium"
      footer={<CancelAndGo onCancel={onClose} label={t('actions.accept')} onGo={accept} />}
    >
      <DateTimeField
        value={value}
        min={clock.toFormat(DATE_FORMAT)}
        error={error}
        required
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
      />
    </AppDialog>
  );
}
