import { useState } from 'react';
import { isValidDate } from '../widgets/date-fields';
import { useT } from '../i18n/use-t';

/**
 * A list's "from date" filter (the histories): the typed date for a `DateField`, and
 * on apply either the filter to send or, for a date that is not one, its error on the field.
 */
export function useStartDateFilter(initial = '') {
  const { t } = useT();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  /** `{ start_date }` (empty for no date), or null after showing the date's error. */
  const read = (): { start_date?: string } | null => {
    if (value && !isValidDate(value)) {
      setError(t('validation.date'));
      return null;
    }
    setError(null);
    return value ? { start_date: value } : {};
  };
  const clear = () => {
    setValue('');
    setError(null);
  };
  return { field: { name: 'start_date', value, onChange: setValue, error }, read, clear };
}
