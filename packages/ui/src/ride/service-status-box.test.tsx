import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MULTI_STOP_SERVICE, SERVICES, makeService } from '../storybook/fixtures';
import { renderUi } from '../test/render';
import { ServiceStatusBox } from './service-status-box';
import { ServicesTable } from './services-table';

describe('ServiceStatusBox', () => {
  it.each([1, 2])('shows an indeterminate progress bar while searching (%i)', (code) => {
    renderUi(<ServiceStatusBox service={makeService({ status_code: code, taxi: null })} />);
    expect(screen.getByRole('progressbar', { name: 'Searching for a driver' })).toBeInTheDocument();
  });

  it.each([3, 6, 10, 7, 8, 13])('shows no progress bar for status %i', (code) => {
    renderUi(<ServiceStatusBox service={makeService({ status_code: code })} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the meeting point and a call button for the assigned driver', () => {
    renderUi(<ServiceStatusBox service={makeService({ status_code: 3 })} />);
    expect(screen.getByText('Meeting point')).toBeVisible();
    expect(screen.getByText('4821 LKM')).toBeVisible();
    expect(screen.getByRole('link', { name: /Call Jordi Puig/ })).toHaveAttribute(
      'href',
      'tel:+34600111222',
    );
  });

  it('hides the call button for a completed trip and for several stops', () => {
    const { unmount } = renderUi(<ServiceStatusBox service={makeService({ status_code: 8 })} />);
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    unmount();
    renderUi(<ServiceStatusBox service={MULTI_STOP_SERVICE} />);
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(screen.getByText('Pick-up 2 · Pau Vidal')).toBeVisible();
    expect(screen.getByText('Drop-off 2 · Maria del Carmen Fernández de la Torre')).toBeVisible();
  });
});

describe('ServicesTable', () => {
  it('has the spec columns and offers cancel only for services that are not final', () => {
    renderUi(<ServicesTable services={SERVICES} onCancel={() => {}} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'Date / time',
      'User type',
      'User',
      'Traveler',
      'Route',
      'Price',
      'Payment',
      'Status',
      'Driver',
      'Tools',
    ]);
    // The cards for phones are in the DOM too, hidden by CSS at this width: one button.
    expect(screen.getAllByRole('button', { name: 'Cancel service #10452' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel service #10456' })).not.toBeInTheDocument();
  });

  it('shows where each trip went, every stop in order, and its price or the meter', () => {
    renderUi(
      <ServicesTable
        services={[MULTI_STOP_SERVICE, makeService({ id: 10460, fare: null, currency: null })]}
      />,
    );
    const rows = screen.getAllByRole('row');
    const multi = within(rows[1]!);
    expect(multi.getByText('→ Estació de Sants, Barcelona')).toBeInTheDocument();
    expect(multi.getByText(/→ Hotel Arts Barcelona/)).toBeInTheDocument();
    expect(multi.getByText('€24.60')).toBeInTheDocument();
    const metered = within(rows[2]!);
    expect(metered.getByText('→ Aeropuerto de Barcelona-El Prat, Terminal 1')).toBeInTheDocument();
    expect(metered.getByText('Meter')).toBeInTheDocument();
  });

  it('says so when there is nothing to show', () => {
    renderUi(<ServicesTable services={[]} />);
    expect(screen.getByText('No services to show yet.')).toBeVisible();
  });
});

describe('a ride read by hotel staff (#20)', () => {
  const open = makeService({
    status_code: 6,
    destination: null,
    destination_address: null,
    origin_waypoints: [],
    destination_waypoints: [],
  });

  it('names the driver as such, not as the reader’s own', () => {
    const { unmount } = renderUi(<ServiceStatusBox service={open} audience="staff" />);
    expect(screen.getByText('Driver', { exact: true })).toBeVisible();
    expect(screen.queryByText('Your driver')).not.toBeInTheDocument();
    expect(screen.getByText('The driver is on the way to the pickup point')).toBeVisible();
    unmount();
    renderUi(<ServiceStatusBox service={open} />);
    expect(screen.getByText('Your driver')).toBeVisible();
  });

  it('says who tells the driver where a ride without destination goes', () => {
    const { unmount } = renderUi(<ServicesTable services={[open]} audience="staff" />);
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('→ The guest tells the driver')).toBeInTheDocument();
    unmount();
    renderUi(<ServicesTable services={[open]} />);
    expect(
      within(screen.getAllByRole('row')[1]!).getByText('→ Destination told to the driver'),
    ).toBeInTheDocument();
  });
});
