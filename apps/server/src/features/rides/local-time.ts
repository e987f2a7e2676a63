/**
 * Wall-clock times of a grouping's zone. Bookings arrive as 'YYYY-MM-DD HH:mm' local to
 * the grouping and lists show local date and time, so both directions are needed; Intl
 * knows the zones, so no date library is pulled in for two functions.
 */

interface LocalParts {
  date: string;
  time: string;
  hour: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The zone's wall clock at an instant, as Intl reads it (the slow path: tens of µs). */
function wallClock(at: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
}

/** Offset of the zone from UTC at an instant, in milliseconds (whole seconds). */
function offsetMs(at: Date, timeZone: string): number {
  const parts = wallClock(at, timeZone);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** Per zone, the UTC hour last asked for and its offset, when the offset holds through it. */
const hourOffsets = new Map<string, { hour: number; offset: number | null }>();

/**
 * The zone's offset for the whole UTC hour holding `at`, or null when it changes within it
 * (a DST change). Every fare priced reads the local hour and day, so asking Intl once per
 * zone and hour instead of every time is most of a fare search's clock work; zones change
 * offset at most once an hour, so equal offsets at both ends hold in between.
 */
function offsetThroughHour(at: Date, timeZone: string): number | null {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  const known = hourOffsets.get(timeZone);
  if (known?.hour === hour) return known.offset;
  const start = offsetMs(new Date(hour * HOUR_MS), timeZone);
  const end = offsetMs(new Date((hour + 1) * HOUR_MS - 1000), timeZone);
  const offset = start === end ? start : null;
  hourOffsets.set(timeZone, { hour, offset });
  return offset;
}

const pad = (value: number) => String(value).padStart(2, '0');

const MINUTE_MS = 60_000;
/** Per zone, the local minute last read and its parts. */
const minuteParts = new Map<string, { minute: number; parts: Readonly<LocalParts> }>();

/**
 * The local date ('YYYY-MM-DD'), time ('HH:mm'), hour and weekday (0 = Sunday) of an instant.
 * All four are fixed for a whole local minute, and a fare search prices every grouping at
 * the same instant (each asking for the hour and the day): the last minute's parts are kept
 * per zone, shared and frozen.
 */
export function localParts(at: Date, timeZone: string): Readonly<LocalParts> {
  const offset = offsetThroughHour(at, timeZone);
  if (offset !== null) {
    // The wall clock is the instant moved by the offset, read as UTC. Keyed by the local
    // minute, not the UTC one: an old offset may hold seconds.
    const localMs = at.getTime() + offset;
    const minute = Math.floor(localMs / MINUTE_MS);
    const known = minuteParts.get(timeZone);
    if (known?.minute === minute) return known.parts;
    const local = new Date(localMs);
    const parts = Object.freeze({
      date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
      time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
      hour: local.getUTCHours(),
      weekday: local.getUTCDay(),
    });
    minuteParts.set(timeZone, { minute, parts });
    return parts;
  }
  const parts = wallClock(at, timeZone);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/**
 * The instant a local 'YYYY-MM-DD HH:mm' names in `timeZone`. Two passes settle the offset
 * around a DST change; a time the clocks skip resolves to the hour after.
 */
export function localToInstant(dateTime: string, timeZone: string): Date {
  const [date = '', time = ''] = dateTime.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const naive = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  let guess = naive - Math.round(offsetMs(new Date(naive), timeZone) / 60_000) * 60_000;
  guess = naive - Math.round(offsetMs(new Date(guess), timeZone) / 60_000) * 60_000;
  return new Date(guess);
}
