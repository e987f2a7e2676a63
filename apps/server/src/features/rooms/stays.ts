import {
  FINAL_STATUS_CODES,
  fromCents,
  type StayDetail,
  type StayList,
  type StaysQuery,
  type Stay,
} from '@parada/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { cents } from '../wallet/ledger';
import type { StayRow } from './booking';

/** Only a hotel's staff work its stays. */
const hotelIdOf = (user: AuthUser): number => {
  if (user.kind !== 'hotel_staff') throw forbidden();
  return user.agrupation_id;
};

type StayWithTotals = StayRow & {
  guest_name: string | null;
  balance_cents: string | number;
  currency: string;
  rides_count: string | number | null;
};

/** The hotel's stays with what each owes (its account's balance, below zero) and its rides. */
function staysOf(db: Db, hotelId: number) {
  return db
    .selectFrom('room_stays as st')
    .innerJoin('ledger_accounts as a', 'a.id', 'st.account_id')
    .leftJoin('users as g', 'g.id', 'st.guest_id')
    .selectAll('st')
    .select([
      'g.name as guest_name',
      'a.balance_cents',
      'a.currency',
      (eb) =>
        eb
          .selectFrom('services as s')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('s.room_stay_id', '=', 'st.id')
          .as('rides_count'),
    ])
    .where('st.hotel_id', '=', hotelId);
}

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
  let base = staysOf(db, hotelIdOf(user));
  if (query.room) base = base.where(sql<string>`lower(st.room)`, '=', query.room.toLowerCase());
  if (query.state) {
    base = base.where('st.settled_at', query.state === 'open' ? 'is' : 'is not', null);
  }
  const [rows, count] = await Promise.all([
    base.orderBy('st.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { stays: rows.map(toStay), total: Number(count.n) };
}

async function stayRow(db: Db, user: AuthUser, id: number): Promise<StayWithTotals> {
  const row = await staysOf(db, hotelIdOf(user)).where('st.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The rides on a stay, oldest first, with what each was charged to the room. */
export async function stayRides(db: Db, stayId: number) {
  return db
    .selectFrom('services as s')
    .leftJoin('ride_charges as c', (join) =>
      join
        .onRef('c.service_id', '=', 's.id')
        .on('c.method', '=', 'room')
        .on('c.status', '=', 'on_statement'),
    )
    .select([
      's.id',
      's.created_at',
      's.ended_at',
      's.stops',
      's.traveler_name',
      's.status_code',
      's.user_id',
      'c.kind',
      'c.amount_cents',
      'c.created_at as charged_at',
    ])
    .where('s.room_stay_id', '=', stayId)
    .orderBy('s.id')
    .execute();
}

/** GET hotel/stays/{id}: the stay and its rides. */
export async function stayDetail(db: Db, user: AuthUser, id: number): Promise<StayDetail> {
  const stay = await stayRow(db, user, id);
  const rides = await stayRides(db, id);
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
    const stay = await trx
      .selectFrom('room_stays')
      .select(['id', 'settled_at'])
      .where('id', '=', id)
      .where('hotel_id', '=', hotelId)
      .forUpdate()
      .executeTakeFirst();
    if (!stay) throw notFound();
    if (stay.settled_at) throw new HttpError(409, 'room.stay_settled');
    const open = await trx
      .selectFrom('services')
      .select('id')
      .where('room_stay_id', '=', id)
      .where('status_code', 'not in', [...FINAL_STATUS_CODES])
      .executeTakeFirst();
    if (open) throw new HttpError(409, 'room.stay_ride_open');
    await trx
      .updateTable('room_stays')
      .set({ settled_at: new Date(), settled_by: user.id })
      .where('id', '=', id)
      .execute();
  });
  return stayDetail(db, user, id);
}

/** A guest's stay dates for the ride form: the open one, else the last one (settled). */
export async function guestStayDates(db: Db, guestId: number) {
  const row = await db
    .selectFrom('room_stays')
    .select(['check_in', 'check_out', 'settled_at'])
    .where('guest_id', '=', guestId)
    .orderBy(sql`settled_at IS NULL`, 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row
    ? { check_in: row.check_in, check_out: row.check_out, settled: row.settled_at != null }
    : null;
}
