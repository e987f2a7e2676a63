import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteName } from '@parada/core';
import { AppRoot, LogoutRoute, PageBoundary, RouteGuard, lazyWithReload } from '@parada/ui';
import type { FirstScreen } from '@parada/ui';
import { GuestShell } from './guest-shell';
import { pathOf } from './paths';

const EntryPage = lazyWithReload(() => import('../pages/entry-page'));
const GuestSignupPage = lazyWithReload(() => import('../pages/guest-signup-page'));
const RidePage = lazyWithReload(() => import('../pages/ride-page'));
const ClubPage = lazyWithReload(() => import('../pages/club-page'));
const CommercePage = lazyWithReload(() => import('../pages/commerce-page'));
const LoginPage = lazyWithReload(() => import('../pages/login-page'));
const RegisterPage = lazyWithReload(() => import('../pages/register-page'));
const ActivateAccountPage = lazyWithReload(() => import('../pages/activate-account-page'));
const ContentPage = lazyWithReload(() => import('../pages/content-page'));
const NotFoundPage = lazyWithReload(() => import('../pages/not-found-page'));

const page = (route: RouteName, element: ReactNode): ReactNode => (
  <RouteGuard route={route} pathOf={pathOf}>
    <PageBoundary>{element}</PageBoundary>
  </RouteGuard>
);

/**
 * The screens the build prerenders (#16): the entry, and the room card's sign-up as its
 * QR opens it (a hotel's token, and the room), drawn with the card's hotel and room, which
 * the server checks and fills for each visit (a card that is not valid gets the app).
 */
export const FIRST_SCREENS: readonly FirstScreen[] = [
  { name: 'before_room', path: '/before_room/:site_domain?', url: '/before_room', page: EntryPage },
  {
    name: 'guest_signup',
    path: '/guests/signup',
    url: '/guests/signup',
    page: GuestSignupPage,
    query: ['token'],
    roomCard: true,
  },
];

/** The guest app's routes (spec §2 entry, guest signup, club; issue #8). */
export const guestRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <GuestShell />,
        children: [
          { index: true, element: <Navigate to={pathOf('before_room')} replace /> },
          { path: '/before_room/:site_domain?', element: page('before_room', <EntryPage />) },
          { path: '/guests/signup', element: page('guest_signup', <GuestSignupPage />) },
          { path: '/ride', element: page('request', <RidePage />) },
          { path: '/club', element: page('club', <ClubPage />) },
          { path: '/club/commerce/:id', element: page('commerce', <CommercePage />) },
          { path: '/login/:site_domain?', element: page('login', <LoginPage />) },
          { path: '/register', element: page('register', <RegisterPage />) },
          {
            path: '/activate_account/:phone?/:code?',
            element: page('activate_account', <ActivateAccountPage />),
          },
          {
            path: '/content/:content_key?/:site_domain?',
            element: page('content', <ContentPage />),
          },
          { path: '/logout', element: page('logout', <LogoutRoute pathOf={pathOf} />) },
          { path: '/not_found', element: page('not_found', <NotFoundPage />) },
          { path: '*', element: <Navigate to={pathOf('not_found')} replace /> },
        ],
      },
    ],
  },
];
