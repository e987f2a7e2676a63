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
    .select(['room_charges', 'room_charge_limit_cents', 'room_stay_limit_cents'])
    .where('agrupation_id', '=', hotelId)
    .executeTakeFirst();
}

/** A name as reception and guests write it: no case, no outer or doubled spaces. */
const sameName = (column: string, name: string) =>
  sql<boolean>`regexp_replace(lower(btrim(${sql.ref(column)})), '\\s+', ' ', 'g') = ${name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')}`;

export interface GuestOfRoom {
  id: number;
  name: string;
  guest_room: string | null;
}

/**
 * The stay reception knows for a room guest, unsettled first, else their latest: one a
 * request of theirs was approved onto, or one reception registered for their room under
 * their name. A stay a guest's booking opened long ago is neither.
 */
function stayOfGuestQuery(db: Db, hotelId: number, guest: GuestOfRoom) {
  return db
    .selectFrom('room_stays as st')
    .selectAll()
    .where('st.hotel_id', '=', hotelId)
    .where((eb) =>
      eb.or([
        eb(
          'st.id',
          'in',
          eb
            .selectFrom('room_requests as r')
            .select('r.stay_id')
            .where('r.guest_id', '=', guest.id)
            .where('r.state', '=', 'approved'),
        ),
        eb.and([
          eb(sql<string>`lower(st.room)`, '=', (guest.guest_room ?? '').toLowerCase()),
          eb('st.guest_name', 'is not', null),
          sameName('st.guest_name', guest.name),
        ]),
      ]),
    )
    .orderBy(sql`st.settled_at IS NULL`, 'desc')
    .orderBy('st.id', 'desc');
}

export function findStayOfGuest(db: Db, hotelId: number, guest: GuestOfRoom) {
  return stayOfGuestQuery(db, hotelId, guest).executeTakeFirst();
}

/** The guest's stay (as findStayOfGuest), locked, so a settle waits for the booking. */
export function lockStayOfGuest(trx: Db, hotelId: number, guest: GuestOfRoom) {
  return stayOfGuestQuery(trx, hotelId, guest).forUpdate().executeTakeFirst();
}

/**
 * What a stay carries, in cents: what its account owes, plus the fare (or, metered, the
 * estimate) of each of its rides not yet ended, whose charge is still to come.
 */
export async function committedCentsOfStay(trx: Db, stayId: number, accountId: number) {
  const [owed, coming] = await Promise.all([
    trx
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('id', '=', accountId)
      .executeTakeFirst(),
    trx
      .selectFrom('services')
      .select(sql<string>`coalesce(sum(coalesce(fare_cents, estimate_cents, 0)), 0)`.as('n'))
      .where('room_stay_id', '=', stayId)
      .where('status_code', 'not in', [...FINAL_STATUS_CODES])
      .executeTakeFirstOrThrow(),
  ]);
  return Math.max(0, -Number(owed?.balance_cents ?? 0)) + Number(coming.n);
}

/** What a stay's account owes, in cents. */
export async function owedCentsOfStay(trx: Db, accountId: number) {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return Math.max(0, -Number(row?.balance_cents ?? 0));
}

/** A room's unsettled stay whose dates meet [checkIn, checkOut], locked. */
export function lockOverlappingStayOfRoom(
  trx: Db,
  hotelId: number,
  room: string,
  checkIn: string,
  checkOut: string,
) {
  return trx
    .selectFrom('room_stays')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where(sql<string>`lower(room)`, '=', room.toLowerCase())
    .where('settled_at', 'is', null)
    .where('check_in', '<=', checkOut)
    .where('check_out', '>=', checkIn)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** The guest's requests for the room account, newest first. */
export function findLatestRequestOfGuest(db: Db, guestId: number) {
  return db
    .selectFrom('room_requests')
    .selectAll()
    .where('guest_id', '=', guestId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A guest asks for the room account; asking again while one waits changes nothing. */
export async function insertRequestIfNoneWaits(
  trx: Db,
  request: { hotel_id: number; guest_id: number; room: string },
) {
  await trx
    .insertInto('room_requests')
    .values(request)
    .onConflict((conflict) =>
      conflict.column('guest_id').where('state', '=', 'pending').doNothing(),
    )
    .execute();
}

/** The hotel's requests waiting for an answer, oldest first, with the guest's details. */
export function listPendingRequests(db: Db, hotelId: number) {
  return db
    .selectFrom('room_requests as r')
    .innerJoin('users as u', 'u.id', 'r.guest_id')
    .select([
      'r.id',
      'r.room',
      'r.state',
      'r.created_at',
      'r.stay_id',
      'u.name',
      'u.guest_phone',
      'u.guest_email',
    ])
    .where('r.hotel_id', '=', hotelId)
    .where('r.state', '=', 'pending')
    .orderBy('r.id')
    .limit(200)
    .execute();
}

export function lockRequestOfHotel(trx: Db, hotelId: number, requestId: number) {
  return trx
    .selectFrom('room_requests as r')
    .innerJoin('users as u', 'u.id', 'r.guest_id')
    .select(['r.id', 'r.room', 'r.state', 'r.guest_id', 'r.created_at', 'r.stay_id', 'u.name'])
    .select(['u.guest_phone', 'u.guest_email'])
    .where('r.id', '=', requestId)
    .where('r.hotel_id', '=', hotelId)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideRequest(
  trx: Db,
  requestId: number,
  decision: { state: 'approved' | 'refused'; stay_id: number | null; decided_by: number },
) {
  await trx
    .updateTable('room_requests')
    .set({ ...decision, decided_at: new Date() })
    .where('id', '=', requestId)
    .execute();
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
    .select(['id', 'account_id', 'settled_at', 'hotel_id'])
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
      sql<string | null>`coalesce(st.guest_name, g.name)`.as('guest'),
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
