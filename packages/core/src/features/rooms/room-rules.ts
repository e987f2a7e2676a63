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

/** What a hotel that never touched its settings allows on one stay, all rides (cents). */
export const DEFAULT_ROOM_STAY_LIMIT_CENTS = 50_000;

export interface RoomChargeTerms {
  enabled: boolean;
  /** The most one ride may put on the room, in cents. */
  limitCents: number;
  /** The most one stay may owe, its rides charged and those still to be charged, in cents. */
  stayLimitCents: number;
}

export interface StayStanding {
  settled: boolean;
  /** The stay's first and last days, 'YYYY-MM-DD' on the hotel's clock. */
  checkIn?: string;
  checkOut: string;
  /** What the stay owes already plus the fares of its rides not yet charged, in cents. */
  committedCents?: number;
}

export type RoomChargeRefusal = Extract<
  MessageKey,
  | 'room.not_enabled'
  | 'room.limit_passed'
  | 'room.stay_limit_passed'
  | 'room.stay_settled'
  | 'room.checked_out'
  | 'room.no_stay'
>;

/**
 * Why a ride may not go on the room, or null when it may: the hotel must take room charges,
 * reception must have registered (or approved) the stay, the stay be neither settled nor
 * past its check-out day (`today` on the hotel's clock), and the quoted fare (a metered
 * ride's estimate) stay within the per-ride limit and, with what the stay already carries,
 * within the per-stay one. A metered ride's real fare is judged again at the end.
 */
export function roomChargeRefusal(
  terms: RoomChargeTerms,
  fareCents: number | null,
  stay: StayStanding | null,
  today: string,
): RoomChargeRefusal | null {
  if (!terms.enabled) return 'room.not_enabled';
  if (!stay) return 'room.no_stay';
  if (stay.settled) return 'room.stay_settled';
  if (stay.checkOut < today) return 'room.checked_out';
  if (stay.checkIn && stay.checkIn > today) return 'room.no_stay';
  if (fareCents != null && fareCents > terms.limitCents) return 'room.limit_passed';
  if ((stay.committedCents ?? 0) + (fareCents ?? 0) > terms.stayLimitCents) {
    return 'room.stay_limit_passed';
  }
  return null;
}

/** Whether a stay still lets its guest in: not settled and not past its check-out day. */
export function stayIsOver(stay: { settled: boolean; checkOut: string }, today: string) {
  return stay.settled || stay.checkOut < today;
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
