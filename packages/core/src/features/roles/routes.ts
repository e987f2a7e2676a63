/**
 * Every route name of spec §2, with how the guard treats a visitor on it. The apps map
 * names to paths; rules, menus and the server speak in names only.
 */

export const ROUTE_NAMES = [
  'request',
  'hotel_home',
  'hotel_pedir_ahora',
  'hotel_pedir_destino',
  'hotel_pedir_reserva',
  'hotel_history',
  // Not in spec §2: the hotel's own settings, a page of hotel_home.
  'hotel_settings',
  // Not in spec §2 either: the hotel's stays on the room account, for its staff only.
  'hotel_stays',
  'activate_account',
  'employee_activate',
  'employee_reset_password',
  'reset_password',
  'employee',
  'service_type',
  'tickets',
  'ticket',
  'favorite',
  'history',
  'panel',
  'panel_home',
  'panel_home2',
  'profile',
  'renew_privacy',
  'help',
  'about',
  'PaymentMethod',
  'bookings',
  'purses',
  'messages',
  'hotelcab',
  'hotelcab_closed',
  'guest_signup',
  'before_room',
  'club',
  'commerce',
  'login',
  'register',
  'recover_password',
  'remove_account',
  'undo_contact_change',
  'content',
  'logout',
  'not_found',
  // The operator's console (apps/console): the live board, phone bookings, fleet, audit log.
  'dispatch',
  'phone_booking',
  'fleet',
  'audit_log',
  // The console's accounts: clients, companies, hotels and club commerces.
  'accounts',
  // The console's back office: the operator's brand and domains, and support.
  'brand',
  'support',
  'fare_settings',
  'reports',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

export const isRouteName = (value: unknown): value is RouteName =>
  typeof value === 'string' && (ROUTE_NAMES as readonly string[]).includes(value);

/**
 * - guest_only: sign-in and sign-up flows; a logged-in user is sent to their home.
 * - public: readable by anyone, logged in or not (content, club, the 404, links that
 *   arrive by email such as account removal).
 * - private: needs a session and the route in the role's list.
 */
export type RouteAccess = 'guest_only' | 'public' | 'private';

const GUEST_ONLY_ROUTES: readonly RouteName[] = [
  'login',
  'register',
  'recover_password',
  'before_room',
  'activate_account',
  'employee_activate',
  'employee_reset_password',
  'reset_password',
  'guest_signup',
];

const PUBLIC_ROUTES: readonly RouteName[] = [
  'help',
  'about',
  'content',
  'club',
  'commerce',
  'remove_account',
  'undo_contact_change',
  'logout',
  'not_found',
];

export const routeAccess = (route: RouteName): RouteAccess =>
  GUEST_ONLY_ROUTES.includes(route)
    ? 'guest_only'
    : PUBLIC_ROUTES.includes(route)
      ? 'public'
      : 'private';

/** content_key values of the content route (spec §2). */
export const CONTENT_KEYS = {
  help: 'usuario_info',
  conditions: 'condiciones_generales',
  privacy: 'politica_privacidad',
} as const;

export type ContentKey = (typeof CONTENT_KEYS)[keyof typeof CONTENT_KEYS];
