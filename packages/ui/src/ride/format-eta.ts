import { localeOf, type Language } from '@parada/core';

/** '850 m', '4,3 km' in the user's language; distances arrive in metres. */
export const formatDistance = (metres: number, language: Language): string =>
  metres < 1000
    ? new Intl.NumberFormat(localeOf(language), {
        style: 'unit',
        unit: 'meter',
        maximumFractionDigits: 0,
      }).format(metres)
    : new Intl.NumberFormat(localeOf(language), {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 1,
      }).format(metres / 1000);

/** '12 min'; times arrive in seconds, and anything under a minute reads as 1 min. */
export const formatDuration = (seconds: number, language: Language): string =>
  new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(Math.max(1, Math.round(seconds / 60)));
