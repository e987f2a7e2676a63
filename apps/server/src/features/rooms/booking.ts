import {
  DEFAULT_ROOM_CHARGE_LIMIT_CENTS,
  DEFAULT_ROOM_STAY_LIMIT_CENTS,
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
  guest: repo.GuestOfRoom | null;
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
    stayLimitCents: row?.room_stay_limit_cents ?? DEFAULT_ROOM_STAY_LIMIT_CENTS,
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
    key === 'room.limit_passed' || key === 'room.stay_limit_passed'
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
  asked: RoomCharge,
): Promise<RoomBooking> {
  let given = asked;
  let room: string;
  let guest: repo.GuestOfRoom | null = null;
  if (user.kind === 'client' && user.guest_room != null) {
    room = user.guest_room;
    guest = { id: user.id, name: user.name, guest_room: user.guest_room };
    // A guest never sets the stay's dates: reception does.
    given = {};
  } else if (user.kind === 'hotel_staff') {
    if (!given.room) throw invalidField('room_charge.room', 'room.room_required');
    room = given.room.trim();
  } else {
    throw forbidden();
  }
  const hotelId = user.agrupation_id;
  const [terms, today] = await Promise.all([termsOf(db, hotelId), hotelToday(db, hotelId)]);
  return { hotelId, room, guest, terms, today, given };
}

/**
 * The stay a ride goes on, inside the booking's transaction, locked (so a settle waits for
 * the booking or the booking sees the settle, and two bookings on one stay count each
 * other against its limit). The hotel's settings row is locked first, so two first charges
 * of a room open one stay. A guest's is the stay reception registered or approved for them;
 * without one the ride is refused. Staff book on the room's open stay, or open one with the
 * dates they give. Refused when the hotel takes no room charges, the stay is settled, past
 * its check-out or not yet begun, or the quoted fare passes the per-ride or per-stay limit.
 */
export async function stayForBooking(
  trx: Db,
  booking: RoomBooking,
  fareCents: number | null,
  rootId: number,
  currency: string,
  language: Language,
): Promise<StayRow> {
  await repo.lockHotelSettings(trx, booking.hotelId);
  const terms = await termsOf(trx, booking.hotelId);
  const refuse = (key: RoomChargeRefusal) =>
    refusal(
      key,
      key === 'room.stay_limit_passed' ? terms.stayLimitCents : terms.limitCents,
      currency,
      language,
    );
  const found = booking.guest
    ? await repo.lockStayOfGuest(trx, booking.hotelId, booking.guest)
    : await repo.lockOpenStayOfRoom(trx, booking.hotelId, booking.room, booking.today);
  if (found || booking.guest) {
    const standing = found
      ? {
          settled: found.settled_at != null,
          checkIn: found.check_in,
          checkOut: found.check_out,
          committedCents: await repo.committedCentsOfStay(trx, found.id, found.account_id),
        }
      : null;
    const why = roomChargeRefusal(terms, fareCents, standing, booking.today);
    if (why) throw refuse(why);
    return found!;
  }
  const why = roomChargeRefusal(
    terms,
    fareCents,
    { settled: false, checkOut: booking.today, committedCents: 0 },
    booking.today,
  );
  if (why) throw refuse(why);
  const dates = newStayDates(booking.given, booking.today);
  // A stay that would already be over is a room that checked out.
  if (dates.checkOut < booking.today) throw refuse('room.checked_out');
  return repo.insertStayWithAccount(
    trx,
    {
      hotel_id: booking.hotelId,
      room: booking.room,
      guest_id: null,
      check_in: dates.checkIn,
      check_out: dates.checkOut,
    },
    { agrupation_id: rootId, currency },
  );
}

/**
 * A room guest's session lasts as long as their stay: once the stay reception knows for
 * them is settled or past its check-out, the guest app's start (guests/stay) and every
 * booking answer 401 with the reason, every time (a revoked token would only say "session
 * expired"). A guest with no such stay keeps their session: they pay another way.
 */
export async function assertGuestStayLive(db: Db, user: AuthUser) {
  if (user.kind !== 'client' || user.guest_room == null) return;
  const stay = await repo.findStayOfGuest(db, user.agrupation_id, {
    id: user.id,
    name: user.name,
    guest_room: user.guest_room,
  });
  if (!stay) return;
  const over =
    stay.settled_at != null || stay.check_out < (await hotelToday(db, user.agrupation_id));
  if (!over) return;
  throw new HttpError(401, 'room.stay_ended', {}, [], {
    'WWW-Authenticate': 'Token error="stay_ended"',
  });
}
