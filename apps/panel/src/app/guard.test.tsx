import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteName } from '@parada/core';
import { authActions, memoryStorage } from '@parada/core/store';
import { AppProviders, createAppParada, type AppParada } from '@parada/ui';
import { Guard } from './guard';
import { createPanelI18n } from '../test/i18n';
import { PATHS } from './paths';

/** A router where each guarded route shows its own name, to see where the guard sent us. */
function renderAt(url: string, prepare: (parada: AppParada) => void) {
  const parada = createAppParada({
    apiUrl: 'http://127.0.0.1:9/api/',
    getLanguage: () => 'en',
    storage: memoryStorage(),
  });
  prepare(parada);
  const routes: RouteName[] = ['login', 'before_room', 'panel_home', 'employee', 'not_found'];
  const router = createMemoryRouter(
    [
      ...routes.map((route) => ({
        path: PATHS[route],
        element: (
          <Guard route={route}>
            <p>at {route}</p>
          </Guard>
        ),
      })),
      {
        path: '/history/:permalink?',
        element: (
          <Guard route="history">
            <p>at history</p>
          </Guard>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders parada={parada} i18n={createPanelI18n('en')}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const anonymous = (parada: AppParada) => parada.store.dispatch(authActions.noStoredToken());

describe('Guard', () => {
  it('sends a visitor on a private route to the entry page', async () => {
    renderAt('/panel', anonymous);
    expect(await screen.findByText('at before_room')).toBeInTheDocument();
  });

  it('lets a visitor open the login page', async () => {
    renderAt('/login', anonymous);
    expect(await screen.findByText('at login')).toBeInTheDocument();
  });

  it('lets a shared trip link through without a session', async () => {
    renderAt('/history/abc?token=xyz', anonymous);
    expect(await screen.findByText('at history')).toBeInTheDocument();
  });
});
