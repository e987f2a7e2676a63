import {
  fromCents,
  type StayDetail,
  type StayList,
  type StaysQuery,
  type Stay,
} from '@parada/core';
import type { Db } from '../../db/database';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { cents } from '../wallet/ledger';
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
  guest: row.guest_name,
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

/** A guest's stay dates for the ride form: the open one, else the last one (settled). */
export async function guestStayDates(db: Db, guestId: number) {
  const row = await repo.findLatestStayDatesOfGuest(db, guestId);
  return row
    ? { check_in: row.check_in, check_out: row.check_out, settled: row.settled_at != null }
    : null;
}
