import type { RouteName } from '@parada/core';
import { appPaths } from '@parada/ui';

/**
 * Where core's route names live in the guest app. A guest's home is the ride page (the
 * guest-only guard sends a signed-in guest to panel_home, which is that page here).
 */
const PATHS: Partial<Record<RouteName, string>> = {
  before_room: '/before_room',
  guest_signup: '/guests/signup',
  request: '/ride',
  panel_home: '/ride',
  panel_home2: '/ride',
  club: '/club',
  commerce: '/club/commerce',
  login: '/login',
  register: '/register',
  activate_account: '/activate_account',
  content: '/content',
  renew_privacy: '/renew_privacy',
  logout: '/logout',
  not_found: '/not_found',
};

/** Names the guest app does not show fall back to the entry page. */
export const guestPaths = appPaths(PATHS, 'before_room');

export const { pathOf, hasPage, hrefOf } = guestPaths;
