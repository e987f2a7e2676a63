/**
 * Rules of the hotel app: when the lobby kiosk is open, which rooms a batch of
 * QR cards covers, where a card leads, and how long the kiosk follows a ride.
 */
import { DateTime } from 'luxon';
import { RIDE_STATUS } from '../status/status-codes';
import type { Ride } from '../rides/schemas';
import type { HotelPickup, OpeningHours, WeeklyHours } from './schemas';
import type { HotelRideVariant } from './slice';

const minutesOf = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/**
 * Whether the kiosk is open at `now` in the hotel's zone. No hours: always open. Closing
 * before opening (22:00–06:00) spans midnight; the closing minute itself is closed.
 */
export function isHotelOpen(
  hours: { opens: string; closes: string } | null,
  now: Date,
  timeZone: string,
): boolean {
  if (!hours) return true;
  const zoned = DateTime.fromJSDate(now).setZone(timeZone);
  // An unknown zone name would give an invalid time: the server's clock is better than none.
  const local = zoned.isValid ? zoned : DateTime.fromJSDate(now);
  const minute = local.hour * 60 + local.minute;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (opens === closes) return true;
  return opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes;
}

const zonedNow = (now: Date, timeZone: string): DateTime => {
  const zoned = DateTime.fromJSDate(now).setZone(timeZone);
  return zoned.isValid ? zoned : DateTime.fromJSDate(now);
};

/**
 * Whether the kiosk is open at `now` by its week: today's hours, or the tail of
 * yesterday's when they ran past midnight. A closed day (null) takes no requests, and a day
 * opening and closing at the same minute is open around the clock.
 */
export function isOpenByWeek(week: WeeklyHours, now: Date, timeZone: string): boolean {
  const local = zonedNow(now, timeZone);
  const minute = local.hour * 60 + local.minute;
  // luxon's weekday is 1 (Monday) to 7 (Sunday), the order of WEEKDAYS.
  const today = week[local.weekday - 1] ?? null;
  const yesterday = week[(local.weekday + 5) % 7] ?? null;
  const span = (hours: OpeningHours) => [minutesOf(hours.opens), minutesOf(hours.closes)] as const;
  if (today) {
    const [opens, closes] = span(today);
    if (opens === closes) return true;
    if (opens < closes ? minute >= opens && minute < closes : minute >= opens) return true;
  }
  if (yesterday) {
    const [opens, closes] = span(yesterday);
    if (closes < opens && minute < closes) return true;
  }
  return false;
}

/** The kiosk's rule for a hotel's settings: its week when set, else its daily hours. */
export function isKioskOpen(
  settings: {
    opening_hours: { opens: string; closes: string } | null;
    weekly_hours?: WeeklyHours | null;
    time_zone: string;
  },
  now: Date,
): boolean {
  return settings.weekly_hours
    ? isOpenByWeek(settings.weekly_hours, now, settings.time_zone)
    : isHotelOpen(settings.opening_hours, now, settings.time_zone);
}

/** One card batch holds at most this many rooms, so a typo like 1-99999 cannot hang a tab. */
export const MAX_ROOM_CARDS = 300;
const ROOM_PATTERN = /^[\p{L}\p{N} .-]{1,20}$/u;
const RANGE_PATTERN = /^(\d{1,5})\s*-\s*(\d{1,5})$/;

export interface RoomList {
  rooms: string[];
  /** Entries that are not a room name or a range, as typed. */
  invalid: string[];
  /** True when the list was cut at MAX_ROOM_CARDS. */
  truncated: boolean;
}

/**
 * Rooms from what reception types: names or numbers separated by commas or lines, and
 * number ranges ("101-120"). Duplicates are dropped, order kept.
 */
export function parseRoomList(text: string): RoomList {
  const rooms: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let truncated = false;
  const add = (room: string) => {
    if (seen.has(room)) return;
    if (rooms.length >= MAX_ROOM_CARDS) {
      truncated = true;
      return;
    }
    seen.add(room);
    rooms.push(room);
  };
  for (const raw of text.split(/[,;\n]/)) {
    const entry = raw.trim().replace(/\s+/g, ' ');
    if (entry === '') continue;
    const range = RANGE_PATTERN.exec(entry);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      if (to < from) {
        invalid.push(entry);
        continue;
      }
      for (let room = from; room <= to && !truncated; room += 1) add(String(room));
    } else if (ROOM_PATTERN.test(entry)) {
      add(entry);
    } else {
      invalid.push(entry);
    }
  }
  return { rooms, invalid, truncated };
}

/**
 * The link a room's card encodes: the guest app's signup with the hotel's token and the
 * room. The guest app lives on its own domain, at the scheme and port the hotel app uses.
 */
export function guestSignupUrl(options: {
  protocol: string;
  port: string;
  guestDomain: string;
  token: string;
  room: string;
}): string {
  const port = options.port ? `:${options.port}` : '';
  const query = new URLSearchParams({ token: options.token, room: options.room });
  return `${options.protocol}//${options.guestDomain}${port}/guests/signup?${query.toString()}`;
}

/** The kiosk follows a ride while it waits for its car; in progress or ended, it goes idle. */
const FOLLOWED: readonly number[] = [
  RIDE_STATUS.CREATED,
  RIDE_STATUS.SEARCHING,
  RIDE_STATUS.DRIVER_ASSIGNED,
  RIDE_STATUS.DRIVER_ON_THE_WAY,
  RIDE_STATUS.AT_PICKUP,
];

export const kioskFollows = (ride: Pick<Ride, 'status_code'>): boolean =>
  FOLLOWED.includes(ride.status_code);

/** How long the kiosk shows how a ride ended (picked up, no driver) before going idle. */
export const KIOSK_RESULT_MS = 15_000;
/** How often the hotel screens re-read their rides while open: status and driver move fast. */
export const HOTEL_LIVE_REFRESH_MS = 5_000;

/**
 * A ride asked "now, without destination" (the spec's pedir_ahora, the kiosk): the creation
 * payload always names a destination, so the pickup stands in and the driver meters the trip
 * to wherever the guest says.
 */
export const destinationOrPickup = <T extends HotelPickup>(
  destination: T | null,
  pickup: HotelPickup,
): HotelPickup => destination ?? pickup;

/** The hotel's calendar day at `now` ('YYYY-MM-DD'), in its zone. */
export function hotelToday(now: Date, timeZone: string): string {
  const zoned = DateTime.fromJSDate(now).setZone(timeZone);
  return ((zoned.isValid ? zoned : DateTime.fromJSDate(now)).toISODate() ?? '').slice(0, 10);
}

/**
 * Today's services of the hotel: the running ones whatever their day, then the day's
 * bookings and the day's ended rides, each once.
 */
export function ridesOfDay(
  running: readonly Ride[],
  scheduled: readonly Ride[],
  finished: readonly Ride[],
  day: string,
): Ride[] {
  const onDay = (ride: Ride) => (ride.programacion?.fecha ?? ride.date) === day;
  const seen = new Set(running.map((ride) => ride.id));
  const rest = [...scheduled.filter(onDay), ...finished.filter(onDay)].filter((ride) => {
    if (seen.has(ride.id)) return false;
    seen.add(ride.id);
    return true;
  });
  return [...running, ...rest];
}

/** How many of today's ended rides the hotel home lists (the history has the rest). */
export const FINISHED_TODAY_LIMIT = 50;

/**
 * Reception's one choice, now or later with the destination optional either way, as
 * the request the saga sends: later is a booking (with or without a destination); now
 * with a destination is quoted to it; now without one is metered from the door.
 */
export function hotelRideVariantOf(choice: {
  later: boolean;
  hasDestination: boolean;
}): HotelRideVariant {
  if (choice.later) return 'later';
  return choice.hasDestination ? 'destination' : 'now';
}
