/**
 * Dates and times with the spec's masks (YYYY-MM-DD, HH:mm, 24 h; spec §2, §9). The zone
 * is a parameter because the server formats for users in the operator's zone, not its own.
 */
import { DateTime } from 'luxon';
import { DATE_FORMAT, FALLBACK_LANGUAGE, TIME_FORMAT, type Language } from '../config/constants';
import { formatClock, formatMediumDay } from './locale';
import { localeOf } from './money';

export type DateInput = DateTime | Date | string;

const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/** Reads a luxon DateTime, a Date or an ISO 8601 string; invalid input stays invalid. */
const toDateTime = (value: DateInput, zone?: string): DateTime => {
  const dateTime =
    value instanceof DateTime
      ? value
      : value instanceof Date
        ? DateTime.fromJSDate(value)
        : DateTime.fromISO(value, { setZone: true });
  return zone ? dateTime.setZone(zone) : dateTime;
};

const formatWith =
  (format: string) =>
  (value: DateInput, zone?: string): string => {
    const dateTime = toDateTime(value, zone);
    return dateTime.isValid ? dateTime.toFormat(format) : '';
  };

/** '2026-11-21'; '' for an invalid date. */
export const formatDate = /* @__PURE__ */ formatWith(DATE_FORMAT);
/** '07:05', 24 h; '' for an invalid date. */
export const formatTime = /* @__PURE__ */ formatWith(TIME_FORMAT);
/** '2026-11-21 07:05'; '' for an invalid date. */
export const formatDateTime = /* @__PURE__ */ formatWith(DATE_TIME_FORMAT);

/** The zone this device's clock is set to (the browser's, or the server process's). */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Whether a clock in `viewerZone` reads another time than the grouping's at that moment:
 * then a time shown on the grouping's clock must say which clock it is.
 */
export const clockDiffers = (value: DateInput, zone: string, viewerZone: string): boolean => {
  const moment = toDateTime(value);
  if (!moment.isValid) return false;
  return moment.setZone(zone).offset !== moment.setZone(viewerZone).offset;
};

/**
 * The one rule for a time on screen: on the grouping's clock (`zone`), written as the
 * user's language writes it ('29 Nov 2026 · 03:17', '29 nov 2026 · 03:17'), with the zone's
 * short name ('CET', 'GMT+1') when the viewer's own clock reads otherwise, so a user abroad
 * is never misled. `parts` picks the date, the time or both.
 */
export const formatZoned = (
  value: DateInput,
  zone: string,
  {
    viewerZone = deviceTimeZone(),
    parts = 'date_time',
    language = FALLBACK_LANGUAGE,
  }: { viewerZone?: string; parts?: 'date' | 'time' | 'date_time'; language?: Language } = {},
): string => {
  const moment = toDateTime(value, zone);
  if (!moment.isValid) return '';
  const instant = moment.toJSDate();
  const day = formatMediumDay(instant, language, zone);
  const clock = formatClock(instant, language, zone);
  const shown = parts === 'date' ? day : parts === 'time' ? clock : `${day} · ${clock}`;
  if (parts === 'date' || !clockDiffers(moment, zone, viewerZone)) return shown;
  return `${shown} ${moment.setLocale(localeOf(language)).toFormat('ZZZZ')}`;
};

/**
 * A wall-clock date and time the server already gave on a grouping's clock (a ride's
 * 'YYYY-MM-DD' and 'HH:mm'), read as the moment it names there.
 */
export const wallClock = (date: string, time: string, zone: string): DateTime =>
  DateTime.fromISO(`${date}T${time}`, { zone });

/** The date state of spec §3: the full value and its date and time parts. */
export interface DateState {
  full: string;
  date: string;
  time: string;
}

export const toDateState = (value: DateInput, zone?: string): DateState => ({
  full: formatDateTime(value, zone),
  date: formatDate(value, zone),
  time: formatTime(value, zone),
});

/**
 * A date ('YYYY-MM-DD') and a time ('HH:mm') as typed, in `zone`; null unless both match
 * the masks exactly and name a real moment (no 2026-02-30, no 24:00, no time
 * skipped by a daylight-saving change).
 */
export const parseDateAndTime = (date: string, time: string, zone?: string): DateTime | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const typed = `${date} ${time}`;
  const dateTime = DateTime.fromFormat(typed, DATE_TIME_FORMAT, zone ? { zone } : {});
  // Luxon rolls 24:00 into the next day and a time skipped by a DST change into the next
  // hour; reading the moment back as typed rejects both.
  return dateTime.isValid && dateTime.toFormat(DATE_TIME_FORMAT) === typed ? dateTime : null;
};
