import {
  fromCents,
  type GuestStay,
  type RoomRequestApprove,
  type RoomRequestList,
  type StayRegister,
  type StayDetail,
  type StayList,
  type StaysQuery,
  type Stay,
} from '@parada/core';
import type { Db } from '../../db/database';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { cents } from '../wallet/ledger';
import * as groupings from '../groupings/repository';
import { rootOf } from '../groupings/service';
import * as repo from './repository';
import type { StayWithTotals } from './repository';

/** Only a hotel's staff work its stays. */
const hotelIdOf = (user: AuthUser): number => {
  if (user.kind !== 'hotel_staff') throw forbidden();
  return user.agrupation_id;
};

const toStay = (row: StayWithTotals): Stay => ({
  id: row.id,
  room: row.room,
  guest: row.guest,
  check_in: row.check_in,
  check_out: row.check_out,
  state: row.settled_at ? 'settled' : 'open',
  settled_at: row.settled_at ? row.settled_at.toISOString() : null,
  total: fromCents(-cents(row.balance_cents)),
  currency: row.currency,
  rides_count: Number(row.rides_count),
});

/** GET hotel/stays: newest first, by room (any case) and state. */
export async function listStays(db: Db, user: AuthUser, query: StaysQuery): Promise<StayList> {
  const { rows, total } = await repo.pageStaysOfHotel(db, hotelIdOf(user), query);
  return { stays: rows.map(toStay), total };
}

async function stayRow(db: Db, user: AuthUser, id: number): Promise<StayWithTotals> {
  const row = await repo.findStayOfHotel(db, hotelIdOf(user), id);
  if (!row) throw notFound();
  return row;
}

/** GET hotel/stays/{id}: the stay and its rides. */
export async function stayDetail(db: Db, user: AuthUser, id: number): Promise<StayDetail> {
  const stay = await stayRow(db, user, id);
  const rides = await repo.listRidesOfStay(db, id);
  return {
    ...toStay(stay),
    rides: rides.map((ride) => ({
      service_id: ride.id,
      date: (ride.ended_at ?? ride.created_at).toISOString(),
      from: ride.stops[0]?.name ?? '',
      to: ride.stops.length > 1 ? (ride.stops[ride.stops.length - 1]?.name ?? '') : '',
      traveler: ride.traveler_name,
      amount: ride.amount_cents != null ? fromCents(ride.amount_cents) : null,
      status_code: ride.status_code,
    })),
  };
}

/**
 * POST hotel/stays/{id}/settle: the hotel has put the stay on the guest's bill, so no more
 * rides go on it. The stay is locked, so a ride being booked or charged on it either comes
 * first (and is in the total) or sees it settled. A stay with a ride not yet ended waits:
 * its fare is not known.
 */
export async function settleStay(db: Db, user: AuthUser, id: number): Promise<StayDetail> {
  const hotelId = hotelIdOf(user);
  await db.transaction().execute(async (trx) => {
    const stay = await repo.lockStayOfHotel(trx, hotelId, id);
    if (!stay) throw notFound();
    if (stay.settled_at) throw new HttpError(409, 'room.stay_settled');
    const open = await repo.findRideNotEndedOnStay(trx, id);
    if (open) throw new HttpError(409, 'room.stay_ride_open');
    await repo.markStaySettled(trx, id, user.id);
  });
  return stayDetail(db, user, id);
}

/** A new stay's ledger account, in the operator's (root grouping's) books. */
async function stayAccountOf(db: Db, hotelId: number) {
  const hotel = await groupings.findById(db, hotelId);
  if (!hotel) throw notFound();
  return { agrupation_id: (await rootOf(db, hotel)).id, currency: hotel.currency };
}

/**
 * POST hotel/stays: reception registers a stay (room, guest's name, check-in and
 * check-out). The guest of that room under that name charges rides to it from the room card;
 * reception books on it by naming the room.
 */
export async function registerStay(
  db: Db,
  user: AuthUser,
  input: StayRegister,
): Promise<StayDetail> {
  const hotelId = hotelIdOf(user);
  const account = await stayAccountOf(db, hotelId);
  const stay = await db.transaction().execute(async (trx) => {
    await repo.lockHotelSettings(trx, hotelId);
    return repo.insertStayWithAccount(
      trx,
      {
        hotel_id: hotelId,
        room: input.room,
        guest_name: input.guest,
        check_in: input.check_in,
        check_out: input.check_out,
        registered_by: user.id,
      },
      account,
    );
  });
  return stayDetail(db, user, stay.id);
}

/** GET hotel/room_requests: the guests waiting for reception's answer, oldest first. */
export async function listRoomRequests(db: Db, user: AuthUser): Promise<RoomRequestList> {
  const rows = await repo.listPendingRequests(db, hotelIdOf(user));
  return {
    requests: rows.map((row) => ({
      id: row.id,
      room: row.room,
      guest: row.name,
      phone: row.guest_phone,
      email: row.guest_email,
      state: row.state,
      created_at: row.created_at.toISOString(),
      stay_id: row.stay_id,
    })),
  };
}

/**
 * POST hotel/room_requests/{id}/approve or refuse. Approving puts the guest on the room's
 * unsettled stay that meets the dates reception gives, else registers a new stay with them
 * and the guest's name. A request already answered is 409.
 */
export async function decideRoomRequest(
  db: Db,
  user: AuthUser,
  id: number,
  decision: { approve: RoomRequestApprove } | { refuse: true },
) {
  const hotelId = hotelIdOf(user);
  const account = 'approve' in decision ? await stayAccountOf(db, hotelId) : null;
  return db.transaction().execute(async (trx) => {
    await repo.lockHotelSettings(trx, hotelId);
    const request = await repo.lockRequestOfHotel(trx, hotelId, id);
    if (!request) throw notFound();
    if (request.state !== 'pending') throw new HttpError(409, 'room.request_decided');
    if (!('approve' in decision) || !account) {
      await repo.decideRequest(trx, id, { state: 'refused', stay_id: null, decided_by: user.id });
      return { ...request, state: 'refused' as const, stay_id: null };
    }
    const { check_in, check_out } = decision.approve;
    const stay =
      (await repo.lockOverlappingStayOfRoom(trx, hotelId, request.room, check_in, check_out)) ??
      (await repo.insertStayWithAccount(
        trx,
        {
          hotel_id: hotelId,
          room: request.room,
          guest_name: request.name,
          check_in,
          check_out,
          registered_by: user.id,
        },
        account,
      ));
    await repo.decideRequest(trx, id, { state: 'approved', stay_id: stay.id, decided_by: user.id });
    return { ...request, state: 'approved' as const, stay_id: stay.id };
  });
}

/** Where a room guest's room account stands, for the ride form. */
export async function guestRoomAccount(
  db: Db,
  user: AuthUser,
): Promise<Pick<GuestStay, 'room_account' | 'stay'>> {
  const guest = { id: user.id, name: user.name, guest_room: user.guest_room };
  const [stay, request] = await Promise.all([
    repo.findStayOfGuest(db, user.agrupation_id, guest),
    repo.findLatestRequestOfGuest(db, user.id),
  ]);
  if (stay) {
    return {
      room_account: 'approved',
      stay: {
        check_in: stay.check_in,
        check_out: stay.check_out,
        settled: stay.settled_at != null,
      },
    };
  }
  const state =
    request?.state === 'pending' || request?.state === 'refused' ? request.state : 'none';
  return { room_account: state, stay: null };
}

/** POST guests/room_request: the guest asks reception for the room account. */
export async function requestRoomAccount(db: Db, user: AuthUser): Promise<void> {
  if (user.kind !== 'client' || user.guest_room == null) throw forbidden();
  const room = user.guest_room;
  const known = await repo.findStayOfGuest(db, user.agrupation_id, {
    id: user.id,
    name: user.name,
    guest_room: room,
  });
  if (known && known.settled_at == null) return;
  await repo.insertRequestIfNoneWaits(db, {
    hotel_id: user.agrupation_id,
    guest_id: user.id,
    room,
  });
}
