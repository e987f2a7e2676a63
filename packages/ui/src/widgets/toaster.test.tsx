import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { notify } from './toaster';

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
});
