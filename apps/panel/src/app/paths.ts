import type { RouteName } from '@parada/core';
import { appPaths } from '@parada/ui';

/**
 * Where each of core's route names lives in this app (spec §2). Core, the guards and the
 * menu speak in names; only the app knows paths.
 */
export const PATHS: Readonly<Record<RouteName, string>> = {
  request: '/request',
  hotel_home: '/hotel',
  hotel_pedir_ahora: '/hotel/pedir_ahora',
  hotel_pedir_destino: '/hotel/pedir_destino',
  hotel_pedir_reserva: '/hotel/pedir_reserva',
  hotel_history: '/hotel_history',
  hotel_settings: '/hotel/settings',
  hotel_stays: '/hotel/rooms',
  activate_account: '/activate_account',
  employee_activate: '/employee/activate',
  employee_reset_password: '/employee/reset_password',
  reset_password: '/reset_password',
  employee: '/employee',
  service_type: '/service_type',
  tickets: '/tickets',
  ticket: '/ticket',
  favorite: '/favorite',
  history: '/history',
  panel: '/panel',
  panel_home: '/panel',
  panel_home2: '/panel',
  profile: '/profile',
  renew_privacy: '/renew_privacy',
  help: '/help',
  about: '/about',
  PaymentMethod: '/payment-method',
  bookings: '/Bookings',
  purses: '/purses',
  messages: '/messages',
  hotelcab: '/hotelcab',
  hotelcab_closed: '/hotelcab_closed',
  guest_signup: '/guests/signup',
  before_room: '/before_room',
  club: '/club',
  commerce: '/club/commerce',
  login: '/login',
  register: '/register',
  recover_password: '/recover_password',
  remove_account: '/remove_account',
  undo_contact_change: '/undo_contact_change',
  content: '/content',
  logout: '/logout',
  not_found: '/not_found',
  // The console's screens live in apps/console; the panel has none of them.
  dispatch: '/not_found',
  fare_settings: '/not_found',
  reports: '/not_found',
  phone_booking: '/not_found',
  fleet: '/not_found',
  audit_log: '/not_found',
  accounts: '/not_found',
  brand: '/not_found',
  support: '/not_found',
};

/** The panel shows every route name, so nothing falls back (not_found, were one to). */
export const panelPaths = appPaths(PATHS, 'not_found');

export const { pathOf, hrefOf } = panelPaths;
