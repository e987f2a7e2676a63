import type { RideReport, RideReportRow } from '../pricing/schemas';

export const RIDE_COUNTS = [
  'requested',
  'completed',
  'cancelled_by_client',
  'cancelled_by_operator',
  'cancelled_by_driver',
  'not_attended',
] as const satisfies readonly (keyof RideReportRow)[];
export type RideCount = (typeof RIDE_COUNTS)[number];

/** One day of the report over the groupings it holds: what the charts draw a bar of. */
export interface ReportDay extends Record<RideCount, number> {
  date: string;
  /** Cents by payment method, every method of the report present (0 when none). */
  revenue: Record<string, number>;
  /** Seconds to assign a driver, per grouping id: median and 90th percentile. */
  assign: Record<number, { median: number | null; p90: number | null }>;
}

/**
 * The report's rows (a day and a grouping each) as one entry per day: ride counts and
 * revenue added up over the groupings, which is exact; the times to assign a driver kept
 * per grouping, since medians do not add. Days are in the report's order (by date).
 */
export function reportDays(report: Pick<RideReport, 'rows' | 'payment_methods'>): ReportDay[] {
  const days = new Map<string, ReportDay>();
  for (const row of report.rows) {
    let day = days.get(row.date);
    if (!day) {
      day = {
        date: row.date,
        requested: 0,
        completed: 0,
        cancelled_by_client: 0,
        cancelled_by_operator: 0,
        cancelled_by_driver: 0,
        not_attended: 0,
        revenue: Object.fromEntries(report.payment_methods.map((method) => [method, 0])),
        assign: {},
      };
      days.set(row.date, day);
    }
    for (const count of RIDE_COUNTS) day[count] += row[count];
    for (const [method, cents] of Object.entries(row.revenue)) {
      day.revenue[method] = (day.revenue[method] ?? 0) + cents;
    }
    day.assign[row.agrupation_id] = {
      median: row.assign_median_seconds,
      p90: row.assign_p90_seconds,
    };
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The groupings a report has rows of, by id, with their names, in the order first seen. */
export function reportGroupings(report: Pick<RideReport, 'rows'>): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const row of report.rows) {
    if (!seen.has(row.agrupation_id)) seen.set(row.agrupation_id, row.agrupation_name);
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}
