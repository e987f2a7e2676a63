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
