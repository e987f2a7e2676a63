import type { Insertable } from 'kysely';
import { json, type Db } from '../src/db/database';
import type { RidesTable } from '../src/features/rides/tables';
import type { RideChargesTable } from '../src/features/wallet/tables';
import { DEMO_PASSWORD, type CallOptions, type Harness } from './helper';

// Fixtures shared by the ride tests.

/** A day after today at 10:30, as 'YYYY-MM-DD HH:mm' (local to the grouping). */
export function tomorrowAt(time = '10:30', days = 1): string {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date} ${time}`;
}

/** The spec's creation payload (§3) from Plaça de Catalunya to Sagrada Família. */
export function ridePayload(userId: number, groupingId: number, overrides: object = {}) {
  return {
    usuario_id: userId,
    agrupacion_id: groupingId,
    tipo_aplicacion_cliente_id: 26,
    direccion: {
      nombre: 'Plaça de Catalunya, Barcelona',
      longitud: 2.1701,
      datos_extra: 'Door 2',
      latitud: 41.387,
    },
    destination: { destination_longitude: 2.1744, destination_latitude: 41.4036 },
    destination_address: 'Sagrada Família, Barcelona',
    destination_latitude: 41.4036,
    destination_longitude: 2.1744,
    passengers: 1,
    estado: 1,
    viajero: { nombre: 'Clara', telefono_aviso: '+34600000001' },
    fare: 0.01,
    tip: 0,
    ...overrides,
  };
}

/** Books a ride as `who` (POST /services), with the route's own answer. */
export const bookRide = (
  h: Harness,
  who: { token: string },
  body: unknown,
  options: Omit<CallOptions, 'token' | 'body'> = {},
) => h.call('POST', '/api/services/', { token: who.token, body, ...options });

export async function session(h: Harness, username: string, grouping = 'demo') {
  const token = await h.login(username, undefined, grouping);
  const valid = await h.call('GET', '/api/token/valid/', { token, agrupation: grouping });
  return { token, id: valid.json().user.id as number };
}

export async function groupingId(h: Harness, permalink: string) {
  const row = await h.db
    .selectFrom('agrupations')
    .select('id')
    .where('permalink', '=', permalink)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A ride's status code as stored. */
export async function rideStatus(db: Db, id: number) {
  const row = await db
    .selectFrom('services')
    .select('status_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status_code;
}

/** A seeded driver's id and app token. */
export async function driverSession(h: Harness, email = 'driver1@example.com') {
  const row = await h.db
    .selectFrom('drivers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const login = await h.call('POST', '/api/driver/authenticate/', {
    body: { username: email, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`driver login ${email}: ${login.body}`);
  return { id: row.id, token: login.json<{ token: string }>().token };
}

/** Puts a booked ride in progress with a driver, as the fleet would. */
export const underway = (db: Db, id: number, driverId: number) =>
  db
    .updateTable('services')
    .set({ status_code: 7, driver_id: driverId })
    .where('id', '=', id)
    .execute();

/** A stop as `services.stops` keeps it, on Barcelona's longitude 2.17. */
export const storedStop = (role: 'origin' | 'destination', name: string, latitude = 41.39) => ({
  role,
  name,
  latitude,
  longitude: 2.17,
  traveler_name: null,
  leg: null,
});

/**
 * A ride of demo-taxi written straight into the table (no booking, no dispatch), for the
 * tests of what reads rides: lists, documents, charges. `more` holds the columns a test is
 * about (its status, fare, payer, payment, driver).
 */
export async function insertRide(
  h: Harness,
  stops: [from: string, to: string] | ReturnType<typeof storedStop>[],
  more: Omit<
    Insertable<RidesTable>,
    'agrupation_id' | 'root_agrupation_id' | 'stops' | 'passengers' | 'currency' | 'time_zone'
  >,
): Promise<number> {
  const [taxi, demo] = await Promise.all([groupingId(h, 'demo-taxi'), groupingId(h, 'demo')]);
  const [from, to] = stops;
  const row = await h.db
    .insertInto('services')
    .values({
      agrupation_id: taxi,
      root_agrupation_id: demo,
      stops: json(
        typeof from === 'string' && typeof to === 'string'
          ? [storedStop('origin', from), storedStop('destination', to)]
          : stops,
      ),
      passengers: 1,
      currency: 'EUR',
      time_zone: 'Europe/Madrid',
      ...more,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a ride was charged, as billing writes it when the ride completes or is cancelled. */
export async function insertCharge(
  h: Harness,
  rideId: number,
  charge: Pick<Insertable<RideChargesTable>, 'kind' | 'method' | 'payer_id' | 'amount_cents'> & {
    currency?: string;
    status?: Insertable<RideChargesTable>['status'];
    /** When it was charged: the moment a monthly statement sorts it by. */
    at?: Date;
  },
): Promise<void> {
  const ride = await h.db
    .selectFrom('services')
    .select(['root_agrupation_id', 'company_id'])
    .where('id', '=', rideId)
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('ride_charges')
    .values({
      service_id: rideId,
      kind: charge.kind,
      method: charge.method,
      status: charge.status ?? 'paid',
      payer_id: charge.payer_id,
      company_id: ride.company_id,
      agrupation_id: ride.root_agrupation_id,
      amount_cents: charge.amount_cents,
      currency: charge.currency ?? 'EUR',
      ...(charge.at ? { created_at: charge.at } : {}),
    })
    .execute();
}

/**
 * The body of a driver's step as the rider would have it told: `start` carries the boarding
 * code the rider's app shows, where the operator asks for one.
 */
export async function stepBody(
  db: Db,
  id: number,
  action: string,
  body: object = {},
): Promise<object> {
  if (action !== 'start') return body;
  const row = await db
    .selectFrom('services')
    .select('boarding_code')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.boarding_code ? { boarding_code: row.boarding_code, ...body } : body;
}
