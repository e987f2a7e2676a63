import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';

// Clients

/** The operator's client `id` (any state but closed), locked for a change when `forUpdate`. */
export function findClientRow(db: Db, groupingIds: number[], id: number, forUpdate = false) {
  let query = db
    .selectFrom('users')
    .innerJoin('agrupations', 'agrupations.id', 'users.agrupation_id')
    .selectAll('users')
    .select('agrupations.name as grouping_name')
    .where('users.id', '=', id)
    .where('users.agrupation_id', 'in', groupingIds)
    .where('users.kind', '=', 'client')
    .where('users.closed_at', 'is', null);
  if (forUpdate) query = query.forUpdate('users');
  return query.executeTakeFirst();
}

export function setUserActive(db: Db, id: number, active: boolean) {
  return db.updateTable('users').set({ active }).where('id', '=', id).execute();
}

/** The client's latest rides, newest first. */
export function listRidesOfUser(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('services')
    .select([
      'id',
      'status_code',
      'stops',
      'fare_cents',
      'estimate_cents',
      'currency',
      'created_at',
      'scheduled_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// Companies

const companyColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone',
  'users.agrupation_id',
  'users.panel',
  'agrupations.name as grouping_name',
] as const;

function companiesQuery(db: Db, groupingIds: number[]) {
  return db
    .selectFrom('users')
    .innerJoin('agrupations', 'agrupations.id', 'users.agrupation_id')
    .select(companyColumns)
    .select((eb) =>
      eb
        .selectFrom('users as employee')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('employee.company_id', '=', 'users.id')
        .where('employee.kind', '=', 'employee')
        .where('employee.closed_at', 'is', null)
        .as('employees'),
    )
    .where('users.agrupation_id', 'in', groupingIds)
    .where('users.kind', '=', 'company')
    .where('users.closed_at', 'is', null);
}

export function listCompanies(db: Db, groupingIds: number[]) {
  return companiesQuery(db, groupingIds).orderBy('users.name').orderBy('users.id').execute();
}

export function findCompany(db: Db, groupingIds: number[], id: number) {
  return companiesQuery(db, groupingIds).where('users.id', '=', id).executeTakeFirst();
}

/** The company's account row itself (the statement reads it as the company would). */
export function findCompanyUser(db: Db, groupingIds: number[], id: number, forUpdate = false) {
  let query = db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('agrupation_id', 'in', groupingIds)
    .where('kind', '=', 'company')
    .where('closed_at', 'is', null);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string) {
  return db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
}

/** What the office gives an account it opens for someone; the rest starts empty. */
export type OfficeAccount = Pick<
  Insertable<UsersTable>,
  'agrupation_id' | 'kind' | 'name' | 'email'
> &
  Partial<Pick<Insertable<UsersTable>, 'phone' | 'panel'>>;

/**
 * An account the office opens for someone else: active, without a password (its holder
 * chooses one from an emailed link or "forgot password") and without consents, which its
 * holder gives at the first sign-in.
 */
export function insertAccount(db: Db, account: OfficeAccount) {
  return db
    .insertInto('users')
    .values({
      phone: null,
      ...account,
      password_hash: null,
      company_id: null,
      service_type_id: null,
      status: 'active',
      avatar: null,
      logo: null,
      terms_accepted_at: null,
      privacy_accepted_at: null,
      registration_code: null,
      google_sub: null,
      facebook_id: null,
      closed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateCompanyUser(
  db: Db,
  id: number,
  changes: Partial<
    Pick<Updateable<UsersTable>, 'name' | 'email' | 'phone' | 'agrupation_id' | 'panel'>
  >,
) {
  if (Object.keys(changes).length === 0) return Promise.resolve();
  return db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** The company's employees into its new grouping. */
export function moveEmployees(db: Db, companyId: number, groupingId: number) {
  return db
    .updateTable('users')
    .set({ agrupation_id: groupingId })
    .where('company_id', '=', companyId)
    .where('kind', '=', 'employee')
    .execute();
}

export function listEmployees(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'active', 'panel'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'employee')
    .where('closed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

// Hotels

function hotelsQuery(db: Db, groupingIds: number[]) {
  return db
    .selectFrom('hotel_settings')
    .innerJoin('agrupations as hotel', 'hotel.id', 'hotel_settings.agrupation_id')
    .leftJoin('agrupations as parent', 'parent.id', 'hotel.parent_id')
    .selectAll('hotel_settings')
    .select([
      'hotel.name',
      'hotel.parent_id',
      'parent.name as parent_name',
      (eb) =>
        eb
          .selectFrom('users as staff')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('staff.agrupation_id', '=', 'hotel.id')
          .where('staff.kind', '=', 'hotel_staff')
          .where('staff.closed_at', 'is', null)
          .as('staff'),
    ])
    .where('hotel.id', 'in', groupingIds);
}

export function listHotels(db: Db, groupingIds: number[]) {
  return hotelsQuery(db, groupingIds).orderBy('hotel.name').orderBy('hotel.id').execute();
}

export function findHotel(db: Db, groupingIds: number[], id: number) {
  return hotelsQuery(db, groupingIds).where('hotel.id', '=', id).executeTakeFirst();
}

export function listHotelStaff(db: Db, hotelId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash'])
    .where('agrupation_id', '=', hotelId)
    .where('kind', '=', 'hotel_staff')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function insertHotelSettings(
  db: Db,
  row: {
    agrupation_id: number;
    opens: string | null;
    closes: string | null;
    weekly_hours: string | null;
    pickup_name: string;
    pickup_latitude: number;
    pickup_longitude: number;
    guest_token: string;
  },
) {
  return db.insertInto('hotel_settings').values(row).execute();
}

export function updateHotelSettings(
  db: Db,
  id: number,
  changes: {
    opens?: string | null;
    closes?: string | null;
    weekly_hours?: string | null;
    pickup_name?: string;
    pickup_latitude?: number;
    pickup_longitude?: number;
  },
) {
  if (Object.keys(changes).length === 0) return Promise.resolve();
  return db.updateTable('hotel_settings').set(changes).where('agrupation_id', '=', id).execute();
}

/** The groupings a parent offers (its ride types), in order: a new hotel offers the same. */
export function listRelatedIds(db: Db, groupingId: number) {
  return db
    .selectFrom('agrupation_relations')
    .select('related_id')
    .where('agrupation_id', '=', groupingId)
    .orderBy('position')
    .execute();
}
