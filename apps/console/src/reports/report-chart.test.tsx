import { render, screen, within } from '@testing-library/react';
import { reportDays } from '@parada/core';
import { UiProvider } from '@parada/ui';
import { describe, expect, it } from 'vitest';
import { createConsoleI18n } from '../test/i18n';
import { ReportChart } from './report-chart';

const row = (date: string, agrupation_id: number, completed: number, card: number) => ({
  date,
  agrupation_id,
  agrupation_name: agrupation_id === 1 ? 'Taxi' : 'Van',
  requested: completed + 1,
  completed,
  cancelled_by_client: 1,
  cancelled_by_operator: 0,
  cancelled_by_driver: 0,
  not_attended: 0,
  assign_median_seconds: 90,
  assign_p90_seconds: 300,
  revenue: { card },
});

describe('ReportChart', () => {
  it('writes the chart’s figures, day by day, in a table captioned with its title (ca)', () => {
    const days = reportDays({
      payment_methods: ['card'],
      rows: [
        row('2026-11-02', 1, 3, 4500),
        row('2026-11-01', 1, 2, 1250),
        row('2026-11-02', 2, 1, 2000),
      ],
    });
    render(
      <UiProvider i18n={createConsoleI18n('ca')}>
        <ReportChart
          id="test"
          title="Serveis per dia"
          days={days}
          bars={[
            { key: 'completed', name: 'Fets', colour: '#1a7f37', value: (day) => day.completed },
          ]}
          lines={[
            {
              key: 'card',
              name: 'Targeta',
              colour: '#0969da',
              value: (day) => day.revenue.card ?? 0,
            },
          ]}
          format={(value) => (value == null ? '—' : String(value))}
        />
      </UiProvider>,
    );
    const table = screen.getByRole('table', { name: 'Xifres del gràfic «Serveis per dia»' });
    const texts = (role: string) =>
      within(table)
        .getAllByRole(role)
        .map((cell) => cell.textContent);
    expect(texts('columnheader')).toEqual(['Dia', 'Fets', 'Targeta']);
    expect(texts('rowheader')).toEqual(['2026-11-01', '2026-11-02']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // The second day adds both groupings: 3 + 1 rides, 45 + 20 in cards.
    expect(cells).toEqual([
      ['2', '1250'],
      ['4', '6500'],
    ]);
    expect(screen.getByRole('heading', { name: 'Serveis per dia' })).toBeInTheDocument();
  });
});
