import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteName } from '@parada/core';
import { AppRoot, LogoutRoute, PageBoundary, lazyWithReload, type FirstScreen } from '@parada/ui';
import { Guard } from './guard';
import { PATHS, pathOf } from './paths';
import { Shell } from './shell';
import type { OtherApp } from '../pages/other-app-page';

const LoginPage = lazyWithReload(() => import('../pages/login-page'));
const RequestPage = lazyWithReload(() => import('../pages/request/request-page'));
const PanelHomePage = lazyWithReload(() => import('../pages/services/panel-home-page'));
const BookingsPage = lazyWithReload(() => import('../pages/services/bookings-page'));
const HistoryPage = lazyWithReload(() => import('../pages/services/history-page'));
const FavoritesPage = lazyWithReload(() => import('../pages/account/favorites-page'));
const PaymentMethodPage = lazyWithReload(() => import('../pages/account/payment-method-page'));
const PursesPage = lazyWithReload(() => import('../pages/account/purses-page'));
const EmployeesPage = lazyWithReload(() => import('../pages/company/employees-page'));
const ServiceTypesPage = lazyWithReload(() => import('../pages/company/service-types-page'));
const TicketsPage = lazyWithReload(() => import('../pages/company/tickets-page'));
const TicketPage = lazyWithReload(() => import('../pages/company/ticket-page'));
const MessagesPage = lazyWithReload(() => import('../pages/company/messages-page'));
const RegisterPage = lazyWithReload(() => import('../pages/auth/register-page'));
const RecoverPasswordPage = lazyWithReload(() => import('../pages/auth/recover-password-page'));
const ActivateAccountPage = lazyWithReload(() => import('../pages/auth/activate-account-page'));
const ResetPasswordPage = lazyWithReload(() => import('../pages/auth/reset-password-page'));
const EmployeeActivatePage = lazyWithReload(() => import('../pages/auth/employee-activate-page'));
const EmployeeResetPasswordPage = lazyWithReload(
  () => import('../pages/auth/employee-reset-password-page'),
);
const RemoveAccountPage = lazyWithReload(() => import('../pages/auth/remove-account-page'));
const RenewPrivacyPage = lazyWithReload(() => import('../pages/auth/renew-privacy-page'));
const ProfilePage = lazyWithReload(() => import('../pages/auth/profile-page'));
const ContentPage = lazyWithReload(() => import('../pages/auth/content-page'));
const HelpPage = lazyWithReload(() => import('../pages/auth/help-page'));
const AboutPage = lazyWithReload(() => import('../pages/auth/about-page'));
const EntryPage = lazyWithReload(() => import('../pages/entry/entry-page'));
const OtherAppPage = lazyWithReload(() => import('../pages/other-app-page'));
const NotFoundRoute = lazyWithReload(() => import('../pages/not-found-route'));

const page = (route: RouteName, element: ReactNode): ReactNode => (
  <Guard route={route}>
    <PageBoundary>{element}</PageBoundary>
  </Guard>
);

/**
 * Routes of spec §2 that the hotel or guest app shows (docs/decisions.md, panel): here
 * they say so, behind the same guard, so the access rules still hold for them.
 */
const elsewhere = (app: OtherApp) => (route: RouteName) => <OtherAppPage route={route} app={app} />;
const hotelApp = elsewhere('hotel');
const guestApp = elsewhere('guest');

/** Paths of spec §2 with the optional parameters they carry. */
const ROUTES: readonly {
  path: string;
  route: RouteName;
  element: (route: RouteName) => ReactNode;
}[] = [
  { path: '/request', route: 'request', element: () => <RequestPage /> },
  { path: '/hotel', route: 'hotel_home', element: hotelApp },
  { path: '/hotel/pedir_ahora', route: 'hotel_pedir_ahora', element: hotelApp },
  { path: '/hotel/pedir_destino', route: 'hotel_pedir_destino', element: hotelApp },
  { path: '/hotel/pedir_reserva', route: 'hotel_pedir_reserva', element: hotelApp },
  { path: '/hotel_history', route: 'hotel_history', element: hotelApp },
  { path: '/hotel/settings', route: 'hotel_settings', element: hotelApp },
  { path: '/hotel/rooms', route: 'hotel_stays', element: hotelApp },
  {
    path: '/activate_account/:phone?/:code?',
    route: 'activate_account',
    element: () => <ActivateAccountPage />,
  },
  {
    path: '/employee/activate/:email?/:code?',
    route: 'employee_activate',
    element: () => <EmployeeActivatePage />,
  },
  {
    path: '/employee/reset_password/:token?',
    route: 'employee_reset_password',
    element: () => <EmployeeResetPasswordPage />,
  },
  {
    path: '/reset_password/:code?/:site_domain?',
    route: 'reset_password',
    element: () => <ResetPasswordPage />,
  },
  { path: '/employee', route: 'employee', element: () => <EmployeesPage /> },
  { path: '/service_type', route: 'service_type', element: () => <ServiceTypesPage /> },
  { path: '/tickets/:site_domain?', route: 'tickets', element: () => <TicketsPage /> },
  { path: '/ticket/:id/:site_domain?', route: 'ticket', element: () => <TicketPage /> },
  { path: '/favorite', route: 'favorite', element: () => <FavoritesPage /> },
  { path: '/history/:permalink?', route: 'history', element: () => <HistoryPage /> },
  { path: '/panel', route: 'panel_home', element: () => <PanelHomePage /> },
  { path: '/profile', route: 'profile', element: () => <ProfilePage /> },
  { path: '/renew_privacy', route: 'renew_privacy', element: () => <RenewPrivacyPage /> },
  { path: '/help', route: 'help', element: () => <HelpPage /> },
  { path: '/about', route: 'about', element: () => <AboutPage /> },
  { path: PATHS.PaymentMethod, route: 'PaymentMethod', element: () => <PaymentMethodPage /> },
  { path: PATHS.bookings, route: 'bookings', element: () => <BookingsPage /> },
  { path: '/purses', route: 'purses', element: () => <PursesPage /> },
  { path: '/messages', route: 'messages', element: () => <MessagesPage /> },
  { path: '/hotelcab', route: 'hotelcab', element: hotelApp },
  { path: '/hotelcab_closed', route: 'hotelcab_closed', element: hotelApp },
  { path: '/guests/signup', route: 'guest_signup', element: guestApp },
  { path: '/before_room/:site_domain?', route: 'before_room', element: () => <EntryPage /> },
  { path: '/club', route: 'club', element: guestApp },
  { path: '/club/commerce/:id?', route: 'commerce', element: guestApp },
  // The site domain as in the hotel and guest apps: log-out keeps it (core's withSiteDomain).
  { path: '/login/:site_domain?', route: 'login', element: () => <LoginPage /> },
  { path: '/register', route: 'register', element: () => <RegisterPage /> },
  { path: '/recover_password', route: 'recover_password', element: () => <RecoverPasswordPage /> },
  { path: '/remove_account/:code?', route: 'remove_account', element: () => <RemoveAccountPage /> },
  {
    path: '/content/:content_key?/:site_domain?',
    route: 'content',
    element: () => <ContentPage />,
  },
  { path: '/logout', route: 'logout', element: () => <LogoutRoute pathOf={pathOf} /> },
  { path: '/not_found', route: 'not_found', element: () => <NotFoundRoute /> },
];

/** The screens the build prerenders (#16): the login and the room card's entry. */
export const FIRST_SCREENS: readonly FirstScreen[] = [
  { name: 'login', path: '/login', url: '/login', page: LoginPage },
  { name: 'before_room', path: '/before_room/:site_domain?', url: '/before_room', page: EntryPage },
];

export const panelRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <Shell />,
        children: [
          // '/' is the request home (spec §2).
          { index: true, element: <Navigate to={PATHS.request} replace /> },
          ...ROUTES.map(({ path, route, element }) => ({
            path,
            element: page(route, element(route)),
          })),
          { path: '*', element: <Navigate to={PATHS.not_found} replace /> },
        ],
      },
    ],
  },
];
