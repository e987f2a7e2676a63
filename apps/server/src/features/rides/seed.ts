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

/** Seeded drivers: where they wait (real street corners) and what they drive. */
const FLEET = [
  {
    root: 'demo',
    name: 'Jordi Puig',
    plate: '1234 KLM',
    model: 'Toyota Corolla Hybrid',
    seats: 4,
    at: [41.387, 2.1701],
    languages: ['ca', 'es', 'en'],
  },
  {
    root: 'demo',
    name: 'Marta Soler',
    plate: '5678 LMN',
    model: 'Skoda Octavia',
    seats: 4,
    at: [41.3953, 2.1617],
    languages: ['ca', 'es'],
  },
  {
    root: 'demo',
    name: 'Ahmed Benali',
    plate: '9012 MNP',
    model: 'Toyota Prius+',
    seats: 6,
    at: [41.4036, 2.1744],
    languages: ['es', 'en', 'fr'],
  },
  {
    root: 'demo',
    name: 'Laura Vidal',
    plate: '3456 NPR',
    model: 'Mercedes Vito',
    seats: 7,
    at: [41.3795, 2.1894],
    languages: ['ca', 'es', 'en'],
  },
  {
    root: 'demo',
    name: 'Pau Ferrer',
    plate: '7890 PRS',
    model: 'Hyundai Ioniq',
    seats: 4,
    at: [41.3793, 2.1403],
    languages: ['ca', 'es'],
  },
  {
    root: 'demo',
    name: 'Elena Ruiz',
    plate: '2345 RST',
    model: 'Mercedes E-Class',
    seats: 4,
    at: [41.375, 2.1491],
    languages: ['es', 'en'],
  },
  {
    root: 'demo',
    name: 'Sergi Camps',
    plate: '6789 STV',
    model: 'Kia Niro',
    seats: 4,
    at: [41.4036, 2.1894],
    languages: ['ca', 'es'],
  },
  {
    root: 'demo',
    name: 'Núria Font',
    plate: '0123 TVW',
    model: 'Volkswagen Caravelle',
    seats: 7,
    at: [41.4009, 2.1567],
    languages: ['ca', 'es', 'en'],
  },
  {
    root: 'demo',
    name: 'Carlos Gómez',
    plate: '4567 VWX',
    model: 'Toyota C-HR',
    seats: 4,
    at: [41.3809, 2.1228],
    languages: ['es'],
  },
  {
    root: 'demo',
    name: 'Anna Roca',
    plate: '8901 WXY',
    model: 'Tesla Model 3',
    seats: 4,
    at: [41.401, 2.203],
    languages: ['ca', 'es', 'en'],
  },
  {
    root: 'other',
    name: 'James Smith',
    plate: 'LX21 ABC',
    model: 'LEVC TX',
    seats: 6,
    at: [51.508, -0.1281],
    languages: ['en'],
  },
  {
    root: 'other',
    name: 'Priya Patel',
    plate: 'LX22 DEF',
    model: 'LEVC TX',
    seats: 6,
    at: [51.5309, -0.1233],
    languages: ['en', 'hi'],
  },
  {
    root: 'other',
    name: 'Tom Baker',
    plate: 'LX23 GHI',
    model: 'Toyota Prius',
    seats: 4,
    at: [51.4952, -0.1441],
    languages: ['en'],
  },
] as const;

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
  for (const car of FLEET) {
    const root = byPermalink.get(car.root);
    if (!root) continue;
    n += 1;
    await trx
      .insertInto('drivers')
      .values({
        agrupation_id: root.id,
        name: car.name,
        email: `driver${n}@example.com`,
        phone: `+3469900${String(n).padStart(4, '0')}`,
        password_hash: passwordHash,
        avatar: null,
        plate: car.plate,
        model: car.model,
        seats: car.seats,
        languages: json(car.languages),
        simulated: true,
        online: false,
        latitude: car.at[0],
        longitude: car.at[1],
        position_at: new Date(),
      })
      .execute();
  }
}
