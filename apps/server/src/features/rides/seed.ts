import { json, type Db } from '../../db/database';
import type { FixedPrice } from './tables';

const BARCELONA_HOLIDAYS = ['2026-12-08', '2026-12-25', '2026-12-26', '2027-01-01', '2027-01-06'];
const EL_PRAT: FixedPrice = {
  label: 'Aeroport del Prat',
  latitude: 41.299,
  longitude: 2.08,
  radius_km: 3,
  amount: 3900,
};
const HEATHROW: FixedPrice = {
  label: 'Heathrow Airport',
  latitude: 51.47,
  longitude: -0.4543,
  radius_km: 3,
  amount: 6500,
};

/** A seeded driver: who, what they drive, the street corner where they wait, what they speak. */
type Car = readonly [
  name: string,
  plate: string,
  model: string,
  seats: number,
  waitsAt: readonly [latitude: number, longitude: number],
  languages: readonly string[],
];

/** Seeded drivers per root grouping: one line a driver, real street corners. */
const FLEET: Record<'demo' | 'other', readonly Car[]> = {
  demo: [
    ['Jordi Puig', '1234 KLM', 'Toyota Corolla Hybrid', 4, [41.387, 2.1701], ['ca', 'es', 'en']],
    ['Marta Soler', '5678 LMN', 'Skoda Octavia', 4, [41.3953, 2.1617], ['ca', 'es']],
    ['Ahmed Benali', '9012 MNP', 'Toyota Prius+', 6, [41.4036, 2.1744], ['es', 'en', 'fr']],
    ['Laura Vidal', '3456 NPR', 'Mercedes Vito', 7, [41.3795, 2.1894], ['ca', 'es', 'en']],
    ['Pau Ferrer', '7890 PRS', 'Hyundai Ioniq', 4, [41.3793, 2.1403], ['ca', 'es']],
    ['Elena Ruiz', '2345 RST', 'Mercedes E-Class', 4, [41.375, 2.1491], ['es', 'en']],
    ['Sergi Camps', '6789 STV', 'Kia Niro', 4, [41.4036, 2.1894], ['ca', 'es']],
    ['Núria Font', '0123 TVW', 'Volkswagen Caravelle', 7, [41.4009, 2.1567], ['ca', 'es', 'en']],
    ['Carlos Gómez', '4567 VWX', 'Toyota C-HR', 4, [41.3809, 2.1228], ['es']],
    ['Anna Roca', '8901 WXY', 'Tesla Model 3', 4, [41.401, 2.203], ['ca', 'es', 'en']],
  ],
  other: [
    ['James Smith', 'LX21 ABC', 'LEVC TX', 6, [51.508, -0.1281], ['en']],
    ['Priya Patel', 'LX22 DEF', 'LEVC TX', 6, [51.5309, -0.1233], ['en', 'hi']],
    ['Tom Baker', 'LX23 GHI', 'Toyota Prius', 4, [51.4952, -0.1441], ['en']],
  ],
};

/**
 * People who drive with the driver's app (not the simulator): two for the demo operator,
 * the first with two cars to pick from, and one for the other operator. Password demo1234.
 */
const REAL_DRIVERS: readonly {
  root: 'demo' | 'other';
  name: string;
  email: string;
  phone: string;
  cars: readonly (readonly [plate: string, model: string, seats: number])[];
  waitsAt: readonly [number, number];
}[] = [
  {
    root: 'demo',
    name: 'Irene Castells',
    email: 'driver@example.com',
    phone: '+34699100001',
    cars: [
      ['4321 DRV', 'Toyota Corolla Hybrid', 4],
      ['8765 DRV', 'Ford Tourneo Custom', 8],
    ],
    waitsAt: [41.3874, 2.1686],
  },
  {
    root: 'demo',
    name: 'Oriol Mas',
    email: 'driver.two@example.com',
    phone: '+34699100002',
    cars: [['2468 DRV', 'Kia e-Niro', 4]],
    waitsAt: [41.3889, 2.1633],
  },
  {
    root: 'other',
    name: 'Grace Hughes',
    email: 'driver.london@example.com',
    phone: '+447700900101',
    cars: [['LX24 DRV', 'LEVC TX', 6]],
    waitsAt: [51.5074, -0.1278],
  },
];

/**
 * Demo data of rides: a fare model for every grouping that has a fare (night and holiday
 * supplements, fixed airport prices), discount codes, and simulated drivers with their
 * vehicles (password demo1234, emails driver1@example.com…). Runs inside seedDemo's
 * transaction.
 */
export async function seedRides(trx: Db, passwordHash: string): Promise<void> {
  const groupings = await trx.selectFrom('agrupations').selectAll().orderBy('id').execute();
  const byPermalink = new Map(groupings.map((row) => [row.permalink, row]));
  const londonIds = new Set<number>();
  for (const row of groupings) {
    let current: typeof row | undefined = row;
    while (current?.parent_id != null) current = groupings.find((g) => g.id === current!.parent_id);
    if (current?.permalink === 'other') londonIds.add(row.id);
  }

  for (const row of groupings) {
    if (!row.fare) continue;
    const london = londonIds.has(row.id);
    await trx
      .insertInto('fare_models')
      .values({
        agrupation_id: row.id,
        name: london ? 'Standard' : row.permalink.includes('premium') ? 'Premium' : 'T1',
        time_zone: london ? 'Europe/London' : 'Europe/Madrid',
        per_minute: london ? 30 : 20,
        booking_supplement: 0,
        night_supplement: london ? 200 : 150,
        night_start: london ? 22 : 21,
        night_end: 6,
        holiday_supplement: london ? 0 : 100,
        holidays: json(london ? ['2026-12-25', '2026-12-26', '2027-01-01'] : BARCELONA_HOLIDAYS),
        fixed_prices: json(
          london ? [HEATHROW] : row.permalink.includes('premium') ? [] : [EL_PRAT],
        ),
      })
      .execute();
  }
  // Groupings without a fare of their own still need a zone for their dates: the roots'.
  for (const permalink of ['demo', 'other'] as const) {
    const row = byPermalink.get(permalink);
    if (row && !row.fare) {
      await trx
        .insertInto('fare_models')
        .values({
          agrupation_id: row.id,
          time_zone: permalink === 'other' ? 'Europe/London' : 'Europe/Madrid',
        })
        .execute();
    }
  }

  const demo = byPermalink.get('demo');
  const other = byPermalink.get('other');
  if (demo) {
    await trx
      .insertInto('discount_codes')
      .values([
        { agrupation_id: demo.id, code: 'PARADA10', kind: 'percent', value: 10, valid_until: null },
        { agrupation_id: demo.id, code: 'WELCOME5', kind: 'amount', value: 500, valid_until: null },
      ])
      .execute();
  }
  if (other) {
    await trx
      .insertInto('discount_codes')
      .values({
        agrupation_id: other.id,
        code: 'LONDON10',
        kind: 'percent',
        value: 10,
        valid_until: null,
      })
      .execute();
  }

  let n = 0;
  for (const [rootPermalink, cars] of Object.entries(FLEET)) {
    const root = byPermalink.get(rootPermalink);
    if (!root) continue;
    for (const [name, plate, model, seats, [latitude, longitude], languages] of cars) {
      n += 1;
      const vehicle = await trx
        .insertInto('vehicles')
        .values({ agrupation_id: root.id, plate, model, seats })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('vehicle_groupings')
        .values({ vehicle_id: vehicle.id, agrupation_id: root.id })
        .execute();
      const driver = await trx
        .insertInto('drivers')
        .values({
          agrupation_id: root.id,
          name,
          email: `driver${n}@example.com`,
          phone: `+3469900${String(n).padStart(4, '0')}`,
          password_hash: passwordHash,
          avatar: null,
          plate,
          model,
          seats,
          languages: json(languages),
          simulated: true,
          online: false,
          latitude,
          longitude,
          position_at: new Date(),
          vehicle_id: vehicle.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('driver_vehicles')
        .values({ driver_id: driver.id, vehicle_id: vehicle.id })
        .execute();
    }
  }

  // The app's drivers: offline until they start a shift in one of their cars.
  for (const real of REAL_DRIVERS) {
    const root = byPermalink.get(real.root);
    if (!root) continue;
    const vehicleIds: number[] = [];
    for (const [plate, model, seats] of real.cars) {
      const vehicle = await trx
        .insertInto('vehicles')
        .values({ agrupation_id: root.id, plate, model, seats })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('vehicle_groupings')
        .values({ vehicle_id: vehicle.id, agrupation_id: root.id })
        .execute();
      vehicleIds.push(vehicle.id);
    }
    const [first] = real.cars;
    const driver = await trx
      .insertInto('drivers')
      .values({
        agrupation_id: root.id,
        name: real.name,
        email: real.email,
        phone: real.phone,
        password_hash: passwordHash,
        avatar: null,
        plate: first![0],
        model: first![1],
        seats: first![2],
        languages: json(['ca', 'es', 'en']),
        simulated: false,
        online: false,
        latitude: real.waitsAt[0],
        longitude: real.waitsAt[1],
        position_at: new Date(),
        vehicle_id: vehicleIds[0]!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('driver_vehicles')
      .values(vehicleIds.map((vehicle_id) => ({ driver_id: driver.id, vehicle_id })))
      .execute();
  }
  // The demo operator asks its riders for the boarding code at the pick-up.
  if (demo) {
    await trx
      .insertInto('payment_settings')
      .values({ agrupation_id: demo.id, boarding_code: true })
      .onConflict((oc) => oc.column('agrupation_id').doUpdateSet({ boarding_code: true }))
      .execute();
  }
}
