import { useMemo } from 'react';
import { formatClock, formatZoned } from '@parada/core';
import { useLanguage, useTimeZone } from '@parada/ui';

/**
 * Times and ages in the console's language, on the grouping's clock, written by core's
 * formatters as every other screen writes them ('03:17', '30 Nov 2026 · 08:00').
 */
export function useFormats() {
  const language = useLanguage();
  const zone = useTimeZone();
  return useMemo(() => {
    // A ride's timeline tells events seconds apart: the clock with its seconds, 24 h.
    const seconds = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    return {
      time: (iso: string) => formatClock(new Date(iso), language, zone),
      dateTime: (iso: string) => formatZoned(iso, zone, { language }),
      seconds: (iso: string) => seconds.format(new Date(iso)),
      /** Whole minutes since `iso` at `now`. */
      minutesSince: (iso: string, now: number) =>
        Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000)),
    };
  }, [language, zone]);
}
