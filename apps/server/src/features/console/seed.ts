import { RIDE_STATUS } from '@parada/core';
import { json, type Db } from '../../db/database';
import type { DriverDocumentKind } from '../fleet/tables';
import type { Stop } from '../rides/tables';

const DAY_MS = 86_400_000;
const dateIn = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Days until each document expires; the first driver's insurance is the one about to. */
const VALID_FOR: Record<DriverDocumentKind, number> = {
  licence: 730,
  insurance: 365,
  inspection: 240,
};
const EXPIRING: { driver: number; kind: DriverDocumentKind; days: number } = {
  driver: 0,
  kind: 'insurance',
  days: 20,
};

const stop = (role: Stop['role'], name: string, latitude: number, longitude: number): Stop => ({
  role,
  name,
  latitude,
  longitude,
  traveler_name: null,
  leg: null,
});

/** The caller's bookings for later, at these local hours of the day after the seed. */
const BOOKINGS: readonly { hour: number; from: Stop; to: Stop; fare: number }[] = [
  {
    hour: 9,
    from: stop('origin', 'Carrer de Mallorca 401, Barcelona', 41.4036, 2.1744),
    to: stop('destination', 'Aeroport del Prat T1', 41.2974, 2.0833),
    fare: 3900,
  },
  {
    hour: 18,
    from: stop('origin', 'Estació de Sants, Barcelona', 41.3793, 2.1403),
    to: stop('destination', 'Plaça de Catalunya, Barcelona', 41.387, 2.1701),
    fare: 1450,
  },
];

/**
 * The console's demo data: every seeded driver's licence, insurance and vehicle inspection
 * (one insurance expiring within 30 days of the seed), and a client who calls in with two
 * bookings for tomorrow on the demo operator's board. Dates count from the seed's day, so
 * a fresh seed always has the same picture. Runs inside seedDemo's transaction, after the
 * drivers.
 */
export async function seedConsole(trx: Db, passwordHash: string, now = new Date()) {
  const demo = await trx
    .selectFrom('agrupations')
    .select('id')
    .where('permalink', '=', 'demo')
    .executeTakeFirst();
  const taxi = await trx
    .selectFrom('agrupations')
    .select('id')
    .where('permalink', '=', 'demo-taxi')
    .executeTakeFirst();
  const drivers = await trx.selectFrom('drivers').select(['id']).orderBy('id').execute();
  const documents = drivers.flatMap((driver, index) =>
    (Object.keys(VALID_FOR) as DriverDocumentKind[]).map((kind) => ({
      driver_id: driver.id,
      kind,
      number: `${kind.slice(0, 3).toUpperCase()}-${String(driver.id).padStart(5, '0')}`,
      expires_on: dateIn(
        now,
        index === EXPIRING.driver && kind === EXPIRING.kind
          ? EXPIRING.days
          : VALID_FOR[kind] + index * 7,
      ),
    })),
  );
  if (documents.length > 0) await trx.insertInto('driver_documents').values(documents).execute();
  if (!demo || !taxi) return;

  const caller = await trx
    .insertInto('users')
    .values({
      agrupation_id: demo.id,
      kind: 'client',
      name: 'Marina Costa',
      email: 'caller@example.com',
      phone: '+34600000010',
      password_hash: passwordHash,
      status: 'active',
      terms_accepted_at: now,
      privacy_accepted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const booking of BOOKINGS) {
    // Tomorrow at the booking's hour, Barcelona time (UTC+1 in winter, +2 in summer).
    const day = new Date(now.getTime() + DAY_MS);
    const scheduled = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), booking.hour - 1),
    );
    const ride = await trx
      .insertInto('services')
      .values({
        agrupation_id: taxi.id,
        root_agrupation_id: demo.id,
        user_id: caller.id,
        type_user: 'client',
        status_code: RIDE_STATUS.SCHEDULED,
        stops: json([booking.from, booking.to]),
        origin_extra: null,
        traveler_name: null,
        traveler_phone: null,
        passengers: 1,
        fare_cents: booking.fare,
        currency: 'EUR',
        discount_code: null,
        payment_method_id: null,
        time_zone: 'Europe/Madrid',
        scheduled_at: scheduled,
        driver_id: null,
        offered_driver_id: null,
        offered_at: null,
        search_started_at: null,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('service_events')
      .values({
        service_id: ride.id,
        kind: 'status',
        from_code: null,
        to_code: RIDE_STATUS.SCHEDULED,
        actor: 'customer',
      })
      .execute();
  }
}
