import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MULTI_STOP_RIDE, RIDES, makeRide } from '../storybook/fixtures';
import { renderUi } from '../test/render';
import { RideStatusBox } from './ride-status-box';
import { RidesTable } from './rides-table';

describe('RideStatusBox', () => {
  it.each([1, 2])('shows an indeterminate progress bar while searching (%i)', (code) => {
    renderUi(<RideStatusBox ride={makeRide({ status_code: code, taxi: null })} />);
    expect(screen.getByRole('progressbar', { name: 'Searching for a driver' })).toBeInTheDocument();
  });

  it.each([3, 6, 10, 7, 8, 13])('shows no progress bar for status %i', (code) => {
    renderUi(<RideStatusBox ride={makeRide({ status_code: code })} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the meeting point and a call button for the assigned driver', () => {
    renderUi(<RideStatusBox ride={makeRide({ status_code: 3 })} />);
    expect(screen.getByText('Meeting point')).toBeVisible();
    expect(screen.getByText('4821 LKM')).toBeVisible();
    expect(screen.getByRole('link', { name: /Call Jordi Puig/ })).toHaveAttribute(
      'href',
      'tel:+34600111222',
    );
  });

  it('hides the call button for a completed trip and for several stops', () => {
    const { unmount } = renderUi(<RideStatusBox ride={makeRide({ status_code: 8 })} />);
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    unmount();
    renderUi(<RideStatusBox ride={MULTI_STOP_RIDE} />);
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(screen.getByText('Pick-up 2 · Pau Vidal')).toBeVisible();
    expect(screen.getByText('Drop-off 2 · Maria del Carmen Fernández de la Torre')).toBeVisible();
  });
});

describe('RideStatusBox on a shared trip', () => {
  it('tells whoever the link reached about the trip in the third person', () => {
    renderUi(<RideStatusBox ride={makeRide({ status_code: 10 })} audience="shared" />, {
      language: 'ca',
    });
    expect(
      screen.getByRole('heading', { name: 'El vehicle espera al punt de recollida' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/El teu vehicle/)).toBeNull();
  });

  it('says a cancelled shared trip was cancelled, not that its reader cancelled it', () => {
    renderUi(<RideStatusBox ride={makeRide({ status_code: 4 })} audience="shared" />, {
      language: 'es',
    });
    expect(
      screen.getByRole('heading', { name: 'Este servicio se ha cancelado' }),
    ).toBeInTheDocument();
  });
});

describe('RidesTable', () => {
  it('has the spec columns and offers cancel only for services that are not final', () => {
    renderUi(<RidesTable rides={RIDES} onCancel={() => {}} />);
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
      <RidesTable rides={[MULTI_STOP_RIDE, makeRide({ id: 10460, fare: null, currency: null })]} />,
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
    renderUi(<RidesTable rides={[]} />);
    expect(screen.getByText('No services to show yet.')).toBeVisible();
  });
});

describe('a ride read by hotel staff', () => {
  const open = makeRide({
    status_code: 6,
    destination: null,
    destination_address: null,
    origin_waypoints: [],
    destination_waypoints: [],
  });

  it('names the driver as such, not as the reader’s own', () => {
    const { unmount } = renderUi(<RideStatusBox ride={open} audience="staff" />);
    expect(screen.getByText('Driver', { exact: true })).toBeVisible();
    expect(screen.queryByText('Your driver')).not.toBeInTheDocument();
    expect(screen.getByText('The driver is on the way to the pickup point')).toBeVisible();
    unmount();
    renderUi(<RideStatusBox ride={open} />);
    expect(screen.getByText('Your driver')).toBeVisible();
  });

  it('says who tells the driver where a ride without destination goes', () => {
    const { unmount } = renderUi(<RidesTable rides={[open]} audience="staff" />);
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('→ The guest tells the driver')).toBeInTheDocument();
    unmount();
    renderUi(<RidesTable rides={[open]} />);
    expect(
      within(screen.getAllByRole('row')[1]!).getByText('→ Destination told to the driver'),
    ).toBeInTheDocument();
  });
});
