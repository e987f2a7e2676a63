import type { MenuItem } from '@parada/core';

/** The panel's paths for menu items, as an app would map route names (spec §2 table). */
const PATHS: Record<string, string> = {
  request: '/request',
  panel_home: '/panel_home',
  hotel_home: '/hotel',
  panel: '/panel',
  bookings: '/Bookings',
  history: '/history',
  favorite: '/favorite',
  PaymentMethod: '/payment-method',
  employee: '/employee',
  tickets: '/tickets',
  profile: '/profile',
  login: '/login',
  register: '/register',
  logout: '/logout',
};

export const hrefOf = (item: MenuItem): string =>
  item.params ? `/content/${item.params.content_key}` : (PATHS[item.route] ?? '/not_found');
