import { describe, expect, it } from 'vitest';
import { makeRide } from '../../testing/factories';
import {
  MAX_ROOM_CARDS,
  guestSignupUrl,
  hotelRideVariantOf,
  hotelToday,
  isHotelOpen,
  isKioskOpen,
  isOpenByWeek,
  ridesOfDay,
  kioskFollows,
  parseRoomList,
} from './hotel-rules';
import { hotelSettingsUpdateSchema, openingHoursSchema } from './schemas';

const at = (iso: string) => new Date(iso);

describe('isHotelOpen', () => {
  const day = { opens: '08:00', closes: '22:00' };

  it('is open between opening and closing in the hotel zone, closed at the closing minute', () => {
    // 07:30 UTC is 09:30 in Madrid in summer.
    expect(isHotelOpen(day, at('2026-07-01T07:30:00Z'), 'Europe/Madrid')).toBe(true);
    expect(isHotelOpen(day, at('2026-07-01T05:59:00Z'), 'Europe/Madrid')).toBe(false);
    expect(isHotelOpen(day, at('2026-07-01T20:00:00Z'), 'Europe/Madrid')).toBe(false);
    expect(isHotelOpen(day, at('2026-07-01T19:59:00Z'), 'Europe/Madrid')).toBe(true);
  });

  it('spans midnight when closing comes before opening', () => {
    const night = { opens: '22:00', closes: '06:00' };
    expect(isHotelOpen(night, at('2026-01-10T23:30:00Z'), 'UTC')).toBe(true);
    expect(isHotelOpen(night, at('2026-01-10T03:00:00Z'), 'UTC')).toBe(true);
    expect(isHotelOpen(night, at('2026-01-10T12:00:00Z'), 'UTC')).toBe(false);
  });

  it('is always open without hours', () => {
    expect(isHotelOpen(null, at('2026-01-10T03:00:00Z'), 'UTC')).toBe(true);
  });
});

describe('opening hours schema', () => {
  it('refuses equal times and malformed ones', () => {
    expect(openingHoursSchema.safeParse({ opens: '08:00', closes: '08:00' }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ opens: '8', closes: '22:00' }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ opens: '24:00', closes: '22:00' }).success).toBe(false);
    expect(openingHoursSchema.parse({ opens: '22:00', closes: '06:00' })).toEqual({
      opens: '22:00',
      closes: '06:00',
    });
  });

  it('an update must change something', () => {
    expect(hotelSettingsUpdateSchema.safeParse({}).success).toBe(false);
    expect(hotelSettingsUpdateSchema.safeParse({ opening_hours: null }).success).toBe(true);
  });
});

describe('parseRoomList', () => {
  it('reads names, numbers and ranges, without duplicates', () => {
    expect(parseRoomList('101-103, 214\nSuite Mar; 102')).toEqual({
      rooms: ['101', '102', '103', '214', 'Suite Mar'],
      invalid: [],
      truncated: false,
    });
  });

  it('reports what is not a room and reversed ranges', () => {
    expect(parseRoomList('12<script>, 30-20').invalid).toEqual(['12<script>', '30-20']);
  });

  it('stops at the card limit', () => {
    const list = parseRoomList('1-99999');
    expect(list.rooms).toHaveLength(MAX_ROOM_CARDS);
    expect(list.truncated).toBe(true);
  });
});

describe('guestSignupUrl', () => {
  it('leads to the guest app with the token and the room, on the same scheme and port', () => {
    expect(
      guestSignupUrl({
        protocol: 'http:',
        port: '8000',
        guestDomain: 'guest.localhost',
        token: 'a b',
        room: 'Suite 1',
      }),
    ).toBe('http://guest.localhost:8000/guests/signup?token=a+b&room=Suite+1');
  });
});

describe('kioskFollows', () => {
  it('follows a ride until pickup, not once under way or ended', () => {
    expect([1, 2, 3, 6, 10].every((status_code) => kioskFollows({ status_code }))).toBe(true);
    expect([7, 8, 9, 4, 5].some((status_code) => kioskFollows({ status_code }))).toBe(false);
  });
});

describe("today's services", () => {
  it('reads the day in the hotel zone', () => {
    expect(hotelToday(new Date('2026-07-01T22:30:00Z'), 'Europe/Madrid')).toBe('2026-07-02');
  });

  it('keeps the running rides and only the bookings of the day', () => {
    const running = [makeRide({ id: 1, status_code: 3 })];
    const today = makeRide({
      id: 2,
      status_code: 13,
      programacion: { fecha: '2026-07-02', hora: '10:00' },
    });
    const later = makeRide({
      id: 3,
      status_code: 13,
      programacion: { fecha: '2026-07-03', hora: '10:00' },
    });
    const ended = makeRide({ id: 4, status_code: 8, date: '2026-07-02' });
    const moved = { ...running[0]!, status_code: 8 };
    expect(
      ridesOfDay(running, [today, later], [ended, moved], '2026-07-02').map((s) => s.id),
    ).toEqual([1, 2, 4]);
  });
});

describe('isOpenByWeek and isKioskOpen', () => {
  // Monday 2026-11-23 in Madrid (UTC+1).
  const at = (iso: string) => new Date(iso);
  const week = [
    { opens: '08:00', closes: '20:00' },
    { opens: '08:00', closes: '20:00' },
    { opens: '08:00', closes: '20:00' },
    { opens: '08:00', closes: '20:00' },
    { opens: '20:00', closes: '02:00' },
    null,
    { opens: '00:00', closes: '00:00' },
  ];
  const zone = 'Europe/Madrid';

  it("follows each weekday's hours in the hotel's zone", () => {
    expect(isOpenByWeek(week, at('2026-11-23T08:30:00Z'), zone)).toBe(true);
    expect(isOpenByWeek(week, at('2026-11-23T06:30:00Z'), zone)).toBe(false);
    expect(isOpenByWeek(week, at('2026-11-23T19:00:00Z'), zone)).toBe(false);
  });

  it('keeps a day that runs past midnight open into the next morning, and closes a closed day', () => {
    // Friday 23:00 and Saturday 01:00 local: Friday's 20:00–02:00.
    expect(isOpenByWeek(week, at('2026-11-27T22:00:00Z'), zone)).toBe(true);
    expect(isOpenByWeek(week, at('2026-11-28T00:00:00Z'), zone)).toBe(true);
    // Saturday noon: closed all day.
    expect(isOpenByWeek(week, at('2026-11-28T11:00:00Z'), zone)).toBe(false);
    // Sunday: the same opening and closing minute is open around the clock.
    expect(isOpenByWeek(week, at('2026-11-29T03:00:00Z'), zone)).toBe(true);
  });

  it('uses the week when set, else the daily hours', () => {
    const noon = at('2026-11-28T11:00:00Z');
    expect(isKioskOpen({ opening_hours: null, weekly_hours: week, time_zone: zone }, noon)).toBe(
      false,
    );
    expect(isKioskOpen({ opening_hours: null, weekly_hours: null, time_zone: zone }, noon)).toBe(
      true,
    );
  });
});

describe('hotelRideVariantOf (one now/later choice, destination optional)', () => {
  it('books later with or without a destination', () => {
    expect(hotelRideVariantOf({ later: true, hasDestination: true })).toBe('later');
    expect(hotelRideVariantOf({ later: true, hasDestination: false })).toBe('later');
  });
  it('quotes a ride now to its destination and meters one without', () => {
    expect(hotelRideVariantOf({ later: false, hasDestination: true })).toBe('destination');
    expect(hotelRideVariantOf({ later: false, hasDestination: false })).toBe('now');
  });
});
