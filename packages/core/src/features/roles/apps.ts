/**
 * Which of the three apps shows each route's screen. The panel is the booking app; the
 * hotel app holds reception's screens and the guest app the room guest's. A route an app
 * does not hold is, on that app's domain, at most a page saying where it lives: no menu
 * leads there.
 */
import { ROUTE_NAMES, type RouteName } from './routes';

export const APP_NAMES = ['panel', 'hotel', 'guest'] as const;

export type AppName = (typeof APP_NAMES)[number];

const HOTEL_SCREENS = [
  'hotel_home',
  'hotel_pedir_ahora',
  'hotel_pedir_destino',
  'hotel_pedir_reserva',
  'hotel_history',
  'hotel_settings',
  'hotel_stays',
  'hotelcab',
  'hotelcab_closed',
] as const satisfies readonly RouteName[];

const GUEST_SCREENS = ['guest_signup', 'club', 'commerce'] as const satisfies readonly RouteName[];

const elsewhere: readonly RouteName[] = [...HOTEL_SCREENS, ...GUEST_SCREENS];

/** The routes each app has a screen for. */
export const APP_SCREENS: Readonly<Record<AppName, readonly RouteName[]>> = {
  panel: ROUTE_NAMES.filter((route) => !elsewhere.includes(route)),
  hotel: [
    ...HOTEL_SCREENS,
    'profile',
    'login',
    'before_room',
    'content',
    'renew_privacy',
    'logout',
    'not_found',
  ],
  guest: [
    ...GUEST_SCREENS,
    'before_room',
    'request',
    'panel_home',
    'panel_home2',
    'login',
    'register',
    'activate_account',
    'content',
    'renew_privacy',
    'logout',
    'not_found',
  ],
};

export const hasScreen = (app: AppName, route: RouteName): boolean =>
  APP_SCREENS[app].includes(route);
