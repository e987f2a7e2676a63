import { describe, expect, it } from 'vitest';
import { addDays, newStayDates, roomChargeRefusal, ROOM_CARD_VALIDITY_DAYS } from './room-rules';

const on = { enabled: true, limitCents: 5_000, stayLimitCents: 20_000 };
const open = { settled: false, checkIn: '2026-11-20', checkOut: '2026-11-30' };

describe('roomChargeRefusal', () => {
  it('takes a fare within the limit on an open stay', () => {
    expect(roomChargeRefusal(on, 5_000, open, '2026-11-23')).toBeNull();
    expect(roomChargeRefusal(on, null, open, '2026-11-23')).toBeNull();
  });
  it('takes nothing without a stay reception registered, nor before its check-in', () => {
    expect(roomChargeRefusal(on, 1, null, '2026-11-23')).toBe('room.no_stay');
    expect(roomChargeRefusal(on, 1, open, '2026-11-19')).toBe('room.no_stay');
  });
  it('keeps a stay within its own limit, what it already carries counted', () => {
    const carrying = { ...open, committedCents: 17_000 };
    expect(roomChargeRefusal(on, 3_000, carrying, '2026-11-23')).toBeNull();
    expect(roomChargeRefusal(on, 3_001, carrying, '2026-11-23')).toBe('room.stay_limit_passed');
  });
  it('refuses in the order a guest can act on', () => {
    expect(roomChargeRefusal({ ...on, enabled: false }, 1, open, '2026-11-23')).toBe(
      'room.not_enabled',
    );
    expect(roomChargeRefusal(on, 99_999, { ...open, settled: true }, '2026-11-23')).toBe(
      'room.stay_settled',
    );
    expect(roomChargeRefusal(on, 1, open, '2026-12-01')).toBe('room.checked_out');
    expect(roomChargeRefusal(on, 5_001, open, '2026-11-30')).toBe('room.limit_passed');
  });
});

describe('stay dates', () => {
  it('runs a stay without dates for the card validity', () => {
    expect(newStayDates({}, '2026-11-23')).toEqual({
      checkIn: '2026-11-23',
      checkOut: addDays('2026-11-23', ROOM_CARD_VALIDITY_DAYS),
    });
  });
  it('keeps the dates given, and never starts after the check-out', () => {
    expect(newStayDates({ check_in: '2026-11-20', check_out: '2026-11-25' }, '2026-11-23')).toEqual(
      { checkIn: '2026-11-20', checkOut: '2026-11-25' },
    );
    expect(newStayDates({ check_out: '2026-11-22' }, '2026-11-23')).toEqual({
      checkIn: '2026-11-22',
      checkOut: '2026-11-22',
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
