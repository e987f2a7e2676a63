/**
 * The room account's rules, the one place both the server and the forms read: when a
 * ride may go on the room, and what a stay runs from and to.
 */
import type { MessageKey } from '../validation/messages';

/**
 * A room card carries no dates: a stay the guest gave no dates for runs this many days from
 * its first charge, the card's validity, unless the hotel settles it first.
 */
export const ROOM_CARD_VALIDITY_DAYS = 14;

/** What a hotel that never touched its settings allows on the room per ride (cents). */
export const DEFAULT_ROOM_CHARGE_LIMIT_CENTS = 10_000;

export interface RoomChargeTerms {
  enabled: boolean;
  /** The most one ride may put on the room, in cents. */
  limitCents: number;
}

export interface StayStanding {
  settled: boolean;
  /** The stay's last day, 'YYYY-MM-DD' on the hotel's clock. */
  checkOut: string;
}

export type RoomChargeRefusal = Extract<
  MessageKey,
  'room.not_enabled' | 'room.limit_passed' | 'room.stay_settled' | 'room.checked_out'
>;

/**
 * Why a ride may not go on the room, or null when it may: the hotel must take room charges,
 * the quoted fare stay within the per-ride limit (a metered ride, `fareCents` null, is
 * judged at the end), and the stay be neither settled nor past its check-out day (`today`
 * on the hotel's clock).
 */
export function roomChargeRefusal(
  terms: RoomChargeTerms,
  fareCents: number | null,
  stay: StayStanding | null,
  today: string,
): RoomChargeRefusal | null {
  if (!terms.enabled) return 'room.not_enabled';
  if (stay?.settled) return 'room.stay_settled';
  if (stay && stay.checkOut < today) return 'room.checked_out';
  if (fareCents != null && fareCents > terms.limitCents) return 'room.limit_passed';
  return null;
}

/** `date` ('YYYY-MM-DD') moved by `days`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * A new stay's dates: the ones given, else from today for the card's validity. A check-out
 * given without a check-in starts today (or on the check-out, when that is earlier).
 */
export function newStayDates(
  given: { check_in?: string | undefined; check_out?: string | undefined },
  today: string,
): { checkIn: string; checkOut: string } {
  const checkOut = given.check_out ?? addDays(given.check_in ?? today, ROOM_CARD_VALIDITY_DAYS);
  const start = given.check_in ?? today;
  return { checkIn: start <= checkOut ? start : checkOut, checkOut };
}
