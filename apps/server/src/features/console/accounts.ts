import {
  fromCents,
  type ConsoleClientDetail,
  type ConsoleCompany,
  type ConsoleCompanyCreate,
  type ConsoleCompanyUpdate,
  type ConsoleEmployee,
  type ConsoleHotel,
  type ConsoleHotelCreate,
  type ConsoleHotelStaff,
  type ConsoleHotelStaffCreate,
  type ConsoleHotelUpdate,
  type Language,
} from '@parada/core';
import type { AppContext } from '../../context';
import { json, type Db } from '../../db/database';
import { newToken } from '../../lib/crypto';
import { invalidField, notFound } from '../../lib/http-error';
import { emailLinkCode } from '../accounts/link-codes';
import * as accounts from '../accounts/repository';
import type { AuthUser } from '../accounts/auth-user';
import { isUniqueViolation, requireInScope, type Scope } from '../admin/scope';
import * as audit from '../audit/service';
import * as groupings from '../groupings/repository';
import { nearestAppDomain } from '../groupings/service';
import * as repo from './accounts-repository';

const CLIENT_RIDES = 50;

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

// Clients

type ClientRow = NonNullable<Awaited<ReturnType<typeof repo.findClientRow>>>;

async function toClientDetail(db: Db, row: ClientRow): Promise<ConsoleClientDetail> {
  const rides = await repo.listRidesOfUser(db, row.id, CLIENT_RIDES);
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone,
    grouping_name: row.grouping_name,
    blocked: !row.active,
    created_at: iso(row.created_at)!,
    rides: rides.map((ride) => {
      const cents = ride.fare_cents ?? ride.estimate_cents;
      return {
        id: ride.id,
        status_code: ride.status_code,
        created_at: iso(ride.created_at)!,
        scheduled_at: iso(ride.scheduled_at),
        from: ride.stops[0]?.name ?? '',
        to: ride.stops.length > 1 ? (ride.stops[ride.stops.length - 1]?.name ?? '') : '',
        amount: cents == null ? null : fromCents(cents),
        currency: ride.currency,
      };
    }),
  };
}

export async function client(db: Db, scope: Scope, id: number): Promise<ConsoleClientDetail> {
  const row = await repo.findClientRow(db, scope.ids, id);
  if (!row) throw notFound();
  return toClientDetail(db, row);
}

/**
 * Blocks or unblocks a client: the account's `active` switch, which sign-in (password and
 * social) and every token check already honour; blocking also ends its sessions at once.
 */
export async function setClientBlocked(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  blocked: boolean,
): Promise<ConsoleClientDetail> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findClientRow(trx, scope.ids, id, true);
    if (!row) throw notFound();
    const was = !row.active;
    if (was !== blocked) {
      await repo.setUserActive(trx, id, !blocked);
      if (blocked) await accounts.revokeAllTokens(trx, id);
      await audit.record(trx, operator, scope.rootId, {
        action: blocked ? 'client.block' : 'client.unblock',
        objectType: 'client',
        objectId: id,
        before: { blocked: was },
        after: { blocked },
      });
    }
    return toClientDetail(trx, { ...row, active: !blocked });
  });
}

// Companies

type CompanyRow = Awaited<ReturnType<typeof repo.listCompanies>>[number];

const toCompany = (row: CompanyRow): ConsoleCompany => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  grouping_id: row.agrupation_id,
  grouping_name: row.grouping_name,
  panel: row.panel,
  employees: Number(row.employees ?? 0),
});

export async function listCompanies(db: Db, scope: Scope) {
  return (await repo.listCompanies(db, scope.ids)).map(toCompany);
}

async function oneCompany(db: Db, scope: Scope, id: number) {
  const row = await repo.findCompany(db, scope.ids, id);
  if (!row) throw notFound();
  return toCompany(row);
}

const companySnapshot = (company: ConsoleCompany) => {
  const { employees: _employees, grouping_name: _name, ...rest } = company;
  return rest;
};

/**
 * A company account in one of the operator's groupings, without a password: its contact
 * sets one through "forgot password" with the email, as for a client made on the phone.
 */
export async function createCompany(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  input: ConsoleCompanyCreate,
): Promise<ConsoleCompany> {
  requireInScope(scope, input.grouping_id, 'grouping_id');
  try {
    return await db.transaction().execute(async (trx) => {
      if (await repo.findUserByEmail(trx, input.email)) {
        throw invalidField('email', 'error.already_in_use');
      }
      if (input.phone && (await repo.findUserByPhone(trx, input.phone))) {
        throw invalidField('phone', 'error.already_in_use');
      }
      const { id } = await repo.insertAccount(trx, {
        agrupation_id: input.grouping_id,
        kind: 'company',
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        panel: input.panel ?? true,
      });
      const company = await oneCompany(trx, scope, id);
      await audit.record(trx, operator, scope.rootId, {
        action: 'company.create',
        objectType: 'company',
        objectId: id,
        before: null,
        after: companySnapshot(company),
      });
      return company;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('email', 'error.already_in_use');
    throw error;
  }
}

/**
 * The company's name, contact, grouping or panel flag, recorded with what it replaced. A
 * company moved to another grouping takes its employees along, so they keep booking where
 * it does.
 */
export async function updateCompany(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  input: ConsoleCompanyUpdate,
): Promise<ConsoleCompany> {
  if (input.grouping_id !== undefined) requireInScope(scope, input.grouping_id, 'grouping_id');
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await repo.findCompanyUser(trx, scope.ids, id, true);
      if (!row) throw notFound();
      const before = companySnapshot(await oneCompany(trx, scope, id));
      if (input.email !== undefined && input.email !== row.email) {
        const owner = await repo.findUserByEmail(trx, input.email);
        if (owner && owner.id !== id) throw invalidField('email', 'error.already_in_use');
      }
      if (input.phone && input.phone !== row.phone) {
        const owner = await repo.findUserByPhone(trx, input.phone);
        if (owner && owner.id !== id) throw invalidField('phone', 'error.already_in_use');
      }
      await repo.updateCompanyUser(trx, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.grouping_id !== undefined ? { agrupation_id: input.grouping_id } : {}),
        ...(input.panel !== undefined ? { panel: input.panel } : {}),
      });
      if (input.grouping_id !== undefined && input.grouping_id !== row.agrupation_id) {
        await repo.moveEmployees(trx, id, input.grouping_id);
      }
      const company = await oneCompany(trx, scope, id);
      const after = companySnapshot(company);
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (key) => after[key] !== before[key],
      );
      if (changed.length > 0) {
        await audit.record(trx, operator, scope.rootId, {
          // A change of the panel flag alone keeps its own words in the log.
          action:
            changed.length === 1 && changed[0] === 'panel' ? 'company.panel' : 'company.update',
          objectType: 'company',
          objectId: id,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        });
      }
      return company;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('email', 'error.already_in_use');
    throw error;
  }
}

export async function employees(db: Db, scope: Scope, id: number): Promise<ConsoleEmployee[]> {
  const company = await repo.findCompanyUser(db, scope.ids, id);
  if (!company) throw notFound();
  return repo.listEmployees(db, company.id);
}

/** The company's account as its own statement reads it; another operator's answers 404. */
export async function companyAccount(db: Db, scope: Scope, id: number): Promise<AuthUser> {
  const company = await repo.findCompanyUser(db, scope.ids, id);
  if (!company) throw notFound();
  return company;
}

// Hotels

type HotelRow = Awaited<ReturnType<typeof repo.listHotels>>[number];

async function toHotel(db: Db, row: HotelRow): Promise<ConsoleHotel> {
  return {
    id: row.agrupation_id,
    name: row.name,
    parent_id: row.parent_id,
    parent_name: row.parent_name ?? '',
    pickup:
      row.pickup_name != null && row.pickup_latitude != null && row.pickup_longitude != null
        ? { name: row.pickup_name, latitude: row.pickup_latitude, longitude: row.pickup_longitude }
        : null,
    opening_hours: row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null,
    weekly_hours: row.weekly_hours ?? null,
    guest_domain: await nearestAppDomain(db, row.agrupation_id, 'guest'),
    staff: Number(row.staff ?? 0),
  };
}

export async function listHotels(db: Db, scope: Scope): Promise<ConsoleHotel[]> {
  const rows = await repo.listHotels(db, scope.ids);
  return Promise.all(rows.map((row) => toHotel(db, row)));
}

/** The app at `domain`, on the scheme and port the server's public address uses. */
function onPublicOrigin(ctx: AppContext, domain: string): string {
  const address = new URL(ctx.env.PUBLIC_URL);
  address.hostname = domain;
  return address.origin;
}

/** The hotel's reception accounts, oldest first. */
export async function hotelStaff(db: Db, scope: Scope, id: number): Promise<ConsoleHotelStaff[]> {
  if (!(await repo.findHotel(db, scope.ids, id))) throw notFound();
  const rows = await repo.listHotelStaff(db, id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    has_password: row.password_hash != null,
  }));
}

/**
 * A reception account for the hotel, without a password: its holder is emailed a link to
 * choose one (the password reset page of the operator's panel) and then signs in to the
 * hotel app. The account, the email and the audit row are one transaction.
 */
export async function addHotelStaff(
  ctx: AppContext,
  scope: Scope,
  operator: AuthUser,
  hotelId: number,
  input: ConsoleHotelStaffCreate,
  language: Language,
): Promise<ConsoleHotelStaff> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const hotel = await repo.findHotel(trx, scope.ids, hotelId);
      if (!hotel) throw notFound();
      if (await repo.findUserByEmail(trx, input.email)) {
        throw invalidField('email', 'error.already_in_use');
      }
      const user = await repo.insertAccount(trx, {
        agrupation_id: hotelId,
        kind: 'hotel_staff',
        name: input.name,
        email: input.email,
        panel: true,
      });
      const panel = await nearestAppDomain(trx, hotelId, 'panel');
      const hotelApp = await nearestAppDomain(trx, hotelId, 'hotel');
      await emailLinkCode(ctx, trx, {
        to: input.email,
        user: { id: user.id, name: input.name, agrupation_id: hotelId, language: null },
        purpose: 'password_reset',
        template: 'reception_invitation',
        askedIn: language,
        path: (code) => `/reset_password/${code}${panel ? `/${panel}` : ''}`,
        vars: { hotel: hotel.name, ...(hotelApp ? { app: onPublicOrigin(ctx, hotelApp) } : {}) },
      });
      const staff = { id: user.id, name: input.name, email: input.email, has_password: false };
      await audit.record(trx, operator, scope.rootId, {
        action: 'hotel.staff_create',
        objectType: 'hotel',
        objectId: hotelId,
        before: null,
        after: staff,
      });
      return staff;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('email', 'error.already_in_use');
    throw error;
  }
}

/** The operator's hotel `id` with its room-card token; another operator's answers 404. */
export async function hotelForCards(db: Db, scope: Scope, id: number) {
  const row = await repo.findHotel(db, scope.ids, id);
  if (!row) throw notFound();
  return { hotel: await toHotel(db, row), token: row.guest_token };
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'hotel';

/**
 * A hotel under one of the operator's groupings: a grouping of its own (so its kiosk and
 * room cards name it) offering its parent's ride types (or the parent itself), with its door and kiosk hours as
 * hotel settings keep them and a fresh room-card token.
 */
export async function createHotel(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  input: ConsoleHotelCreate,
): Promise<ConsoleHotel> {
  requireInScope(scope, input.parent_id, 'parent_id');
  return db.transaction().execute(async (trx) => {
    const parent = await groupings.findById(trx, input.parent_id);
    if (!parent) throw invalidField('parent_id', 'validation.invalid');
    const row = await groupings.insertGrouping(trx, {
      parent_id: parent.id,
      permalink: `${slug(input.name)}-${newToken()
        .slice(0, 8)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}`,
      name: input.name,
      title: input.name,
      logo: null,
      favicon: null,
      currency: parent.currency,
      facebook_link: null,
      linkedin_link: null,
      twitter_link: null,
      instagram_link: null,
      analytics_id: null,
      google_client_id: null,
      facebook_app_id: null,
      max_num_passengers: parent.max_num_passengers,
      fare: json(null),
      zone: json(null),
      privacy_updated_at: null,
    });
    // The parent's ride types; a parent that offers none (a leaf such as Taxi) is the one.
    const related = await repo.listRelatedIds(trx, parent.id);
    await groupings.replaceRelated(
      trx,
      row.id,
      related.length > 0 ? related.map((one) => one.related_id) : [parent.id],
    );
    const hours = input.opening_hours ?? null;
    await repo.insertHotelSettings(trx, {
      agrupation_id: row.id,
      opens: hours?.opens ?? null,
      closes: hours?.closes ?? null,
      weekly_hours: input.weekly_hours ? JSON.stringify(input.weekly_hours) : null,
      pickup_name: input.pickup.name,
      pickup_latitude: input.pickup.latitude,
      pickup_longitude: input.pickup.longitude,
      guest_token: newToken(),
    });
    const created = await repo.findHotel(trx, [row.id], row.id);
    if (!created) throw notFound();
    const hotel = await toHotel(trx, created);
    const { staff: _staff, guest_domain: _domain, ...after } = hotel;
    await audit.record(trx, operator, scope.rootId, {
      action: 'hotel.create',
      objectType: 'hotel',
      objectId: row.id,
      before: null,
      after,
    });
    return hotel;
  });
}

/**
 * The hotel's name, door or kiosk hours, as its own settings screen changes them, recorded
 * with what they replaced. Weekly hours clear the daily ones, as the hotel's screen does.
 */
export async function updateHotel(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  input: ConsoleHotelUpdate,
): Promise<ConsoleHotel> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findHotel(trx, scope.ids, id);
    if (!row) throw notFound();
    const snapshot = (hotel: ConsoleHotel) => {
      const { staff: _staff, guest_domain: _domain, parent_name: _parent, ...rest } = hotel;
      return rest;
    };
    const before = snapshot(await toHotel(trx, row));
    if (input.name !== undefined) {
      // The tab's title follows the name only where it was the name: a title the operator
      // wrote for the hotel's apps (its kiosk's installed name) stays theirs.
      const grouping = await groupings.findById(trx, id);
      const titleFollows = !grouping?.title || grouping.title === grouping.name;
      await groupings.updateGrouping(
        trx,
        id,
        titleFollows ? { name: input.name, title: input.name } : { name: input.name },
      );
    }
    const week = input.weekly_hours;
    const daily = week ? null : input.opening_hours;
    await repo.updateHotelSettings(trx, id, {
      ...(daily !== undefined
        ? { opens: daily?.opens ?? null, closes: daily?.closes ?? null }
        : {}),
      ...(week !== undefined ? { weekly_hours: week ? JSON.stringify(week) : null } : {}),
      ...(input.pickup !== undefined
        ? {
            pickup_name: input.pickup.name,
            pickup_latitude: input.pickup.latitude,
            pickup_longitude: input.pickup.longitude,
          }
        : {}),
    });
    const changed = await repo.findHotel(trx, scope.ids, id);
    if (!changed) throw notFound();
    const hotel = await toHotel(trx, changed);
    const after = snapshot(hotel);
    const keys = (Object.keys(after) as (keyof typeof after)[]).filter(
      (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
    );
    if (keys.length > 0) {
      await audit.record(trx, operator, scope.rootId, {
        action: 'hotel.update',
        objectType: 'hotel',
        objectId: id,
        before: Object.fromEntries(keys.map((key) => [key, before[key]])),
        after: Object.fromEntries(keys.map((key) => [key, after[key]])),
      });
    }
    return hotel;
  });
}
