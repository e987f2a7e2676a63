/**
 * One way per language to write days, times, distances, durations and numbers, for every
 * screen, document and message (money is in money.ts). English reads as in Britain (day,
 * month, year; 24 h), Catalan and Spanish as in Spain: `localeOf`.
 */
import type { Language } from '../config/constants';
import { localeOf } from './money';

/** Formatters by language, zone and style: making an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

const NUMERIC_DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const MEDIUM_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const STYLES = {
  numeric_day: NUMERIC_DAY,
  medium_day: MEDIUM_DAY,
  clock: CLOCK,
  numeric_day_clock: { ...NUMERIC_DAY, ...CLOCK },
} as const;

type Style = keyof typeof STYLES;

const formatterOf = (language: Language, timeZone: string, style: Style) => {
  const key = `${language} ${timeZone} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
};

const write = (moment: Date, language: Language, timeZone: string, style: Style): string =>
  Number.isNaN(moment.getTime()) ? '' : formatterOf(language, timeZone, style).format(moment);

/** '29/11/2026' in all three: the day of `moment` on the clock of `timeZone`. */
export const formatNumericDay = (moment: Date, language: Language, timeZone: string): string =>
  write(moment, language, timeZone, 'numeric_day');

/** '29 Nov 2026', '29 nov 2026', '29 de nov. 2026': a day on screens. */
export const formatMediumDay = (moment: Date, language: Language, timeZone: string): string =>
  write(moment, language, timeZone, 'medium_day');

/** '03:17': 24 h in every language. */
export const formatClock = (moment: Date, language: Language, timeZone: string): string =>
  write(moment, language, timeZone, 'clock');

/** '29/11/2026, 03:17' ('29/11/2026 03:17' in es): a moment in a document. */
export const formatNumericDayClock = (moment: Date, language: Language, timeZone: string): string =>
  write(moment, language, timeZone, 'numeric_day_clock');

/**
 * A calendar day the server gives as 'YYYY-MM-DD' (already on the grouping's clock) written
 * as `formatNumericDay` ('numeric', documents) or `formatMediumDay` ('medium', screens)
 * does; anything else is returned as it came.
 */
export const formatCalendarDay = (
  isoDay: string,
  language: Language,
  style: 'numeric' | 'medium' = 'numeric',
): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  const noon = new Date(`${isoDay}T12:00:00Z`);
  return style === 'medium'
    ? formatMediumDay(noon, language, 'UTC')
    : formatNumericDay(noon, language, 'UTC');
};

/** '2,4' or '2.4': a number with at most `digits` decimals. */
export const formatDecimal = (value: number, language: Language, digits = 1): string =>
  Number.isFinite(value)
    ? new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value)
    : '';

/** '850 m', '2,4 km' (ca, es), '2.4 km' (en): a distance given in metres. */
export const formatDistance = (metres: number, language: Language): string => {
  if (!Number.isFinite(metres)) return '';
  return metres < 1000
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
};

/** '12 min': a duration given in seconds; anything under a minute reads as 1 min. */
export const formatDuration = (seconds: number, language: Language): string =>
  Number.isFinite(seconds)
    ? new Intl.NumberFormat(localeOf(language), {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'short',
      }).format(Math.max(1, Math.round(seconds / 60)))
    : '';

/** '2 MB', '2 MB' (ca, es), '500 kB': a file size given in bytes (binary multiples). */
export const formatBytes = (bytes: number, language: Language): string => {
  if (!Number.isFinite(bytes)) return '';
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
};
