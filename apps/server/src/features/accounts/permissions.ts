import { ALLOWED_ROUTES, roleOf, type Role, type RouteName } from '@parada/core';
import type { AuthUser } from './auth-user';

/** core's role of an account row: the same flags the apps read from the wire user. */
export const roleOfUser = (user: AuthUser): Role =>
  roleOf({
    company: user.kind === 'company',
    is_employee: user.kind === 'employee',
    panel: user.panel,
    account_kind: user.kind === 'hotel_staff' || user.kind === 'operator' ? user.kind : null,
  });

/** The route names (spec §6) the user's role may open: core's table, so menus and server agree. */
export const routeNamesOf = (user: AuthUser): string[] => [...ALLOWED_ROUTES[roleOfUser(user)]];

export const mayOpen = (user: AuthUser, route: RouteName): boolean =>
  ALLOWED_ROUTES[roleOfUser(user)].includes(route);
