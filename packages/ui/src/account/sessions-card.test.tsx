import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { renderUi } from '../test/render';
import { SessionsView } from './sessions-card';

const idle: FlowState = { status: 'idle', outcome: null };
const here: AccountSession = {
  id: 2,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
  created_at: '2026-11-20T09:12:00+01:00',
  last_used_at: '2026-11-29T08:40:00+01:00',
  current: true,
};
const phone: AccountSession = {
  id: 1,
  user_agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/129.0 Mobile Safari/537.36',
  created_at: '2026-10-02T18:03:00+02:00',
  last_used_at: '2026-11-27T21:15:00+01:00',
  current: false,
};

describe('SessionsView', () => {
  it('lists each device with this one marked, and signs out the others once confirmed', async () => {
    const onSignOutOthers = vi.fn();
    renderUi(
      <SessionsView
        sessions={[here, phone]}
        status="loaded"
        flow={idle}
        onSignOutOthers={onSignOutOthers}
      />,
      { language: 'es' },
    );
    const list = screen.getByRole('list', { name: 'Dónde has iniciado sesión' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Firefox en LinuxEste dispositivo'),
      expect.stringContaining('Chrome en Android'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(onSignOutOthers).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cerrar las demás sesiones' }),
    );
    expect(onSignOutOthers).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to sign out when this is the only session', () => {
    renderUi(
      <SessionsView sessions={[here]} status="loaded" flow={idle} onSignOutOthers={vi.fn()} />,
      { language: 'ca' },
    );
    expect(screen.getByText('Només has iniciat la sessió aquí.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tanca les altres sessions' })).toBeDisabled();
  });
});
