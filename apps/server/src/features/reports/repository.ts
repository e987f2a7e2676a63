import type { Db } from '../../db/database';

/**
 * The rides of some groupings whose service time (the booked time, else the request) lies
 * in [from, to), with their first driver assignment and, for a ride the operator's side
 * cancelled, who cancelled it: both from the ride's event rows.
 */
export async function findReportRides(db: Db, groupingIds: number[], from: Date, to: Date) {
  if (groupingIds.length === 0) return [];
  return db
    .selectFrom('services as s')
    .select((eb) => [
      's.id',
      's.agrupation_id',
      's.status_code',
      's.created_at',
      's.scheduled_at',
      's.search_started_at',
      's.fare_cents',
      's.payment_method',
      eb
        .selectFrom('service_events as e')
        .select((inner) => inner.fn.min('e.created_at').as('at'))
        .whereRef('e.service_id', '=', 's.id')
        .where('e.kind', '=', 'status')
        .where('e.to_code', '=', 3)
        .as('assigned_at'),
      eb
        .selectFrom('service_events as c')
        .select('c.actor')
        .whereRef('c.service_id', '=', 's.id')
        .where('c.kind', '=', 'status')
        .where('c.to_code', '=', 5)
        .orderBy('c.id')
        .limit(1)
        .as('cancelled_by'),
    ])
    .where('s.agrupation_id', 'in', groupingIds)
    .where((eb) =>
      eb.and([
        eb(eb.fn.coalesce('s.scheduled_at', 's.created_at'), '>=', from),
        eb(eb.fn.coalesce('s.scheduled_at', 's.created_at'), '<', to),
      ]),
    )
    .orderBy('s.id')
    .execute();
}
