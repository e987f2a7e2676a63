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
import * as favorites from '../favorites/repository';
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

/**
 * Companies and employees with panel open the hotel routes too (spec §6, #14): on a hotel's
 * domain they book under that hotel's grouping (so its fare applies) from their own pick-up.
 * The domain must be one of their operator's.
 */
async function visitedHotelOf(db: Db, user: AuthUser, tenant: Agrupation): Promise<Agrupation> {
  const own = await groupings.findById(db, user.agrupation_id);
  if (!own) throw forbidden();
  const [ownRoot, tenantRoot] = await Promise.all([rootOf(db, own), rootOf(db, tenant)]);
  if (ownRoot.id !== tenantRoot.id) throw forbidden();
  return tenant;
}

/** Whose saved addresses are a company account's pick-up: an employee's company's, else its own. */
const pickupOwnersOf = (user: AuthUser): number[] =>
  user.kind === 'employee' && user.company_id != null ? [user.id, user.company_id] : [user.id];

/** The account's pick-up: the default saved address of the first owner that has one. */
async function accountPickup(db: Db, user: AuthUser): Promise<HotelSettings['pickup']> {
  for (const owner of pickupOwnersOf(user)) {
    const [first] = await favorites.listForUser(db, owner);
    if (first?.default_favorite) {
      return { name: first.name, latitude: first.latitude, longitude: first.longitude };
    }
  }
  return null;
}

async function accountSettings(db: Db, user: AuthUser, hotel: Agrupation): Promise<HotelSettings> {
  return {
    agrupacion_id: hotel.id,
    name: hotel.name,
    // The lobby kiosk's hours are the hotel's; a company books whenever it likes.
    opening_hours: null,
    weekly_hours: null,
    time_zone: await timeZoneOf(db, hotel),
    pickup: await accountPickup(db, user),
    pickup_owner: 'account',
    // Room cards are the hotel's own: no token for anyone else.
    guest_token: '',
    guest_domain: null,
  };
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
    weekly_hours: row.weekly_hours ?? null,
    pickup_owner: 'hotel',
    time_zone: await timeZoneOf(db, hotel),
    pickup:
      row.pickup_name != null && row.pickup_latitude != null && row.pickup_longitude != null
        ? { name: row.pickup_name, latitude: row.pickup_latitude, longitude: row.pickup_longitude }
        : null,
    guest_token: row.guest_token,
    guest_domain: await guestDomainOf(db, hotel),
  };
}

export async function getSettings(
  db: Db,
  user: AuthUser,
  tenant: Agrupation,
): Promise<HotelSettings> {
  if (user.kind !== 'hotel_staff') {
    return accountSettings(db, user, await visitedHotelOf(db, user, tenant));
  }
  const hotel = await hotelOf(db, user);
  return toSettings(db, hotel, await settingsRow(db, hotel.id));
}

/** A company's or employee's chosen pick-up becomes its default saved address. */
async function saveAccountPickup(
  db: Db,
  user: AuthUser,
  pickup: NonNullable<HotelSettingsUpdate['pickup']> | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await favorites.lockUser(trx, user.id);
    await favorites.clearDefault(trx, user.id);
    if (!pickup) return;
    const [head] = pickup.name.split(',');
    await favorites.insert(trx, {
      user_id: user.id,
      alias: (head ?? pickup.name).trim().slice(0, 50) || pickup.name.slice(0, 50),
      name: pickup.name,
      latitude: pickup.latitude,
      longitude: pickup.longitude,
      default_favorite: true,
    });
  });
}

export async function updateSettings(
  db: Db,
  user: AuthUser,
  tenant: Agrupation,
  update: HotelSettingsUpdate,
): Promise<HotelSettings> {
  if (user.kind !== 'hotel_staff') {
    const hotel = await visitedHotelOf(db, user, tenant);
    // The kiosk's hours belong to the hotel; a company sets only where it is picked up.
    if (update.opening_hours !== undefined || update.weekly_hours !== undefined) throw forbidden();
    if (update.pickup !== undefined) await saveAccountPickup(db, user, update.pickup);
    return accountSettings(db, user, hotel);
  }
  const hotel = await hotelOf(db, user);
  await settingsRow(db, hotel.id);
  const hours = update.opening_hours;
  const week = update.weekly_hours;
  const pickup = update.pickup;
  const row = await db
    .updateTable('hotel_settings')
    .set({
      ...(hours !== undefined
        ? { opens: hours?.opens ?? null, closes: hours?.closes ?? null }
        : {}),
      ...(week !== undefined ? { weekly_hours: week ? JSON.stringify(week) : null } : {}),
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

/**
 * A new room-card token: every card printed with the old one stops working (the screen warns
 * first). Hotel staff only.
 */
export async function regenerateGuestToken(db: Db, user: AuthUser): Promise<HotelSettings> {
  const hotel = await hotelOf(db, user);
  await settingsRow(db, hotel.id);
  const row = await db
    .updateTable('hotel_settings')
    .set({ guest_token: newToken(), updated_at: new Date() })
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
