import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type User } from '@parada/core';
import { STORAGE_KEYS, authActions, memoryStorage, selectIsLoggedIn } from '@parada/core/store';
import { createUiI18n } from '../i18n/ui-i18n';
import { AppPathsProvider, appPaths } from './app-paths';
import { AppProviders } from './app-providers';
import { LogoutRoute } from './logout-route';
import { createAppParada } from './parada';

const paths = appPaths(
  { login: '/login', before_room: '/before_room', not_found: '/not_found' },
  'not_found',
);

/** /logout for a signed-in user of `kind`, with `siteDomain` stored from an earlier visit. */
function logOut(user: Partial<User>, siteDomain: string | null) {
  const storage = memoryStorage();
  if (siteDomain) storage.setItem(STORAGE_KEYS.siteDomain, siteDomain);
  // Nothing listens there: the server's revocation fails and the local log-out goes on.
  const parada = createAppParada({
    apiUrl: 'http://127.0.0.1:9/api/',
    getLanguage: () => 'ca',
    storage,
  });
  parada.store.dispatch(
    authActions.sessionValidated({
      auth_token: 'token-1',
      exclusive_agrupation: null,
      permissions: [],
      user: { id: 1, name: 'Anna Puig', email: 'anna@example.com', ...user } as User,
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/logout', element: <LogoutRoute /> },
      { path: '/login/:site_domain?', element: <p>login page</p> },
      { path: '/before_room/:site_domain?', element: <p>entry page</p> },
    ],
    { initialEntries: ['/logout'] },
  );
  render(
    <AppProviders parada={parada} i18n={createUiI18n('ca')}>
      <AppPathsProvider paths={paths}>
        <RouterProvider router={router} />
      </AppPathsProvider>
    </AppProviders>,
  );
  return { router, parada };
}

describe('LogoutRoute', () => {
  it('ends the session and lands hotel staff on the login, keeping their site domain', async () => {
    const { router, parada } = logOut({ account_kind: 'hotel_staff' }, 'hotel-arts.example');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/hotel-arts.example');
    expect(selectIsLoggedIn(parada.store.getState())).toBe(false);
  });

  it('lands everyone else on the entry page, without a site domain when none was named', async () => {
    const { router } = logOut({ company: false }, null);
    expect(await screen.findByText('entry page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/before_room');
  });
});
