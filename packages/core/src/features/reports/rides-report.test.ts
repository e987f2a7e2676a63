import { describe, expect, it } from 'vitest';
import {
  buildRideReportRows,
  localDateOf,
  reportPaymentMethods,
  rideReportCsv,
} from './rides-report';

const t = (iso: string) => new Date(iso);
const ride = (changes: object) => ({
  agrupation_id: 1,
  status_code: 8,
  service_at: t('2026-11-10T10:00:00Z'),
  requested_at: t('2026-11-10T10:00:00Z'),
  assigned_at: null,
  cancelled_by: null,
  fare_cents: 1000,
  payment_method: 'cash',
  ...changes,
});

describe('the rides report', () => {
  it("buckets by the zone's calendar day: 23:30 UTC is the next day in Madrid", () => {
    expect(localDateOf(t('2026-11-10T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-11');
    expect(localDateOf(t('2026-11-10T23:30:00Z'), 'Europe/London')).toBe('2026-11-10');
  });

  it('counts outcomes by whom, waits and revenue by method', () => {
    const rows = buildRideReportRows(
      [
        ride({ assigned_at: t('2026-11-10T10:01:00Z') }),
        ride({ payment_method: 'card', fare_cents: 2550, assigned_at: t('2026-11-10T10:02:00Z') }),
        ride({ status_code: 4, fare_cents: null }),
        ride({ status_code: 5, cancelled_by: 'driver', assigned_at: t('2026-11-10T10:10:00Z') }),
        ride({ status_code: 5, cancelled_by: 'operator' }),
        ride({ status_code: 9 }),
        ride({ agrupation_id: 2, payment_method: null }),
        ride({ service_at: t('2026-11-11T10:00:00Z') }),
      ],
      'Europe/Madrid',
      new Map([
        [1, 'Taxi'],
        [2, 'Van'],
      ]),
    );
    expect(rows.map((row) => [row.date, row.agrupation_id])).toEqual([
      ['2026-11-10', 1],
      ['2026-11-10', 2],
      ['2026-11-11', 1],
    ]);
    expect(rows[0]).toEqual({
      date: '2026-11-10',
      agrupation_id: 1,
      agrupation_name: 'Taxi',
      requested: 6,
      completed: 2,
      cancelled_by_client: 1,
      cancelled_by_operator: 1,
      cancelled_by_driver: 1,
      not_attended: 1,
      assign_median_seconds: 120,
      assign_p90_seconds: 600,
      revenue: { cash: 1000, card: 2550 },
    });
    expect(rows[1]?.revenue).toEqual({ unknown: 1000 });
    expect(reportPaymentMethods(rows)).toEqual(['card', 'cash', 'unknown']);
  });

  it('writes the same figures as CSV, money in units, names quoted and defused', () => {
    const rows = buildRideReportRows(
      [ride({}), ride({ agrupation_id: 2, payment_method: 'card' })],
      'Europe/Madrid',
      new Map([
        [1, 'Taxi, city'],
        [2, '=cmd'],
      ]),
    );
    const csv = rideReportCsv({
      from: '2026-11-10',
      to: '2026-11-10',
      time_zone: 'Europe/Madrid',
      currency: 'EUR',
      payment_methods: reportPaymentMethods(rows),
      rows,
    });
    expect(csv.split('\r\n')).toEqual([
      'date,agrupation_id,agrupation,requested,completed,cancelled_by_client,cancelled_by_operator,cancelled_by_driver,not_attended,assign_median_seconds,assign_p90_seconds,revenue_card,revenue_cash',
      '2026-11-10,1,"Taxi, city",1,1,0,0,0,0,,,0.00,10.00',
      "2026-11-10,2,'=cmd,1,1,0,0,0,0,,,10.00,0.00",
      '',
    ]);
  });
});
