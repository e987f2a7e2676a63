import { createParadaApp, lazyWithReload, type AppRoute } from '@parada/ui';
import { loadHotelI18n } from '../i18n/hotel-i18n';
import { KioskLockGuard } from '../pages/kiosk-lock';
import { HotelShell } from './hotel-shell';
import { HOTEL_PATHS, hotelPaths, pathOf } from './paths';

const LoginPage = lazyWithReload(() => import('../pages/login-page'));
const HotelHomePage = lazyWithReload(() => import('../pages/hotel-home-page'));
const HistoryPage = lazyWithReload(() => import('../pages/history-page'));
const KioskPage = lazyWithReload(() => import('../pages/kiosk-page'));
const ClosedPage = lazyWithReload(() => import('../pages/closed-page'));
const QrCardsPage = lazyWithReload(() => import('../pages/qr-cards-page'));
const HotelSettingsPage = lazyWithReload(() => import('../pages/hotel-settings-page'));
const StaysPage = lazyWithReload(() => import('../pages/stays-page'));
const StaffProfilePage = lazyWithReload(() => import('../pages/staff-profile-page'));

/**
 * The hotel app's own routes (spec §2 hotel pages); sub-pages are guarded as
 * hotel_home. The staff's login is the hotel's own (its name and logo, no sign-up); the
 * content, log-out and not-found screens are ui's shared ones.
 */
const ROUTES: readonly AppRoute[] = [
  { path: '/login/:site_domain?', route: 'login', element: <LoginPage /> },
  { path: '/hotelcab', route: 'hotelcab', element: <KioskPage /> },
  { path: '/hotelcab_closed', route: 'hotelcab_closed', element: <ClosedPage /> },
  {
    path: '/hotel_history',
    route: 'hotel_history',
    element: (
      <KioskLockGuard>
        <HistoryPage />
      </KioskLockGuard>
    ),
  },
  { path: '/hotel', route: 'hotel_home', element: <HotelHomePage variant="home" /> },
  {
    path: '/hotel/pedir_ahora',
    route: 'hotel_pedir_ahora',
    element: <HotelHomePage variant="now" />,
  },
  {
    path: '/hotel/pedir_destino',
    route: 'hotel_pedir_destino',
    element: <HotelHomePage variant="destination" />,
  },
  {
    path: '/hotel/pedir_reserva',
    route: 'hotel_pedir_reserva',
    element: <HotelHomePage variant="later" />,
  },
  { path: HOTEL_PATHS.qrCards, route: 'hotel_home', element: <QrCardsPage /> },
  { path: pathOf('hotel_settings'), route: 'hotel_settings', element: <HotelSettingsPage /> },
  { path: pathOf('hotel_stays'), route: 'hotel_stays', element: <StaysPage /> },
  { path: pathOf('profile'), route: 'profile', element: <StaffProfilePage /> },
];

export const hotelApp = createParadaApp({
  paths: hotelPaths,
  home: 'hotel_home',
  routes: ROUTES,
  Shell: HotelShell,
  // Full-screen pages without the hotel frame: the login, the lobby kiosk, the history.
  fullScreen: ['login', 'hotelcab', 'hotelcab_closed', 'hotel_history', 'logout'],
  // The screen the build prerenders: the staff's login.
  firstScreens: [{ name: 'login', path: '/login/:site_domain?', url: '/login', page: LoginPage }],
  i18n: loadHotelI18n,
});
