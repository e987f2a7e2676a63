import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Center, Spinner } from '@chakra-ui/react';
import type { RouteName } from '@parada/core';
import { Guard } from './guard';
import { lazyWithReload } from './lazy-with-reload';
import { PATHS } from './paths';
import { Root } from './root';
import { Shell } from './shell';

const LoginPage = lazyWithReload(() => import('../pages/login-page'));
const HomePage = lazyWithReload(() => import('../pages/home-page'));
const PlaceholderPage = lazyWithReload(() => import('../pages/placeholder-page'));
const LogoutRoute = lazyWithReload(() => import('../pages/logout-route'));
const NotFoundRoute = lazyWithReload(() => import('../pages/not-found-route'));

const fallback = (
  <Center minH="50vh">
    <Spinner size="lg" />
  </Center>
);

const page = (route: RouteName, element: ReactNode): ReactNode => (
  <Guard route={route}>
    <Suspense fallback={fallback}>{element}</Suspense>
  </Guard>
);

const placeholder = (route: RouteName) => page(route, <PlaceholderPage route={route} />);

/**
 * Paths of spec §2 with the optional parameters they carry. Routes without a screen yet
 * render a placeholder behind the same guard, so the access rules already hold for them.
 */
const ROUTES: readonly { path: string; route: RouteName; element?: () => ReactNode }[] = [
  { path: '/request', route: 'request' },
  { path: '/hotel', route: 'hotel_home' },
  { path: '/hotel/pedir_ahora', route: 'hotel_pedir_ahora' },
  { path: '/hotel/pedir_destino', route: 'hotel_pedir_destino' },
  { path: '/hotel/pedir_reserva', route: 'hotel_pedir_reserva' },
  { path: '/hotel_history', route: 'hotel_history' },
  { path: '/activate_account/:phone?/:code?', route: 'activate_account' },
  { path: '/employee/activate/:email?/:code?', route: 'employee_activate' },
  { path: '/employee/reset_password/:token?', route: 'employee_reset_password' },
  { path: '/reset_password/:code?/:site_domain?', route: 'reset_password' },
  { path: '/employee', route: 'employee' },
  { path: '/service_type', route: 'service_type' },
  { path: '/tickets/:site_domain?', route: 'tickets' },
  { path: '/ticket/:id/:site_domain?', route: 'ticket' },
  { path: '/favorite', route: 'favorite' },
  { path: '/history/:permalink?', route: 'history' },
  { path: '/panel', route: 'panel_home', element: () => <HomePage /> },
  { path: '/profile', route: 'profile' },
  { path: '/renew_privacy', route: 'renew_privacy' },
  { path: '/help', route: 'help' },
  { path: '/about', route: 'about' },
  { path: PATHS.PaymentMethod, route: 'PaymentMethod' },
  { path: PATHS.bookings, route: 'bookings' },
  { path: '/purses', route: 'purses' },
  { path: '/messages', route: 'messages' },
  { path: '/hotelcab', route: 'hotelcab' },
  { path: '/hotelcab_closed', route: 'hotelcab_closed' },
  { path: '/guests/signup', route: 'guest_signup' },
  // The entry page is the login form until its own screen exists.
  { path: '/before_room/:site_domain?', route: 'before_room', element: () => <LoginPage /> },
  { path: '/club', route: 'club' },
  { path: '/club/commerce/:id?', route: 'commerce' },
  { path: '/login', route: 'login', element: () => <LoginPage /> },
  { path: '/register', route: 'register' },
  { path: '/recover_password', route: 'recover_password' },
  { path: '/remove_account/:code?', route: 'remove_account' },
  { path: '/content/:content_key?/:site_domain?', route: 'content' },
  { path: '/logout', route: 'logout', element: () => <LogoutRoute /> },
  { path: '/not_found', route: 'not_found', element: () => <NotFoundRoute /> },
];

export const panelRoutes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <Shell />,
        children: [
          // '/' is the request home (spec §2).
          { index: true, element: <Navigate to={PATHS.request} replace /> },
          ...ROUTES.map(({ path, route, element }) => ({
            path,
            element: element ? page(route, element()) : placeholder(route),
          })),
          { path: '*', element: <Navigate to={PATHS.not_found} replace /> },
        ],
      },
    ],
  },
];

export const createPanelRouter = () => createBrowserRouter(panelRoutes);
