import { RIDE_STATUS } from '@parada/core';
import { json, type Db } from '../../db/database';
import type { Stop } from '../rides/tables';
import type { RidePaymentKind } from '../wallet/tables';

const DAY_MS = 86_400_000;
const DAYS = 30;

const stop = (role: Stop['role'], name: string, latitude: number, longitude: number): Stop => ({
  role,
  name,
  latitude,
  longitude,
  traveler_name: null,
  leg: null,
});

/** Trips the demo's regulars take, each with its usual fare in cents. */
const TRIPS: readonly (readonly [from: Stop, to: Stop, fare: number])[] = [
  [
    stop('origin', 'Plaça de Catalunya', 41.387, 2.1701),
    stop('destination', 'Sagrada Família', 41.4036, 2.1744),
    1180,
  ],
  [
    stop('origin', 'Estació de Sants', 41.3793, 2.1403),
    stop('destination', 'Barceloneta', 41.3795, 2.1894),
    1460,
  ],
  [
    stop('origin', 'Passeig de Gràcia', 41.3953, 2.1617),
    stop('destination', 'Aeroport del Prat', 41.299, 2.08),
    3900,
  ],
  [
    stop('origin', 'Port Olímpic', 41.3874, 2.1986),
    stop('destination', 'Camp Nou', 41.3809, 2.1228),
    2210,
  ],
];

/** A small deterministic generator: the demo's figures are the same on every seed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** One ride's fate: completed most of the time, else cancelled by someone or missed. */
const FATES: readonly (readonly [weight: number, status: number, by: string | null])[] = [
  [78, RIDE_STATUS.COMPLETED, null],
  [8, RIDE_STATUS.CANCELLED_BY_CUSTOMER, 'customer'],
  [6, RIDE_STATUS.CANCELLED_BY_OPERATOR, 'operator'],
  [4, RIDE_STATUS.CANCELLED_BY_OPERATOR, 'driver'],
  [4, RIDE_STATUS.NOT_ATTENDED, null],
];

const METHODS: readonly (readonly [weight: number, method: RidePaymentKind])[] = [
  [45, 'card'],
  [35, 'cash'],
  [15, 'wallet'],
  [5, 'transfer'],
];

const pick = <T>(options: readonly (readonly [number, ...T[]])[], roll: number) => {
  let left = roll * options.reduce((sum, [weight]) => sum + weight, 0);
  for (const option of options) {
    left -= option[0];
    if (left < 0) return option;
  }
  return options[options.length - 1]!;
};

/**
 * A month of finished rides for the demo's taxi and van groupings, so the reports have
 * something to show on `npm start`: completed ones paid by card, cash, wallet or transfer,
 * cancelled ones by the client, the operator or the driver, a few missed, each with the
 * minutes it took to assign a driver. They belong to a regular of their own, so no other
 * account's trips change; none is active, so the board does not show them. Two batched
 * inserts, whatever the number of rides.
 */
export async function seedReportRides(trx: Db, passwordHash: string): Promise<void> {
  const groupings = await trx
    .selectFrom('agrupations')
    .select(['id', 'permalink'])
    .where('permalink', 'in', ['demo', 'demo-taxi', 'demo-van'])
    .execute();
  const idOf = (permalink: string) => groupings.find((g) => g.permalink === permalink)?.id;
  const [demo, taxi, van] = [idOf('demo'), idOf('demo-taxi'), idOf('demo-van')];
  if (!demo || !taxi || !van) return;
  const now = new Date();
  const regular = await trx
    .insertInto('users')
    .values({
      agrupation_id: demo,
      kind: 'client',
      name: 'Laia Prats',
      email: 'regular@example.com',
      phone: '+34600000011',
      password_hash: passwordHash,
      status: 'active',
      terms_accepted_at: now,
      privacy_accepted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const random = generator(20_261_129);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rides: {
    agrupation_id: number;
    created: Date;
    status: number;
    by: string | null;
    assignAfter: number | null;
    trip: (typeof TRIPS)[number];
    method: RidePaymentKind;
  }[] = [];
  for (let day = DAYS; day >= 1; day -= 1) {
    const weekend = new Date(midnight - day * DAY_MS).getUTCDay() % 6 === 0;
    for (const [groupingId, most] of [
      [taxi, weekend ? 16 : 11],
      [van, weekend ? 5 : 3],
    ] as const) {
      const count = Math.round(most * (0.6 + random() * 0.4));
      for (let n = 0; n < count; n += 1) {
        // Between 07:00 and 23:00 UTC, the hours people ride.
        const created = new Date(midnight - day * DAY_MS + (7 + random() * 16) * 3_600_000);
        const [, status, by] = pick(FATES, random());
        const assigned =
          status === RIDE_STATUS.COMPLETED || by === 'driver' || (by && random() < 0.5);
        rides.push({
          agrupation_id: groupingId,
          created,
          status: status as number,
          by: by as string | null,
          assignAfter: assigned ? Math.round(20 + random() * random() * 600) : null,
          trip: TRIPS[Math.floor(random() * TRIPS.length)]!,
          method: pick(METHODS, random())[1] as RidePaymentKind,
        });
      }
    }
  }

  const inserted = await trx
    .insertInto('services')
    .values(
      rides.map((ride) => {
        const [from, to, fare] = ride.trip;
        const completed = ride.status === RIDE_STATUS.COMPLETED;
        const fareCents = ride.agrupation_id === van ? Math.round(fare * 1.4) : fare;
        return {
          agrupation_id: ride.agrupation_id,
          root_agrupation_id: demo,
          user_id: regular.id,
          type_user: 'client' as const,
          status_code: ride.status,
          stops: json([from, to]),
          origin_extra: null,
          traveler_name: null,
          traveler_phone: null,
          passengers: 1,
          fare_cents: fareCents,
          currency: 'EUR',
          discount_code: null,
          payment_method_id: null,
          payment_method: ride.method,
          time_zone: 'Europe/Madrid',
          scheduled_at: null,
          driver_id: null,
          offered_driver_id: null,
          offered_at: null,
          search_started_at: ride.created,
          ended_at: completed ? new Date(ride.created.getTime() + 25 * 60_000) : null,
          created_at: ride.created,
          updated_at: ride.created,
        };
      }),
    )
    .returning('id')
    .execute();

  const events = rides.flatMap((ride, index) => {
    const serviceId = inserted[index]!.id;
    const at = (seconds: number) => new Date(ride.created.getTime() + seconds * 1000);
    const rows = [];
    if (ride.assignAfter !== null) {
      rows.push({
        service_id: serviceId,
        kind: 'status' as const,
        from_code: RIDE_STATUS.SEARCHING,
        to_code: RIDE_STATUS.DRIVER_ASSIGNED,
        actor: 'dispatcher',
        instance: null,
        driver_id: null,
        created_at: at(ride.assignAfter),
      });
    }
    if (ride.status !== RIDE_STATUS.COMPLETED) {
      rows.push({
        service_id: serviceId,
        kind: 'status' as const,
        from_code: ride.assignAfter === null ? RIDE_STATUS.SEARCHING : RIDE_STATUS.DRIVER_ASSIGNED,
        to_code: ride.status,
        actor: ride.by ?? 'dispatcher',
        instance: null,
        driver_id: null,
        created_at: at((ride.assignAfter ?? 0) + 300),
      });
    } else {
      rows.push({
        service_id: serviceId,
        kind: 'status' as const,
        from_code: RIDE_STATUS.IN_PROGRESS,
        to_code: RIDE_STATUS.COMPLETED,
        actor: 'driver',
        instance: null,
        driver_id: null,
        created_at: at((ride.assignAfter ?? 0) + 1800),
      });
    }
    return rows;
  });
  if (events.length > 0) await trx.insertInto('service_events').values(events).execute();
}
