import type {
  GuestHotel,
  GuestSignupRequest,
  HotelSettings,
  HotelSettingsUpdate,
} from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { newToken } from '../../lib/crypto';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as accountsRepo from '../accounts/repository';
import { issueSession, type Session } from '../accounts/service';
import { timeZoneOf } from '../fares/service';
import * as groupings from '../groupings/repository';
import { rootOf, type Agrupation } from '../groupings/service';
import type { HotelSettingsTable } from './tables';

type Row = Selectable<HotelSettingsTable>;

/** The hotel a staff account works for; only hotel staff have one. */
async function hotelOf(db: Db, user: AuthUser): Promise<Agrupation> {
  if (user.kind !== 'hotel_staff') throw forbidden();
  const hotel = await groupings.findById(db, user.agrupation_id);
  if (!hotel) throw notFound();
  return hotel;
}

/** The settings row, made on first use with a fresh room-card token. */
async function settingsRow(db: Db, hotelId: number): Promise<Row> {
  const existing = await db
    .selectFrom('hotel_settings')
    .selectAll()
    .where('agrupation_id', '=', hotelId)
    .executeTakeFirst();
  if (existing) return existing;
  await db
    .insertInto('hotel_settings')
    .values({ agrupation_id: hotelId, guest_token: newToken() })
    .onConflict((conflict) => conflict.column('agrupation_id').doNothing())
    .execute();
  return db
    .selectFrom('hotel_settings')
    .selectAll()
    .where('agrupation_id', '=', hotelId)
    .executeTakeFirstOrThrow();
}

/** The guest app's domain nearest the hotel: its own, else its nearest ancestor's. */
async function guestDomainOf(db: Db, hotel: Agrupation): Promise<string | null> {
  let current: Agrupation | undefined = hotel;
  for (let depth = 0; current && depth < 32; depth += 1) {
    const domains = await groupings.listDomains(db, [current.id]);
    const guest = domains.find((domain) => domain.app === 'guest');
    if (guest) return guest.domain;
    current =
      current.parent_id != null ? await groupings.findById(db, current.parent_id) : undefined;
  }
  return null;
}

async function toSettings(db: Db, hotel: Agrupation, row: Row): Promise<HotelSettings> {
  return {
    agrupacion_id: hotel.id,
    name: hotel.name,
    opening_hours: row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null,
    time_zone: await timeZoneOf(db, hotel),
    pickup:
      row.pickup_name != null && row.pickup_latitude != null && row.pickup_longitude != null
        ? { name: row.pickup_name, latitude: row.pickup_latitude, longitude: row.pickup_longitude }
        : null,
    guest_token: row.guest_token,
    guest_domain: await guestDomainOf(db, hotel),
  };
}

export async function getSettings(db: Db, user: AuthUser): Promise<HotelSettings> {
  const hotel = await hotelOf(db, user);
  return toSettings(db, hotel, await settingsRow(db, hotel.id));
}

export async function updateSettings(
  db: Db,
  user: AuthUser,
  update: HotelSettingsUpdate,
): Promise<HotelSettings> {
  const hotel = await hotelOf(db, user);
  await settingsRow(db, hotel.id);
  const hours = update.opening_hours;
  const pickup = update.pickup;
  const row = await db
    .updateTable('hotel_settings')
    .set({
      ...(hours !== undefined
        ? { opens: hours?.opens ?? null, closes: hours?.closes ?? null }
        : {}),
      ...(pickup !== undefined
        ? {
            pickup_name: pickup?.name ?? null,
            pickup_latitude: pickup?.latitude ?? null,
            pickup_longitude: pickup?.longitude ?? null,
          }
        : {}),
      updated_at: new Date(),
    })
    .where('agrupation_id', '=', hotel.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSettings(db, hotel, row);
}

const invalidLink = () => new HttpError(404, 'hotel.guest_link_invalid');

/** The hotel a room card names, on this operator's sites only. */
async function hotelByToken(db: Db, tenant: Agrupation, token: string): Promise<Agrupation> {
  const row = await db
    .selectFrom('hotel_settings')
    .select('agrupation_id')
    .where('guest_token', '=', token)
    .executeTakeFirst();
  const hotel = row ? await groupings.findById(db, row.agrupation_id) : undefined;
  if (!hotel) throw invalidLink();
  const [hotelRoot, tenantRoot] = await Promise.all([rootOf(db, hotel), rootOf(db, tenant)]);
  if (hotelRoot.id !== tenantRoot.id) throw invalidLink();
  return hotel;
}

export async function guestHotel(db: Db, tenant: Agrupation, token: string): Promise<GuestHotel> {
  const hotel = await hotelByToken(db, tenant, token);
  return { name: hotel.name, logo: hotel.logo };
}

/**
 * A guest from a room card: a client of the hotel's grouping (so the apps skip the fare
 * picker and the hotel's fare applies), active at once with the terms accepted now. It has
 * no password: the session it gets is how it comes back, for the length of a stay.
 */
export async function guestSignup(
  db: Db,
  tenant: Agrupation,
  input: GuestSignupRequest,
): Promise<Session> {
  const hotel = await hotelByToken(db, tenant, input.token);
  const now = new Date();
  const user = await accountsRepo.insertUser(db, {
    agrupation_id: hotel.id,
    kind: 'client',
    name: input.name,
    status: 'active',
    terms_accepted_at: now,
    privacy_accepted_at: now,
    guest_room: input.room,
    guest_phone: input.phone || null,
  });
  return issueSession(db, user);
}
