import { json, type Db } from '../../db/database';

/** A rectangle as a closed GeoJSON ring, [lng, lat]. */
const box = (west: number, south: number, east: number, north: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

/**
 * The demo operator's pricing rules: two beach towns south-west of Barcelona with a fixed
 * price between them (both ways), and a night surcharge of 20 % from 22:00 to 06:00 every
 * day. The towns lie away from every route the tests price; the airport's fixed price
 * includes everything, so the surcharge leaves it as it is.
 */
export async function seedFareZones(trx: Db, demoId: number): Promise<void> {
  const [castelldefels, sitges] = await Promise.all([
    trx
      .insertInto('fare_zones')
      .values({
        agrupation_id: demoId,
        name: 'Castelldefels',
        polygon: json(box(1.93, 41.255, 2.0, 41.3)),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
    trx
      .insertInto('fare_zones')
      .values({
        agrupation_id: demoId,
        name: 'Sitges',
        polygon: json(box(1.78, 41.225, 1.83, 41.25)),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  ]);
  await trx
    .insertInto('fare_zone_prices')
    .values({
      agrupation_id: demoId,
      from_zone_id: castelldefels.id,
      to_zone_id: sitges.id,
      amount: 3500,
      both_ways: true,
    })
    .execute();
  await trx
    .insertInto('fare_surcharges')
    .values({
      agrupation_id: demoId,
      label: 'Nit',
      days: json([0, 1, 2, 3, 4, 5, 6]),
      start_minute: 22 * 60,
      end_minute: 6 * 60,
      percent: 20,
    })
    .execute();
}
