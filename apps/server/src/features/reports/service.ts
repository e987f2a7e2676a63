import {
  buildRideReportRows,
  reportPaymentMethods,
  type RideReport,
  type RideReportQuery,
} from '@parada/core';
import type { Db } from '../../db/database';
import type { Scope } from '../admin/scope';
import { ownGrouping } from '../admin/scope';
import { subtreeIds } from '../groupings/service';
import * as groupingRepo from '../groupings/repository';
import { timeZoneOf } from '../fares/service';
import { localToInstant } from '../rides/local-time';
import * as repo from './repository';

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The rides report over local dates `from`…`to` (both included) of the operator's time
 * zone, for its whole tree or one grouping and those under it.
 */
export async function rideReport(
  db: Db,
  scope: Scope,
  query: RideReportQuery,
): Promise<RideReport> {
  const root = await ownGrouping(db, scope, scope.rootId);
  const ids =
    query.agrupation_id !== undefined
      ? await subtreeIds(db, (await ownGrouping(db, scope, query.agrupation_id)).id)
      : scope.ids;
  const timeZone = await timeZoneOf(db, root);
  const from = localToInstant(`${query.from} 00:00`, timeZone);
  const to = localToInstant(`${nextDay(query.to)} 00:00`, timeZone);
  const rows = await repo.findReportRides(db, ids, from, to);
  const names = new Map<number, string>();
  for (const id of new Set(rows.map((row) => row.agrupation_id))) {
    names.set(id, (await groupingRepo.findById(db, id))?.name ?? '');
  }
  const reportRows = buildRideReportRows(
    rows.map((row) => ({
      agrupation_id: row.agrupation_id,
      status_code: row.status_code,
      service_at: row.scheduled_at ?? row.created_at,
      requested_at: row.search_started_at ?? row.created_at,
      assigned_at: row.assigned_at ? new Date(row.assigned_at) : null,
      cancelled_by: row.cancelled_by ?? null,
      fare_cents: row.fare_cents,
      payment_method: row.payment_method,
    })),
    timeZone,
    names,
  );
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    currency: root.currency,
    payment_methods: reportPaymentMethods(reportRows),
    rows: reportRows,
  };
}
