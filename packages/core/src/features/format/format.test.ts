import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  clockDiffers,
  formatDate,
  formatDateTime,
  formatTime,
  formatZoned,
  parseDateAndTime,
  toDateState,
  wallClock,
} from './dates';
import {
  formatCalendarDay,
  formatClock,
  formatDecimal,
  formatDistance,
  formatBytes,
  formatDuration,
  formatMediumDay,
  formatNumericDay,
  formatNumericDayClock,
} from './locale';
import { formatMoney } from './money';

// Intl separates the amount and the symbol with a no-break space.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it('writes euros the way each language does', () => {
    expect(plain(formatMoney(12.5, 'EUR', 'es'))).toBe('12,50 €');
    expect(plain(formatMoney(12.5, 'EUR', 'ca'))).toBe('12,50 €');
    expect(formatMoney(12.5, 'EUR', 'en')).toBe('€12.50');
  });

  it('uses the grouping currency, Spanish by default', () => {
    expect(plain(formatMoney(1234.5, 'USD'))).toBe('1234,50 US$');
    expect(formatMoney(3, 'GBP', 'en')).toBe('£3.00');
  });

  it('falls back to the amount and the code for a malformed currency', () => {
    expect(formatMoney(7, 'EURO', 'en')).toBe('7.00 EURO');
  });

  it('writes nothing for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN, 'EUR', 'es')).toBe('');
  });
});

describe('dates', () => {
  const moment = DateTime.fromISO('2026-03-07T17:05:00', { zone: 'Europe/Madrid' });

  it('formats with the masks YYYY-MM-DD and HH:mm in 24 h', () => {
    expect(formatDate(moment)).toBe('2026-03-07');
    expect(formatTime(moment)).toBe('17:05');
    expect(formatDateTime(moment)).toBe('2026-03-07 17:05');
  });

  it('formats in the zone asked for', () => {
    expect(formatDateTime('2026-03-07T16:05:00Z', 'Europe/Madrid')).toBe('2026-03-07 17:05');
    expect(formatTime(new Date(Date.UTC(2026, 0, 1, 0, 30)), 'UTC')).toBe('00:30');
  });

  it('gives the date state of a moment', () => {
    expect(toDateState(moment)).toEqual({
      full: '2026-03-07 17:05',
      date: '2026-03-07',
      time: '17:05',
    });
  });

  it('writes nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('parses a typed date and time in a zone', () => {
    const parsed = parseDateAndTime('2026-03-07', '17:05', 'Europe/Madrid');
    expect(parsed?.toUTC().toISO()).toBe('2026-03-07T16:05:00.000Z');
  });

  it('refuses what does not match the masks or is not a real moment', () => {
    expect(parseDateAndTime('2026-3-7', '17:05')).toBeNull();
    expect(parseDateAndTime('2026-02-30', '10:00')).toBeNull();
    expect(parseDateAndTime('2026-03-07', '24:00')).toBeNull();
    expect(parseDateAndTime('2026-03-07', '5:05 PM')).toBeNull();
    expect(parseDateAndTime('2026-03-29', '02:30', 'Europe/Madrid')).toBeNull();
  });
});

describe('formatZoned: every time on the grouping clock', () => {
  const moment = '2026-11-21T09:05:00Z';

  it('reads on the grouping zone whatever the viewer zone, and names it when they differ', () => {
    for (const viewerZone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      expect(formatZoned(moment, 'Europe/Madrid', { viewerZone, language: 'en' })).toBe(
        '21 Nov 2026 · 10:05 CET',
      );
    }
    expect(formatZoned(moment, 'Europe/Madrid', { viewerZone: 'Europe/Paris' })).toBe(
      '21 nov 2026 · 10:05',
    );
    expect(
      formatZoned('2026-07-21T09:05:00Z', 'Europe/Madrid', { viewerZone: 'UTC', language: 'en' }),
    ).toBe('21 Jul 2026 · 11:05 CEST');
  });

  it('gives the date on the grouping clock (late evening in New York is tomorrow in Barcelona)', () => {
    expect(
      formatZoned('2026-11-22T03:30:00Z', 'Europe/Madrid', {
        viewerZone: 'America/New_York',
        parts: 'date',
        language: 'en',
      }),
    ).toBe('22 Nov 2026');
    expect(formatZoned('nonsense', 'Europe/Madrid')).toBe('');
  });

  it('reads a ride wall clock as the moment it names there', () => {
    const ride = wallClock('2026-11-21', '10:05', 'Europe/Madrid');
    expect(formatZoned(ride, 'Europe/Madrid', { viewerZone: 'UTC', parts: 'time' })).toBe(
      '10:05 CET',
    );
    expect(clockDiffers(ride, 'Europe/Madrid', 'Europe/Madrid')).toBe(false);
  });
});

describe('one way per language for days, times, distances and durations', () => {
  const moment = new Date('2026-11-29T02:17:00Z');
  const zone = 'Europe/Madrid';

  it('writes a day as day, month, year in all three, English included (never US dates)', () => {
    for (const language of ['ca', 'en', 'es'] as const) {
      expect(formatNumericDay(moment, language, zone)).toBe('29/11/2026');
      expect(formatCalendarDay('2026-12-01', language)).toBe('01/12/2026');
    }
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
    expect(formatCalendarDay('2026-12-01', 'en', 'medium')).toBe('1 Dec 2026');
    expect(formatNumericDay(new Date('nonsense'), 'en', zone)).toBe('');
  });

  it('reads a moment on the clock of the zone given, not the device one', () => {
    expect(formatNumericDay(new Date('2026-10-31T23:30:00Z'), 'es', zone)).toBe('01/11/2026');
    expect(formatClock(new Date('2026-10-31T23:30:00Z'), 'en', zone)).toBe('00:30');
    expect(formatNumericDayClock(moment, 'en', zone)).toMatch(/^29\/11\/2026,? 03:17$/);
  });

  it('writes a day on screens with the month in words, in the language', () => {
    expect(formatMediumDay(moment, 'en', zone)).toBe('29 Nov 2026');
    expect(formatMediumDay(moment, 'es', zone)).toBe('29 nov 2026');
    expect(formatMediumDay(moment, 'ca', zone)).toMatch(/^29 de nov\. /);
  });

  it('writes distances and decimals with the decimal sign of the language', () => {
    expect(formatDistance(2400, 'ca')).toBe('2,4 km');
    expect(formatDistance(2400, 'es')).toBe('2,4 km');
    expect(formatDistance(2400, 'en')).toBe('2.4 km');
    expect(formatDistance(850, 'es')).toBe('850 m');
    expect(formatDecimal(2.45, 'es', 1)).toMatch(/^2,[45]$/);
    expect(formatDistance(Number.NaN, 'es')).toBe('');
  });

  it('writes durations in whole minutes, a minute at least', () => {
    expect(formatDuration(720, 'es')).toBe('12 min');
    expect(formatDuration(10, 'ca')).toBe('1 min');
  });
});

describe('formatBytes', () => {
  it('writes a file size per language, in binary multiples', () => {
    expect(formatBytes(2_097_152, 'en')).toBe('2 MB');
    expect(formatBytes(2_097_152, 'es')).toBe('2 MB');
    expect(formatBytes(1_572_864, 'ca')).toBe('1,5 MB');
    expect(formatBytes(512_000, 'en')).toBe('500 kB');
  });
});
