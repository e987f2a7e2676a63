import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';

/** Times and ages in the console's language, in the operator's own clock. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    const dateTime = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    const seconds = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    return {
      time: (iso: string) => time.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      seconds: (iso: string) => seconds.format(new Date(iso)),
      /** Whole minutes since `iso` at `now`. */
      minutesSince: (iso: string, now: number) =>
        Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000)),
    };
  }, [language]);
}
