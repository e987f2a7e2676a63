import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { HotelSettingsTable } from './tables';

export function findSettings(db: Db, hotelId: number) {
  return db
    .selectFrom('hotel_settings')
    .selectAll()
    .where('agrupation_id', '=', hotelId)
    .executeTakeFirst();
}

/** Two first uses at once: the second insert does nothing and both read the first. */
export async function insertSettingsIfMissing(db: Db, hotelId: number, guestToken: string) {
  await db
    .insertInto('hotel_settings')
    .values({ agrupation_id: hotelId, guest_token: guestToken })
    .onConflict((conflict) => conflict.column('agrupation_id').doNothing())
    .execute();
}

export function updateSettings(db: Db, hotelId: number, patch: Updateable<HotelSettingsTable>) {
  return db
    .updateTable('hotel_settings')
    .set({ ...patch, updated_at: new Date() })
    .where('agrupation_id', '=', hotelId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findHotelIdByGuestToken(db: Db, token: string) {
  return db
    .selectFrom('hotel_settings')
    .select('agrupation_id')
    .where('guest_token', '=', token)
    .executeTakeFirst();
}

/** The hotel's active guests of a room, the room compared without case. */
export function listActiveGuestsOfRoom(db: Db, hotelId: number, room: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('agrupation_id', '=', hotelId)
    .where(sql<string>`lower(guest_room)`, '=', room.toLowerCase())
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}
