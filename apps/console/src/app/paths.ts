import type { RouteName } from '@parada/core';
import { appPaths } from '@parada/ui';

/**
 * Where core's route names live in the console. An operator's home (panel_home) is the
 * dispatch board; names the console does not show fall back to it.
 */
const PATHS: Partial<Record<RouteName, string>> = {
  dispatch: '/dispatch',
  panel_home: '/dispatch',
  panel_home2: '/dispatch',
  phone_booking: '/booking',
  fleet: '/fleet',
  audit_log: '/audit',
  accounts: '/accounts',
  brand: '/brand',
  support: '/support',
  fare_settings: '/fares',
  reports: '/reports',
  before_room: '/login',
  login: '/login',
  recover_password: '/recover_password',
  reset_password: '/reset_password',
  logout: '/logout',
  not_found: '/not_found',
};

export const consolePaths = appPaths(PATHS, 'dispatch');

export const { pathOf, hasPage, hrefOf } = consolePaths;
