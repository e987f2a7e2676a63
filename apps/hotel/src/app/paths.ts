import type { RouteName } from '@parada/core';
import { appPaths } from '@parada/ui';

/** The hotel app's own pages besides core's route names. */
export const HOTEL_PATHS = {
  qrCards: '/hotel/qr',
} as const;

/**
 * Where core's route names live in the hotel app. A visitor's entry page is the staff
 * login here; names the hotel app does not show fall back to the hotel home.
 */
const PATHS: Partial<Record<RouteName, string>> = {
  hotel_home: '/hotel',
  hotel_pedir_ahora: '/hotel/pedir_ahora',
  hotel_pedir_destino: '/hotel/pedir_destino',
  hotel_pedir_reserva: '/hotel/pedir_reserva',
  hotel_history: '/hotel_history',
  hotel_settings: '/hotel/settings',
  hotel_stays: '/hotel/rooms',
  profile: '/profile',
  hotelcab: '/hotelcab',
  hotelcab_closed: '/hotelcab_closed',
  login: '/login',
  before_room: '/login',
  content: '/content',
  renew_privacy: '/renew_privacy',
  logout: '/logout',
  not_found: '/not_found',
};

/** Names the hotel app does not show fall back to the hotel home. */
export const hotelPaths = appPaths(PATHS, 'hotel_home');

export const { pathOf, hasPage, hrefOf } = hotelPaths;
