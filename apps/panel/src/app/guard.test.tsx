import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteName } from '@parada/core';
import { authActions, memoryStorage } from '@parada/core/store';
import {
  AppPathsProvider,
  AppProviders,
  RouteGuard,
  createAppParada,
  type AppParada,
} from '@parada/ui';
import { createPanelI18n } from '../test/i18n';
import { PATHS, panelPaths } from './paths';

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
          <RouteGuard route={route}>
            <p>at {route}</p>
          </RouteGuard>
        ),
      })),
      {
        path: '/history/:permalink?',
        element: (
          <RouteGuard route="history">
            <p>at history</p>
          </RouteGuard>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders parada={parada} i18n={createPanelI18n('en')}>
      <AppPathsProvider paths={panelPaths}>
        <RouterProvider router={router} />
      </AppPathsProvider>
    </AppProviders>,
  );
}

const anonymous = (parada: AppParada) => parada.store.dispatch(authActions.noStoredToken());

describe("the guard with the panel's paths", () => {
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
