import { createParadaApp, lazyWithReload, type AppRoute } from '@parada/ui';
import { loadConsoleI18n } from '../i18n/console-i18n';
import { ConsoleShell } from './console-shell';
import { consolePaths } from './paths';

const BoardPage = lazyWithReload(() => import('../pages/board-page'));
const BookingPage = lazyWithReload(() => import('../pages/booking-page'));
const FleetPage = lazyWithReload(() => import('../pages/fleet-page'));
const AuditPage = lazyWithReload(() => import('../pages/audit-page'));
const AccountsPage = lazyWithReload(() => import('../accounts/accounts-page'));
const BrandPage = lazyWithReload(() => import('../back-office/brand-page'));
const SupportPage = lazyWithReload(() => import('../back-office/support-page'));
const FaresPage = lazyWithReload(() => import('../fares/fares-page'));
const ReportsPage = lazyWithReload(() => import('../reports/reports-page'));

/**
 * The console's own routes: the live dispatch board (home), phone bookings, the fleet and
 * the audit log; login, logout and not_found are ui's shared screens.
 */
const ROUTES: readonly AppRoute[] = [
  { path: '/dispatch', route: 'dispatch', element: <BoardPage /> },
  { path: '/booking', route: 'phone_booking', element: <BookingPage /> },
  { path: '/fleet', route: 'fleet', element: <FleetPage /> },
  { path: '/audit', route: 'audit_log', element: <AuditPage /> },
  { path: '/accounts', route: 'accounts', element: <AccountsPage /> },
  { path: '/brand', route: 'brand', element: <BrandPage /> },
  { path: '/support', route: 'support', element: <SupportPage /> },
  { path: '/fares', route: 'fare_settings', element: <FaresPage /> },
  { path: '/reports', route: 'reports', element: <ReportsPage /> },
];

export const consoleApp = createParadaApp({
  paths: consolePaths,
  home: 'dispatch',
  routes: ROUTES,
  Shell: ConsoleShell,
  // Log-out ends any session, an operator's or not, outside the frame that refuses the latter.
  fullScreen: ['logout'],
  firstScreens: [],
  i18n: loadConsoleI18n,
});
