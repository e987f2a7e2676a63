import { describe, expect, it } from 'vitest';
import { localParts, localToInstant } from './local-time';

const readers = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

/** What Intl says through other formatters: the reference for the fast path. */
function fromIntl(at: Date, timeZone: string) {
  let pair = readers.get(timeZone);
  if (!pair) {
    pair = [
      // Swedish dates read 'YYYY-MM-DD HH:mm:ss'.
      new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }),
      new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }),
    ];
    readers.set(timeZone, pair);
  }
  const [date = '', clock = ''] = pair[0].format(at).split(' ');
  return {
    date,
    time: clock.slice(0, 5),
    hour: Number(clock.slice(0, 2)),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(pair[1].format(at)),
  };
}

// Whole-hour, half-hour and 45-minute offsets, 30-minute DST (Lord Howe), the southern
// hemisphere, a zone with seconds in its old offset (Amsterdam before 1937) and UTC.
const ZONES = [
  'Europe/Madrid',
  'Atlantic/Canary',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
  'Europe/Amsterdam',
  'UTC',
];

describe('localParts', () => {
  it('matches Intl minute by minute across DST changes, in zones of every kind of offset', () => {
    const starts = [
      '2026-03-29T00:00:00Z', // Europe springs forward
      '2026-10-25T00:00:00Z', // and falls back
      '2026-03-08T05:00:00Z', // New York
      '2026-04-05T13:00:00Z', // Lord Howe, Chatham, Santiago
      '2026-09-05T22:00:00Z',
      '1930-06-01T00:00:00Z', // Amsterdam's +00:19:32
      '2026-12-31T22:00:00Z', // a new year
    ];
    for (const zone of ZONES) {
      for (const start of starts) {
        // Every 7 minutes and 13 seconds over six hours: each side of any change.
        for (let step = 0; step < 50; step += 1) {
          const at = new Date(Date.parse(start) + step * 433_000);
          expect(localParts(at, zone), `${zone} ${at.toISOString()}`).toEqual(fromIntl(at, zone));
        }
      }
    }
  });

  it('matches Intl second by second, zones read in turn, across minutes and an old offset', () => {
    // Each zone's last minute is remembered: every few seconds, in and out of the same
    // minute, with the zones' calls interleaved, including Amsterdam's +00:19:32, whose
    // local minutes begin at 28 seconds past a UTC minute.
    for (const start of ['2026-03-29T00:58:00Z', '1930-06-01T11:58:00Z', '2026-07-01T12:00:00Z']) {
      for (let step = 0; step < 200; step += 1) {
        const at = new Date(Date.parse(start) + step * 3_700);
        for (const zone of ZONES) {
          expect(localParts(at, zone), `${zone} ${at.toISOString()}`).toEqual(fromIntl(at, zone));
        }
      }
    }
  });

  it('reads a local time back to the instant it names', () => {
    expect(localToInstant('2026-07-01 10:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(localToInstant('2026-01-15 09:15', 'Asia/Kathmandu').toISOString()).toBe(
      '2026-01-15T03:30:00.000Z',
    );
  });
});
