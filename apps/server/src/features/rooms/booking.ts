import {
  DEFAULT_ROOM_CHARGE_LIMIT_CENTS,
  formatCents,
  newStayDates,
  roomChargeRefusal,
  type Language,
  type RoomCharge,
  type RoomChargeRefusal,
  type RoomChargeTerms,
} from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forbidden, HttpError, invalidField } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { timeZoneOf } from '../fares/service';
import * as groupings from '../groupings/repository';
import { localParts } from '../rides/local-time';
import * as repo from './repository';

export type StayRow = Selectable<Database['room_stays']>;

/** What a booking on the room needs: whose room, which hotel's terms, which day it is there. */
export interface RoomBooking {
  hotelId: number;
  room: string;
  /** The guest charging their own room; null when hotel staff book for the room. */
  guestId: number | null;
  terms: RoomChargeTerms;
  today: string;
  given: RoomCharge;
}

/** The hotel's room-charge terms; a hotel that never saved its settings takes none. */
export async function termsOf(db: Db, hotelId: number): Promise<RoomChargeTerms> {
  const row = await repo.findRoomChargeTerms(db, hotelId);
  return {
    enabled: row?.room_charges ?? false,
    limitCents: row?.room_charge_limit_cents ?? DEFAULT_ROOM_CHARGE_LIMIT_CENTS,
  };
}

/** Today on the hotel's clock, 'YYYY-MM-DD'. */
export async function hotelToday(db: Db, hotelId: number): Promise<string> {
  const hotel = await groupings.findById(db, hotelId);
  return localParts(new Date(), hotel ? await timeZoneOf(db, hotel) : 'UTC').date;
}

/**
 * A refusal as the booking form shows it: on the `room_charge` field, 422 when the ride
 * itself is refused, 409 when the stay is closed.
 */
export function refusal(
  key: RoomChargeRefusal,
  limitCents: number,
  currency: string,
  language: Language,
) {
  const params =
    key === 'room.limit_passed'
      ? { limit: formatCents(limitCents, currency, language) }
      : undefined;
  const status = key === 'room.stay_settled' || key === 'room.checked_out' ? 409 : 422;
  return new HttpError(status, key, params ?? {}, [
    { field: 'room_charge', key, ...(params ? { params } : {}) },
  ]);
}

/**
 * Who charges which room: a guest from a room card their own (spec'd by their account),
 * hotel staff the room they name. Anyone else has no room to charge.
 */
export async function roomBookingOf(
  db: Db,
  user: AuthUser,
  given: RoomCharge,
): Promise<RoomBooking> {
  let room: string;
  let guestId: number | null = null;
  if (user.kind === 'client' && user.guest_room != null) {
    room = user.guest_room;
    guestId = user.id;
  } else if (user.kind === 'hotel_staff') {
    if (!given.room) throw invalidField('room_charge.room', 'room.room_required');
    room = given.room.trim();
  } else {
    throw forbidden();
  }
  const hotelId = user.agrupation_id;
  const [terms, today] = await Promise.all([termsOf(db, hotelId), hotelToday(db, hotelId)]);
  return { hotelId, room, guestId, terms, today, given };
}

/**
 * The stay a ride goes on, inside the booking's transaction: found (and locked, so a
 * settle waits for the booking or the booking sees the settle), or opened with its ledger
 * account. The hotel's settings row is locked first, so two first charges of one guest open
 * one stay. Refused when the hotel takes no room charges, the stay is settled or past its
 * check-out, or the quoted fare passes the limit.
 */
export async function stayForBooking(
  trx: Db,
  booking: RoomBooking,
  fareCents: number | null,
  rootId: number,
  currency: string,
  language: Language,
): Promise<StayRow> {
  const refuse = (key: RoomChargeRefusal) =>
    refusal(key, booking.terms.limitCents, currency, language);
  await repo.lockHotelSettings(trx, booking.hotelId);
  const terms = await termsOf(trx, booking.hotelId);
  // A guest's own stay (open, else their last), or for staff the room's open stay today.
  const found =
    booking.guestId != null
      ? await repo.lockLatestStayOfGuest(trx, booking.guestId)
      : await repo.lockOpenStayOfRoom(trx, booking.hotelId, booking.room, booking.today);
  const standing = found ? { settled: found.settled_at != null, checkOut: found.check_out } : null;
  const why = roomChargeRefusal(terms, fareCents, standing, booking.today);
  if (why) throw refuse(why);
  if (found) return found;

  const dates = newStayDates(booking.given, booking.today);
  // A stay that would already be over is a room that checked out.
  if (dates.checkOut < booking.today) throw refuse('room.checked_out');
  return repo.insertStayWithAccount(
    trx,
    {
      hotel_id: booking.hotelId,
      room: booking.room,
      guest_id: booking.guestId,
      check_in: dates.checkIn,
      check_out: dates.checkOut,
    },
    { agrupation_id: rootId, currency },
  );
}
