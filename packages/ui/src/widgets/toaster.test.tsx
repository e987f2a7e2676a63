import { act, cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { notify, removeToasts } from './toaster';

describe('toasts', () => {
  it('announces a toast in a named region with a translated close button', async () => {
    renderUi(<p>page</p>, { language: 'es' });
    act(() => {
      notify.success('Datos actualizados');
    });
    expect(await screen.findByText('Datos actualizados')).toBeVisible();
    expect(screen.getByRole('region', { name: /Notificaciones/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  it('empties the toaster after the page is gone, so the next one mounts it without them', async () => {
    renderUi(<p>page</p>);
    act(() => {
      notify.success('Saved before');
    });
    expect(await screen.findByText('Saved before')).toBeVisible();
    // What setup.ts does after every test: unmount, then empty the toaster.
    cleanup();
    removeToasts();
    renderUi(<p>next page</p>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('next page')).toBeVisible();
    expect(screen.queryByText('Saved before')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
