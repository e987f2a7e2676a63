import { ROUTE_NAMES, hasScreen, type RouteName } from '@parada/core';
import { createParadaApp, lazyWithReload, sharedScreens, type AppRoute } from '@parada/ui';
import { loadPanelI18n } from '../i18n/panel-i18n';
import type { OtherApp } from '../pages/other-app-page';
import { PATHS, panelPaths } from './paths';
import { Shell } from './shell';

const RequestPage = lazyWithReload(() => import('../pages/request/request-page'));
const PanelHomePage = lazyWithReload(() => import('../pages/rides/panel-home-page'));
const BookingsPage = lazyWithReload(() => import('../pages/rides/bookings-page'));
const HistoryPage = lazyWithReload(() => import('../pages/rides/history-page'));
const FavoritesPage = lazyWithReload(() => import('../pages/account/favorites-page'));
const PaymentMethodPage = lazyWithReload(() => import('../pages/account/payment-method-page'));
const PursesPage = lazyWithReload(() => import('../pages/account/purses-page'));
const EmployeesPage = lazyWithReload(() => import('../pages/company/employees-page'));
const RideTypesPage = lazyWithReload(() => import('../pages/company/ride-types-page'));
const TicketsPage = lazyWithReload(() => import('../pages/company/tickets-page'));
const TicketPage = lazyWithReload(() => import('../pages/company/ticket-page'));
const MessagesPage = lazyWithReload(() => import('../pages/company/messages-page'));
const RecoverPasswordPage = lazyWithReload(() => import('../pages/auth/recover-password-page'));
const ResetPasswordPage = lazyWithReload(() => import('../pages/auth/reset-password-page'));
const EmployeeActivatePage = lazyWithReload(() => import('../pages/auth/employee-activate-page'));
const EmployeeResetPasswordPage = lazyWithReload(
  () => import('../pages/auth/employee-reset-password-page'),
);
const RemoveAccountPage = lazyWithReload(() => import('../pages/account/remove-account-page'));
const UndoContactChangePage = lazyWithReload(
  () => import('../pages/account/undo-contact-change-page'),
);
const ProfilePage = lazyWithReload(() => import('../pages/account/profile-page'));
const HelpPage = lazyWithReload(() => import('../pages/info/help-page'));
const AboutPage = lazyWithReload(() => import('../pages/info/about-page'));
const EntryPage = lazyWithReload(() => import('../pages/entry/entry-page'));
const OtherAppPage = lazyWithReload(() => import('../pages/other-app-page'));

/** Paths of other apps' routes that carry a parameter here. */
const OTHER_APP_PATTERNS: Partial<Record<RouteName, string>> = {
  commerce: '/club/commerce/:id?',
};

/**
 * Routes of spec §2 that the hotel or guest app shows (core's APP_SCREENS): here they say
 * so, behind the same guard, so the access rules still hold for them. No menu item of the
 * panel leads to them.
 */
const ELSEWHERE: readonly AppRoute[] = ROUTE_NAMES.filter(
  (route) => !hasScreen('panel', route),
).map((route) => {
  const app: OtherApp = hasScreen('hotel', route) ? 'hotel' : 'guest';
  return {
    path: OTHER_APP_PATTERNS[route] ?? PATHS[route],
    route,
    element: <OtherAppPage route={route} app={app} />,
  };
});

/**
 * The panel's own paths of spec §2, with the optional parameters they carry; login,
 * register, activate_account, content, logout and not_found are ui's shared screens.
 */
const ROUTES: readonly AppRoute[] = [
  { path: '/request', route: 'request', element: <RequestPage /> },
  {
    path: '/employee/activate/:email?/:code?',
    route: 'employee_activate',
    element: <EmployeeActivatePage />,
  },
  {
    path: '/employee/reset_password/:token?',
    route: 'employee_reset_password',
    element: <EmployeeResetPasswordPage />,
  },
  {
    path: '/reset_password/:code?/:site_domain?',
    route: 'reset_password',
    element: <ResetPasswordPage />,
  },
  { path: '/employee', route: 'employee', element: <EmployeesPage /> },
  { path: '/service_type', route: 'service_type', element: <RideTypesPage /> },
  { path: '/tickets/:site_domain?', route: 'tickets', element: <TicketsPage /> },
  { path: '/ticket/:id/:site_domain?', route: 'ticket', element: <TicketPage /> },
  { path: '/favorite', route: 'favorite', element: <FavoritesPage /> },
  { path: '/history/:permalink?', route: 'history', element: <HistoryPage /> },
  { path: '/panel', route: 'panel_home', element: <PanelHomePage /> },
  { path: '/profile', route: 'profile', element: <ProfilePage /> },
  { path: '/help', route: 'help', element: <HelpPage /> },
  { path: '/about', route: 'about', element: <AboutPage /> },
  { path: PATHS.PaymentMethod, route: 'PaymentMethod', element: <PaymentMethodPage /> },
  { path: PATHS.bookings, route: 'bookings', element: <BookingsPage /> },
  { path: '/purses', route: 'purses', element: <PursesPage /> },
  { path: '/messages', route: 'messages', element: <MessagesPage /> },
  { path: '/before_room/:site_domain?', route: 'before_room', element: <EntryPage /> },
  { path: '/recover_password', route: 'recover_password', element: <RecoverPasswordPage /> },
  { path: '/remove_account/:code?', route: 'remove_account', element: <RemoveAccountPage /> },
  {
    path: '/undo_contact_change/:code?',
    route: 'undo_contact_change',
    element: <UndoContactChangePage />,
  },
  ...ELSEWHERE,
];

/** The panel (spec §2): every page in its frame; '/' is the request home. */
export const panelApp = createParadaApp({
  paths: panelPaths,
  home: 'request',
  routes: ROUTES,
  Shell,
  // The screens the build prerenders: the login and the room card's entry.
  firstScreens: [
    { name: 'login', path: '/login', url: '/login', page: sharedScreens.login },
    {
      name: 'before_room',
      path: '/before_room/:site_domain?',
      url: '/before_room',
      page: EntryPage,
    },
  ],
  i18n: loadPanelI18n,
});
