import { FINAL_STATUS_CODES, type StaysQuery } from '@parada/core';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { STATEMENT_CHARGE_COLUMNS } from '../billing/repository';

/**
 * Holds the hotel's settings row for the transaction: its guest signups, and the first
 * room charges that open a stay, queue behind it.
 */
export async function lockHotelSettings(trx: Db, hotelId: number) {
  await trx
    .selectFrom('hotel_settings')
    .select('agrupation_id')
    .where('agrupation_id', '=', hotelId)
    .forUpdate()
    .execute();
}

export function findRoomChargeTerms(db: Db, hotelId: number) {
  return db
    .selectFrom('hotel_settings')
    .select(['room_charges', 'room_charge_limit_cents'])
    .where('agrupation_id', '=', hotelId)
    .executeTakeFirst();
}

/** A guest's stay, locked: the open one first, else their latest (settled). */
export function lockLatestStayOfGuest(trx: Db, guestId: number) {
  return trx
    .selectFrom('room_stays')
    .selectAll()
    .where('guest_id', '=', guestId)
    .orderBy(sql`settled_at IS NULL`, 'desc')
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** The room's open stay covering `today` (the room compared without case), locked. */
export function lockOpenStayOfRoom(trx: Db, hotelId: number, room: string, today: string) {
  return trx
    .selectFrom('room_stays')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where(sql<string>`lower(room)`, '=', room.toLowerCase())
    .where('settled_at', 'is', null)
    .where('check_in', '<=', today)
    .where('check_out', '>=', today)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** A new stay with the ledger account its rides are charged to. */
export async function insertStayWithAccount(
  trx: Db,
  stay: Omit<Insertable<Database['room_stays']>, 'account_id'>,
  account: { agrupation_id: number; currency: string },
) {
  const { id } = await trx
    .insertInto('ledger_accounts')
    .values({ kind: 'room', ...account })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('room_stays')
    .values({ ...stay, account_id: id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks the stay a charge goes on, so a settle waits for the charge. */
export function lockStayForCharge(trx: Db, stayId: number) {
  return trx
    .selectFrom('room_stays')
    .select(['account_id', 'settled_at', 'hotel_id'])
    .where('id', '=', stayId)
    .forUpdate()
    .executeTakeFirst();
}

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

export type StayWithTotals = NonNullable<
  Awaited<ReturnType<ReturnType<typeof staysOf>['executeTakeFirst']>>
>;

/** A page of the hotel's stays, newest first, by room (any case) and state, and their count. */
export async function pageStaysOfHotel(db: Db, hotelId: number, query: StaysQuery) {
  let base = staysOf(db, hotelId);
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
  return { rows, total: Number(count.n) };
}

export function findStayOfHotel(db: Db, hotelId: number, stayId: number) {
  return staysOf(db, hotelId).where('st.id', '=', stayId).executeTakeFirst();
}

/** The rides on a stay, oldest first, with what each was charged to the room. */
export function listRidesOfStay(db: Db, stayId: number) {
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

export function lockStayOfHotel(trx: Db, hotelId: number, stayId: number) {
  return trx
    .selectFrom('room_stays')
    .select(['id', 'settled_at'])
    .where('id', '=', stayId)
    .where('hotel_id', '=', hotelId)
    .forUpdate()
    .executeTakeFirst();
}

export function findRideNotEndedOnStay(trx: Db, stayId: number) {
  return trx
    .selectFrom('services')
    .select('id')
    .where('room_stay_id', '=', stayId)
    .where('status_code', 'not in', [...FINAL_STATUS_CODES])
    .executeTakeFirst();
}

export async function markStaySettled(trx: Db, stayId: number, settledBy: number) {
  await trx
    .updateTable('room_stays')
    .set({ settled_at: new Date(), settled_by: settledBy })
    .where('id', '=', stayId)
    .execute();
}

/** A guest's stay dates: the open one, else the last one (settled). */
export function findLatestStayDatesOfGuest(db: Db, guestId: number) {
  return db
    .selectFrom('room_stays')
    .select(['check_in', 'check_out', 'settled_at'])
    .where('guest_id', '=', guestId)
    .orderBy(sql`settled_at IS NULL`, 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findStayDatesOfHotel(db: Db, hotelId: number, stayId: number) {
  return db
    .selectFrom('room_stays')
    .select(['room', 'check_in', 'check_out'])
    .where('id', '=', stayId)
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
}

/**
 * The room charges of a hotel (its rides on a room's account) in a month or on one
 * stay, with the room each went on.
 */
export function listRoomCharges(
  db: Db,
  hotelId: number,
  within: { start: Date; end: Date } | { stayId: number },
) {
  let query = db
    .selectFrom('ride_charges as c')
    .innerJoin('services as s', 's.id', 'c.service_id')
    .innerJoin('room_stays as st', 'st.id', 's.room_stay_id')
    .select([...STATEMENT_CHARGE_COLUMNS, 'st.room'])
    .where('c.method', '=', 'room')
    .where('st.hotel_id', '=', hotelId);
  query =
    'stayId' in within
      ? query.where('st.id', '=', within.stayId)
      : query.where('c.created_at', '>=', within.start).where('c.created_at', '<', within.end);
  return query.execute();
}
