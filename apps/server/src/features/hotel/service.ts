import { fromCents, toCents, type HotelSettings, type HotelSettingsUpdate } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { hashPassword, newToken, verifyPassword } from '../../lib/crypto';
import { forbidden, invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { timeZoneOf } from '../fares/service';
import * as favorites from '../favorites/repository';
import * as groupings from '../groupings/repository';
import { nearestAppDomain, rootOf, type Grouping } from '../groupings/service';
import * as repo from './repository';
import type { HotelSettingsTable } from './tables';

type Row = Selectable<HotelSettingsTable>;

/** The hotel a staff account works for; only hotel staff have one. */
async function hotelOf(db: Db, user: AuthUser): Promise<Grouping> {
  if (user.kind !== 'hotel_staff') throw forbidden();
  const hotel = await groupings.findById(db, user.agrupation_id);
  if (!hotel) throw notFound();
  return hotel;
}

/**
 * Companies and employees with panel open the hotel routes too (spec §6): on a hotel's
 * domain they book under that hotel's grouping (so its fare applies) from their own pick-up.
 * The domain must be one of their operator's.
 */
async function visitedHotelOf(db: Db, user: AuthUser, tenant: Grouping): Promise<Grouping> {
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

async function accountSettings(db: Db, user: AuthUser, hotel: Grouping): Promise<HotelSettings> {
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
export async function settingsRow(db: Db, hotelId: number): Promise<Row> {
  const existing = await repo.findSettings(db, hotelId);
  if (existing) return existing;
  await repo.insertSettingsIfMissing(db, hotelId, newToken());
  const made = await repo.findSettings(db, hotelId);
  if (!made) throw new Error(`hotel_settings of ${hotelId} vanished`);
  return made;
}

export async function toSettings(db: Db, hotel: Grouping, row: Row): Promise<HotelSettings> {
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
    guest_domain: await nearestAppDomain(db, hotel.id, 'guest'),
    room_charges: row.room_charges,
    room_charge_limit: fromCents(row.room_charge_limit_cents),
    room_stay_limit: fromCents(row.room_stay_limit_cents),
    currency: hotel.currency,
    kiosk_pin_set: row.kiosk_pin_hash != null,
  };
}

export async function getSettings(
  db: Db,
  user: AuthUser,
  tenant: Grouping,
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
  tenant: Grouping,
  update: HotelSettingsUpdate,
): Promise<HotelSettings> {
  if (user.kind !== 'hotel_staff') {
    const hotel = await visitedHotelOf(db, user, tenant);
    // The kiosk's hours belong to the hotel; a company sets only where it is picked up.
    if (
      update.opening_hours !== undefined ||
      update.weekly_hours !== undefined ||
      update.room_charges !== undefined ||
      update.room_charge_limit !== undefined ||
      update.room_stay_limit !== undefined ||
      update.kiosk_pin !== undefined
    ) {
      throw forbidden();
    }
    if (update.pickup !== undefined) await saveAccountPickup(db, user, update.pickup);
    return accountSettings(db, user, hotel);
  }
  const hotel = await hotelOf(db, user);
  await settingsRow(db, hotel.id);
  const hours = update.opening_hours;
  const week = update.weekly_hours;
  const pickup = update.pickup;
  const pin = update.kiosk_pin;
  const pinHash = pin ? await hashPassword(pin) : null;
  const row = await repo.updateSettings(db, hotel.id, {
    ...(hours !== undefined ? { opens: hours?.opens ?? null, closes: hours?.closes ?? null } : {}),
    ...(week !== undefined ? { weekly_hours: week ? JSON.stringify(week) : null } : {}),
    ...(pickup !== undefined
      ? {
          pickup_name: pickup?.name ?? null,
          pickup_latitude: pickup?.latitude ?? null,
          pickup_longitude: pickup?.longitude ?? null,
        }
      : {}),
    ...(update.room_charges !== undefined ? { room_charges: update.room_charges } : {}),
    ...(update.room_charge_limit !== undefined
      ? { room_charge_limit_cents: toCents(update.room_charge_limit) }
      : {}),
    ...(update.room_stay_limit !== undefined
      ? { room_stay_limit_cents: toCents(update.room_stay_limit) }
      : {}),
    ...(pin !== undefined ? { kiosk_pin_hash: pinHash } : {}),
  });
  return toSettings(db, hotel, row);
}

/**
 * A new room-card token: every card printed with the old one stops working (the screen warns
 * first). Hotel staff only.
 */
export async function regenerateGuestToken(db: Db, user: AuthUser): Promise<HotelSettings> {
  const hotel = await hotelOf(db, user);
  await settingsRow(db, hotel.id);
  const row = await repo.updateSettings(db, hotel.id, { guest_token: newToken() });
  return toSettings(db, hotel, row);
}

/**
 * Leaving the lobby kiosk: the staff member's own password, or the hotel's kiosk PIN when it
 * set one. A wrong one is a field error (the route is rate-limited like a sign-in).
 */
export async function leaveKiosk(db: Db, user: AuthUser, secret: string): Promise<void> {
  const hotel = await hotelOf(db, user);
  const row = await settingsRow(db, hotel.id);
  const [password, pin] = await Promise.all([
    verifyPassword(secret, user.password_hash),
    row.kiosk_pin_hash ? verifyPassword(secret, row.kiosk_pin_hash) : Promise.resolve(false),
  ]);
  if (!password && !pin) throw invalidField('secret', 'room.kiosk_secret_wrong');
}
