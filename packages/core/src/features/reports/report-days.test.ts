import { describe, expect, it } from 'vitest';
import type { RideReportRow } from '../pricing/schemas';
import { reportDays, reportGroupings } from './report-days';

const row = (date: string, id: number, more: Partial<RideReportRow> = {}): RideReportRow => ({
  date,
  agrupation_id: id,
  agrupation_name: id === 1 ? 'Taxi' : 'Van',
  requested: 4,
  completed: 3,
  cancelled_by_client: 1,
  cancelled_by_operator: 0,
  cancelled_by_driver: 0,
  not_attended: 0,
  assign_median_seconds: 60,
  assign_p90_seconds: 120,
  revenue: { card: 1000, cash: 500 },
  ...more,
});

describe('reportDays', () => {
  it('adds counts and revenue of a day over its groupings and keeps the waits apart', () => {
    const days = reportDays({
      payment_methods: ['card', 'cash', 'wallet'],
      rows: [
        row('2026-11-02', 1),
        row('2026-11-01', 1, { revenue: { wallet: 250 } }),
        row('2026-11-02', 2, {
          requested: 2,
          completed: 1,
          cancelled_by_client: 0,
          cancelled_by_driver: 1,
          assign_median_seconds: 300,
          assign_p90_seconds: null,
          revenue: { card: 2000 },
        }),
      ],
    });
    expect(days.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02']);
    expect(days[0]!.revenue).toEqual({ card: 0, cash: 0, wallet: 250 });
    expect(days[1]).toMatchObject({
      requested: 6,
      completed: 4,
      cancelled_by_client: 1,
      cancelled_by_driver: 1,
      revenue: { card: 3000, cash: 500, wallet: 0 },
      assign: { 1: { median: 60, p90: 120 }, 2: { median: 300, p90: null } },
    });
  });

  it('names the groupings in the order they come', () => {
    expect(
      reportGroupings({ rows: [row('2026-11-01', 2), row('2026-11-01', 1), row('2026-11-02', 2)] }),
    ).toEqual([
      { id: 2, name: 'Van' },
      { id: 1, name: 'Taxi' },
    ]);
  });
});
