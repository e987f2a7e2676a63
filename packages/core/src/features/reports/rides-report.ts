/**
 * The operator's rides report: per local day and grouping, rides requested, completed,
 * cancelled by whom and not attended, the time to assign a driver (median and 90th
 * percentile) and the completed rides' revenue by payment method. The server reads the
 * rows and calls this; the JSON and the CSV are both made from its result.
 */
import { percentile } from '../pricing/rules';
import { RIDE_STATUS } from '../status/status-codes';
import type { RideReport, RideReportRow } from '../pricing/schemas';

export interface ReportRide {
  agrupation_id: number;
  status_code: number;
  /** When the ride is for: the booked time, else when it was asked for. */
  service_at: Date;
  /** When the search for a driver began (the request, or a booking's search start). */
  requested_at: Date;
  /** The first assignment of a driver, from the ride's events; null if none. */
  assigned_at: Date | null;
  /** Who cancelled a ride the operator's side cancelled: 'driver', else the operator. */
  cancelled_by: string | null;
  fare_cents: number | null;
  payment_method: string | null;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of an instant on a time zone's calendar. */
export function localDateOf(at: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/** A payment method for rides that have none recorded. */
export const UNKNOWN_PAYMENT = 'unknown';

/** Rows sorted by date then grouping; only days and groupings with rides appear. */
export function buildRideReportRows(
  rides: readonly ReportRide[],
  timeZone: string,
  names: ReadonlyMap<number, string>,
): RideReportRow[] {
  const buckets = new Map<string, { row: RideReportRow; waits: number[] }>();
  for (const ride of rides) {
    const date = localDateOf(ride.service_at, timeZone);
    const key = `${date}|${ride.agrupation_id}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = {
        row: {
          date,
          agrupation_id: ride.agrupation_id,
          agrupation_name: names.get(ride.agrupation_id) ?? '',
          requested: 0,
          completed: 0,
          cancelled_by_client: 0,
          cancelled_by_operator: 0,
          cancelled_by_driver: 0,
          not_attended: 0,
          assign_median_seconds: null,
          assign_p90_seconds: null,
          revenue: {},
        },
        waits: [],
      };
      buckets.set(key, bucket);
    }
    const { row, waits } = bucket;
    row.requested += 1;
    if (ride.status_code === RIDE_STATUS.COMPLETED) {
      row.completed += 1;
      const method = ride.payment_method ?? UNKNOWN_PAYMENT;
      row.revenue[method] = (row.revenue[method] ?? 0) + (ride.fare_cents ?? 0);
    }
    if (ride.status_code === RIDE_STATUS.CANCELLED_BY_CUSTOMER) row.cancelled_by_client += 1;
    if (ride.status_code === RIDE_STATUS.CANCELLED_BY_OPERATOR) {
      if (ride.cancelled_by === 'driver') row.cancelled_by_driver += 1;
      else row.cancelled_by_operator += 1;
    }
    if (ride.status_code === RIDE_STATUS.NOT_ATTENDED) row.not_attended += 1;
    if (ride.assigned_at) {
      waits.push(
        Math.max(0, Math.round((ride.assigned_at.getTime() - ride.requested_at.getTime()) / 1000)),
      );
    }
  }
  return [...buckets.values()]
    .map(({ row, waits }) => ({
      ...row,
      assign_median_seconds: percentile(waits, 50),
      assign_p90_seconds: percentile(waits, 90),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.agrupation_id - b.agrupation_id);
}

/** The payment methods any row has revenue in, sorted: the CSV's revenue columns. */
export const reportPaymentMethods = (rows: readonly RideReportRow[]): string[] =>
  [...new Set(rows.flatMap((row) => Object.keys(row.revenue)))].sort();

const csvCell = (value: string | number | null) => {
  if (value == null) return '';
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const money = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV: one line a row, the same figures as the JSON (money in units). */
export function rideReportCsv(report: RideReport): string {
  const methods = report.payment_methods;
  const header = [
    'date',
    'agrupation_id',
    'agrupation',
    'requested',
    'completed',
    'cancelled_by_client',
    'cancelled_by_operator',
    'cancelled_by_driver',
    'not_attended',
    'assign_median_seconds',
    'assign_p90_seconds',
    ...methods.map((method) => `revenue_${method}`),
  ];
  const lines = report.rows.map((row) =>
    [
      row.date,
      row.agrupation_id,
      row.agrupation_name,
      row.requested,
      row.completed,
      row.cancelled_by_client,
      row.cancelled_by_operator,
      row.cancelled_by_driver,
      row.not_attended,
      row.assign_median_seconds,
      row.assign_p90_seconds,
      ...methods.map((method) => money(row.revenue[method] ?? 0)),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
