import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeRide } from '../storybook/fixtures';
import { renderUi } from '../test/render';
import { CancelRideDialog } from './cancel-ride-dialog';

describe('CancelRideDialog', () => {
  it('asks in the panel’s words wherever a ride is cancelled, staff’s naming the traveller', () => {
    const ride = makeRide({ id: 77 });
    renderUi(
      <CancelRideDialog
        ride={ride}
        traveler="Habitació 305"
        onKeep={vi.fn()}
        onConfirm={vi.fn()}
      />,
      { language: 'ca' },
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Vols cancel·lar el servei #77?' });
    expect(dialog).toHaveTextContent(/Es cancel·larà el taxi per a Habitació 305/);
    expect(screen.getByRole('button', { name: 'Cancel·la el servei' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mantén-lo' })).toBeInTheDocument();
  });
});
