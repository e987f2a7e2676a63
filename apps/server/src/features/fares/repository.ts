import type { Db } from '../../db/database';
import { cached } from '../../db/read-cache';

/** Read for every fare shown up the grouping tree; an edit elsewhere shows within a second. */
export function findFareModel(db: Db, groupingId: number) {
  return cached(db, `fare-model:${groupingId}`, ['fare_models'], 1000, () =>
    db
      .selectFrom('fare_models')
      .selectAll()
      .where('agrupation_id', '=', groupingId)
      .executeTakeFirst(),
  );
}

/** A live code of the grouping's operator (the root), matched without regard to case. */
export function findDiscountCode(db: Db, rootGroupingId: number, code: string, now: Date) {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where('agrupation_id', '=', rootGroupingId)
    .where('code', '=', code.toUpperCase())
    .where('active', '=', true)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]))
    .executeTakeFirst();
}

/** A grouping's zones, oldest first (the first that holds a point wins). */
export function findZones(db: Db, groupingId: number) {
  return cached(db, `fare-zones:${groupingId}`, ['fare_zones'], 1000, () =>
    db
      .selectFrom('fare_zones')
      .select(['id', 'agrupation_id', 'name', 'polygon'])
      .where('agrupation_id', '=', groupingId)
      .orderBy('id')
      .execute(),
  );
}

export function findZonePrices(db: Db, groupingId: number) {
  // A zone's deletion cascades to its prices inside the database: named here, it drops them.
  return cached(
    db,
    `fare-zone-prices:${groupingId}`,
    ['fare_zone_prices', 'fare_zones'],
    1000,
    () =>
      db
        .selectFrom('fare_zone_prices')
        .selectAll()
        .where('agrupation_id', '=', groupingId)
        .orderBy('id')
        .execute(),
  );
}

export function findSurcharges(db: Db, groupingId: number) {
  return cached(db, `fare-surcharges:${groupingId}`, ['fare_surcharges'], 1000, () =>
    db
      .selectFrom('fare_surcharges')
      .selectAll()
      .where('agrupation_id', '=', groupingId)
      .orderBy('id')
      .execute(),
  );
}

export const findZoneById = (db: Db, id: number) =>
  db.selectFrom('fare_zones').selectAll().where('id', '=', id).executeTakeFirst();

export const insertZone = (db: Db, row: { agrupation_id: number; name: string; polygon: string }) =>
  db.insertInto('fare_zones').values(row).returningAll().executeTakeFirstOrThrow();

export const updateZone = (db: Db, id: number, changes: { name?: string; polygon?: string }) =>
  db
    .updateTable('fare_zones')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export async function deleteZone(db: Db, id: number) {
  await db.deleteFrom('fare_zones').where('id', '=', id).execute();
}

export const findZonePriceById = (db: Db, id: number) =>
  db.selectFrom('fare_zone_prices').selectAll().where('id', '=', id).executeTakeFirst();

export const findZonePriceByPair = (db: Db, from: number, to: number) =>
  db
    .selectFrom('fare_zone_prices')
    .select('id')
    .where('from_zone_id', '=', from)
    .where('to_zone_id', '=', to)
    .executeTakeFirst();

export const insertZonePrice = (
  db: Db,
  row: {
    agrupation_id: number;
    from_zone_id: number;
    to_zone_id: number;
    amount: number;
    both_ways: boolean;
  },
) => db.insertInto('fare_zone_prices').values(row).returningAll().executeTakeFirstOrThrow();

export const updateZonePrice = (
  db: Db,
  id: number,
  changes: { amount?: number; both_ways?: boolean },
) =>
  db
    .updateTable('fare_zone_prices')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export async function deleteZonePrice(db: Db, id: number) {
  await db.deleteFrom('fare_zone_prices').where('id', '=', id).execute();
}

export const findSurchargeById = (db: Db, id: number) =>
  db.selectFrom('fare_surcharges').selectAll().where('id', '=', id).executeTakeFirst();

type SurchargeRow = {
  label: string;
  days: string;
  start_minute: number;
  end_minute: number;
  percent: number;
};

export const insertSurcharge = (db: Db, row: SurchargeRow & { agrupation_id: number }) =>
  db.insertInto('fare_surcharges').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSurcharge = (db: Db, id: number, changes: Partial<SurchargeRow>) =>
  db
    .updateTable('fare_surcharges')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export async function deleteSurcharge(db: Db, id: number) {
  await db.deleteFrom('fare_surcharges').where('id', '=', id).execute();
}

/** Creates or changes a grouping's per-minute and booking parts of its fare. */
export async function upsertFareModelParts(
  db: Db,
  groupingId: number,
  timeZone: string,
  changes: { per_minute?: number; booking_supplement?: number },
) {
  await db
    .insertInto('fare_models')
    .values({ agrupation_id: groupingId, time_zone: timeZone, ...changes })
    .onConflict((oc) =>
      oc
        .column('agrupation_id')
        .doUpdateSet(Object.keys(changes).length > 0 ? changes : { time_zone: timeZone }),
    )
    .execute();
}
