import type { Language } from '@parada/core';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import type { Statement, StatementRow } from '../billing/service';
import { timeZoneOfId } from '../fares/service';
import { pdfDay } from '../billing/pdf-layout';
import { pdfText } from '../billing/pdf-texts';
import * as groupings from '../groupings/repository';
import * as repo from './repository';

type ChargeRow = Awaited<ReturnType<typeof repo.listRoomCharges>>[number];

const toRow = (row: ChargeRow): StatementRow => ({
  date: row.created_at,
  rideId: row.service_id,
  employee: row.room,
  rideType: '—',
  from: row.stops[0]?.name ?? '',
  to: row.stops.length > 1 ? (row.stops[row.stops.length - 1]?.name ?? '') : '',
  kind: row.kind,
  method: row.method,
  status: row.status,
  cents: row.amount_cents,
  currency: row.currency,
});

async function names(db: Db, hotelId: number) {
  const hotel = await groupings.findById(db, hotelId);
  return { name: hotel?.name ?? '', currency: hotel?.currency ?? 'EUR' };
}

function statementFrom(
  rows: StatementRow[],
  hotel: { name: string; currency: string },
  month: string,
  timeZone: string,
  title?: string,
): Statement {
  rows.sort(
    (a, b) =>
      a.employee.localeCompare(b.employee, undefined, { numeric: true }) ||
      a.date.getTime() - b.date.getTime() ||
      a.rideId - b.rideId,
  );
  const sum = (list: StatementRow[]) => list.reduce((total, row) => total + row.cents, 0);
  return {
    ...(title ? { title } : {}),
    groupColumn: 'room',
    company: hotel.name,
    operator: '',
    month,
    timeZone,
    rows,
    totalCents: sum(rows),
    // Only what was put on a room's account is owed by the hotel; a charge the room could
    // not take (above the limit) is collected by the operator.
    dueCents: sum(rows.filter((row) => row.status === 'on_statement')),
    currency: rows[0]?.currency ?? hotel.currency,
  };
}

/** The operator's monthly statement to a hotel: every room charge of the month, by room. */
export async function hotelStatementOf(
  db: Db,
  user: AuthUser,
  month: string,
  bounds: { start: Date; end: Date },
  timeZone: string,
): Promise<Statement> {
  if (user.kind !== 'hotel_staff') throw forbidden();
  const rows = await repo.listRoomCharges(db, user.agrupation_id, bounds);
  return statementFrom(rows.map(toRow), await names(db, user.agrupation_id), month, timeZone);
}

/** A stay's statement, for the guest's bill: its room charges, titled with room and dates. */
export async function stayStatementOf(
  db: Db,
  user: AuthUser,
  stayId: number,
  language: Language,
): Promise<Statement> {
  if (user.kind !== 'hotel_staff') throw forbidden();
  const stay = await repo.findStayDatesOfHotel(db, user.agrupation_id, stayId);
  if (!stay) throw notFound();
  const rows = await repo.listRoomCharges(db, user.agrupation_id, { stayId });
  const title = pdfText(language, 'stay.title', {
    room: stay.room,
    from: pdfDay(stay.check_in, language),
    to: pdfDay(stay.check_out, language),
  });
  const statement = statementFrom(
    rows.map(toRow),
    await names(db, user.agrupation_id),
    stay.check_in,
    await timeZoneOfId(db, user.agrupation_id),
    title,
  );
  // A stay's rides were charged to the room: the guest settles them on the hotel bill.
  return { ...statement, dueBy: 'room_bill' };
}
