import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteName } from '@parada/core';
import { AppRoot, LogoutRoute, PageBoundary, RouteGuard, lazyWithReload } from '@parada/ui';
import type { FirstScreen } from '@parada/ui';
import { HOTEL_PATHS, pathOf } from './paths';
import { HotelShell } from './hotel-shell';

const LoginPage = lazyWithReload(() => import('../pages/login-page'));
const HotelHomePage = lazyWithReload(() => import('../pages/hotel-home-page'));
const HistoryPage = lazyWithReload(() => import('../pages/history-page'));
const KioskPage = lazyWithReload(() => import('../pages/kiosk-page'));
const ClosedPage = lazyWithReload(() => import('../pages/closed-page'));
const QrCardsPage = lazyWithReload(() => import('../pages/qr-cards-page'));
const HotelSettingsPage = lazyWithReload(() => import('../pages/hotel-settings-page'));
const StaysPage = lazyWithReload(() => import('../pages/stays-page'));
const StaffProfilePage = lazyWithReload(() => import('../pages/staff-profile-page'));
const ContentPage = lazyWithReload(() => import('../pages/content-page'));
const NotFoundPage = lazyWithReload(() => import('../pages/not-found-page'));

const page = (route: RouteName, element: ReactNode): ReactNode => (
  <RouteGuard route={route} pathOf={pathOf}>
    <PageBoundary>{element}</PageBoundary>
  </RouteGuard>
);

/** The screen the build prerenders (#16): the staff's login. */
export const FIRST_SCREENS: readonly FirstScreen[] = [
  { name: 'login', path: '/login/:site_domain?', url: '/login', page: LoginPage },
];

/** The hotel app's routes (spec §2 hotel pages, issue #8); sub-pages are guarded as hotel_home. */
export const hotelRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { index: true, element: <Navigate to={pathOf('hotel_home')} replace /> },
      // Full-screen pages without the hotel frame: the login, the lobby kiosk, the history.
      { path: '/login/:site_domain?', element: page('login', <LoginPage />) },
      { path: '/hotelcab', element: page('hotelcab', <KioskPage />) },
      { path: '/hotelcab_closed', element: page('hotelcab_closed', <ClosedPage />) },
      { path: '/hotel_history', element: page('hotel_history', <HistoryPage />) },
      { path: '/logout', element: page('logout', <LogoutRoute pathOf={pathOf} />) },
      {
        element: <HotelShell />,
        children: [
          { path: '/hotel', element: page('hotel_home', <HotelHomePage variant="home" />) },
          {
            path: '/hotel/pedir_ahora',
            element: page('hotel_pedir_ahora', <HotelHomePage variant="now" />),
          },
          {
            path: '/hotel/pedir_destino',
            element: page('hotel_pedir_destino', <HotelHomePage variant="destination" />),
          },
          {
            path: '/hotel/pedir_reserva',
            element: page('hotel_pedir_reserva', <HotelHomePage variant="later" />),
          },
          { path: HOTEL_PATHS.qrCards, element: page('hotel_home', <QrCardsPage />) },
          {
            path: pathOf('hotel_settings'),
            element: page('hotel_settings', <HotelSettingsPage />),
          },
          { path: pathOf('hotel_stays'), element: page('hotel_stays', <StaysPage />) },
          { path: pathOf('profile'), element: page('profile', <StaffProfilePage />) },
          {
            path: '/content/:content_key?/:site_domain?',
            element: page('content', <ContentPage />),
          },
          { path: '/not_found', element: page('not_found', <NotFoundPage />) },
          { path: '*', element: <Navigate to={pathOf('not_found')} replace /> },
        ],
      },
    ],
  },
];
