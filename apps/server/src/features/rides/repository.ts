import {
  DRIVER_ON_RIDE_STATUS_CODES,
  FINAL_STATUS_CODES,
  IN_PROCESS_STATUS_CODES,
} from '@parada/core';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { KEEP_MS } from '../../plugins/idempotency';
import type { ServiceEventsTable, ServicesTable } from './tables';

export type ServiceRow = Selectable<ServicesTable>;

// The status groups are core's rules (features/status), so the apps and the queries agree.
export const LIVE_CODES: number[] = [...IN_PROCESS_STATUS_CODES];
export const FINAL_CODES: number[] = [...FINAL_STATUS_CODES];
export const DRIVEN_CODES: number[] = [...DRIVER_ON_RIDE_STATUS_CODES];

/** A service with what its wire form needs: the driver and the booking user. */
export function selectServices(db: Db) {
  return (
    db
      .selectFrom('services')
      .innerJoin('users', 'users.id', 'services.user_id')
      .leftJoin('drivers', 'drivers.id', 'services.driver_id')
      .selectAll('services')
      .select([
        'users.name as user_name',
        'drivers.name as driver_name',
        'drivers.avatar as driver_avatar',
        'drivers.plate as driver_plate',
        'drivers.model as driver_model',
        'drivers.phone as driver_phone',
        'drivers.latitude as driver_latitude',
        'drivers.longitude as driver_longitude',
      ])
      // What the ride was charged with, once charged ('fare' sorts before 'cancellation_fee').
      .select((eb) =>
        eb
          .selectFrom('ride_charges')
          .select('ride_charges.method')
          .whereRef('ride_charges.service_id', '=', 'services.id')
          .orderBy('ride_charges.kind', 'desc')
          .limit(1)
          .as('charged_method'),
      )
  );
}
export type ServiceWithDriver = Awaited<
  ReturnType<ReturnType<typeof selectServices>['executeTakeFirstOrThrow']>
>;

/** Who sees a service: its booker, and the company an employee booked for. */
export interface Viewer {
  id: number;
  kind: string;
}

export function visibleTo(db: Db, viewer: Viewer) {
  const query = selectServices(db);
  return viewer.kind === 'company'
    ? query.where((eb) =>
        eb.or([eb('services.user_id', '=', viewer.id), eb('services.company_id', '=', viewer.id)]),
      )
    : query.where('services.user_id', '=', viewer.id);
}

export function findVisible(db: Db, viewer: Viewer, id: number) {
  return visibleTo(db, viewer).where('services.id', '=', id).executeTakeFirst();
}

export function findWithDriver(db: Db, id: number) {
  return selectServices(db).where('services.id', '=', id).executeTakeFirst();
}

export function lockService(db: Db, id: number) {
  return db.selectFrom('services').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * A new ride and its first status event in one statement (data-modifying CTEs commit or
 * fail together), read back as the wire form wants it: the booker's name, no driver yet,
 * nothing charged. Undefined when another ride already holds its `request_key`.
 */
export async function insertBooking(
  db: Db,
  row: Insertable<ServicesTable>,
): Promise<ServiceWithDriver | undefined> {
  const booked = await db
    .with('ride', (cte) =>
      cte
        .insertInto('services')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['user_id', 'request_key']).where('request_key', 'is not', null).doNothing(),
        )
        .returningAll(),
    )
    .with('event', (cte) =>
      cte
        .insertInto('service_events')
        .columns(['service_id', 'kind', 'to_code', 'actor'])
        .expression((eb) =>
          eb
            .selectFrom('ride')
            .select((ride) => [
              'ride.id',
              ride.val('status').as('kind'),
              'ride.status_code',
              ride.val('customer').as('actor'),
            ]),
        ),
    )
    .selectFrom('ride')
    .innerJoin('users', 'users.id', 'ride.user_id')
    .selectAll('ride')
    .select('users.name as user_name')
    .executeTakeFirst();
  if (!booked) return undefined;
  return {
    ...booked,
    driver_name: null,
    driver_avatar: null,
    driver_plate: null,
    driver_model: null,
    driver_phone: null,
    driver_latitude: null,
    driver_longitude: null,
    charged_method: null,
  };
}

/**
 * The ride `userId` booked with this Idempotency-Key within the keys' 24 h, in the
 * statement that unbinds a ride holding it for longer: such a key is a new request (as in
 * the idempotency plugin), and the ride it books may take it.
 */
export async function findByRequestKey(db: Db, userId: number, key: string) {
  const cutoff = new Date(Date.now() - KEEP_MS);
  return db
    .with('stale', (cte) =>
      cte
        .updateTable('services')
        .set({ request_key: null })
        .where('user_id', '=', userId)
        .where('request_key', '=', key)
        .where('created_at', '<=', cutoff)
        .returning('id'),
    )
    .selectFrom('services')
    .select('id')
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .where('created_at', '>', cutoff)
    .executeTakeFirst();
}

export function updateService(db: Db, id: number, patch: Updateable<ServicesTable>) {
  return db
    .updateTable('services')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertEvent(db: Db, row: Insertable<ServiceEventsTable>) {
  return db.insertInto('service_events').values(row).execute();
}
