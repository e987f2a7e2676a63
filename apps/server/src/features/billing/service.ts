import { fromCents } from '@parada/core';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { timeZoneOfId } from '../fares/service';
import { localToInstant } from '../rides/local-time';
import { findVisible } from '../rides/repository';
import { hotelStatementOf } from '../rooms/statement';
import * as groupings from '../groupings/repository';
import * as repo from './repository';

export interface ReceiptLine {
  kind: 'fare' | 'cancellation_fee';
  method: string;
  status: string;
  amount: number;
  currency: string;
}

export interface Receipt {
  rideId: number;
  /** The grouping the ride was booked in, whose brand the receipt carries. */
  groupingId: number;
  operator: string;
  customer: string;
  date: Date;
  from: string;
  to: string;
  driver: string | null;
  plate: string | null;
  lines: ReceiptLine[];
}

/** A ride's receipt: what it was charged, for the customer who can see the ride. */
export async function receiptOf(db: Db, user: AuthUser, rideId: number): Promise<Receipt> {
  const ride = await findVisible(db, user, rideId);
  if (!ride) throw notFound();
  const [charges, operator, customer, driver] = await Promise.all([
    repo.listChargesOfRide(db, rideId),
    groupings.findById(db, ride.root_agrupation_id),
    repo.findUserName(db, ride.user_id),
    ride.driver_id != null ? repo.findDriverNameAndPlate(db, ride.driver_id) : undefined,
  ]);
  // Only a ride that was charged (completed, or cancelled with a fee) has a receipt.
  if (charges.length === 0) throw notFound();
  const stops = ride.stops;
  return {
    rideId,
    groupingId: ride.agrupation_id,
    operator: operator?.name ?? '',
    customer: customer?.name ?? '',
    date: ride.ended_at ?? ride.updated_at,
    from: stops[0]?.name ?? '',
    to: stops[stops.length - 1]?.name ?? '',
    driver: driver?.name ?? null,
    plate: driver?.plate ?? null,
    lines: charges.map((charge) => ({
      kind: charge.kind,
      method: charge.method,
      status: charge.status,
      amount: fromCents(charge.amount_cents),
      currency: charge.currency,
    })),
  };
}

export interface StatementRow {
  date: Date;
  rideId: number;
  employee: string;
  rideType: string;
  from: string;
  to: string;
  kind: string;
  method: string;
  status: string;
  cents: number;
  currency: string;
}

export interface Statement {
  /** Set for a document that is not a month's (a stay's); else 'Statement {month}'. */
  title?: string;
  /** What the rows are grouped by: a company's employees, or a hotel's rooms. */
  groupColumn?: 'employee' | 'room';
  company: string;
  operator: string;
  month: string;
  /** The grouping's clock, which cuts the month and dates each row. */
  timeZone: string;
  rows: StatementRow[];
  totalCents: number;
  /** What goes onto the monthly transfer: the rides charged to the statement. */
  dueCents: number;
  /** How `dueCents` is paid: by transfer (a month's), or on the room bill (a stay's). */
  dueBy?: 'transfer' | 'room_bill';
  currency: string;
}

/**
 * A month ('YYYY-MM') on a grouping's clock, [start, end): a ride at 00:30 in Madrid on the
 * 1st is that month's, though it is still the previous month in UTC.
 */
const monthBounds = (month: string, timeZone: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    start: localToInstant(`${month}-01 00:00`, timeZone),
    end: localToInstant(`${next}-01 00:00`, timeZone),
  };
};

/**
 * A company's monthly statement: every charge of its rides and its employees' in the
 * month on its grouping's clock, ordered by employee, then service type, then date.
 */
export async function statementOf(db: Db, user: AuthUser, month: string): Promise<Statement> {
  if (user.kind !== 'company' && user.kind !== 'hotel_staff') throw forbidden();
  const timeZone = await timeZoneOfId(db, user.agrupation_id);
  const bounds = monthBounds(month, timeZone);
  if (user.kind === 'hotel_staff') return hotelStatementOf(db, user, month, bounds, timeZone);
  const { start, end } = bounds;
  const rows = await repo.listCompanyChargesBetween(db, user.id, start, end);
  const operator = await groupings.findById(db, user.agrupation_id);
  const list: StatementRow[] = rows.map((row) => ({
    date: row.created_at,
    rideId: row.service_id,
    employee: row.user_id === user.id ? user.name : row.user_name,
    rideType: row.service_type ?? '—',
    from: row.stops[0]?.name ?? '',
    to: row.stops[row.stops.length - 1]?.name ?? '',
    kind: row.kind,
    method: row.method,
    status: row.status,
    cents: row.amount_cents,
    currency: row.currency,
  }));
  list.sort(
    (a, b) =>
      a.employee.localeCompare(b.employee) ||
      a.rideType.localeCompare(b.rideType) ||
      a.date.getTime() - b.date.getTime() ||
      a.rideId - b.rideId,
  );
  return {
    company: user.name,
    operator: operator?.name ?? '',
    month,
    timeZone,
    rows: list,
    totalCents: list.reduce((sum, row) => sum + row.cents, 0),
    dueCents: list
      .filter((row) => row.status === 'on_statement')
      .reduce((sum, row) => sum + row.cents, 0),
    currency: list[0]?.currency ?? operator?.currency ?? 'EUR',
  };
}
