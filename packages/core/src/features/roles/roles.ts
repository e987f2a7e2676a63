/**
 * Roles and the routes each may reach (spec §6), and the guard every navigation runs
 * (spec §2). The server uses the same lists for the permissions it hands out.
 */
import { type RouteName, routeAccess } from './routes';

export const ROLES = [
  'visitor',
  'client',
  'company',
  'company_panel',
  'employee',
  'employee_panel',
  'hotel_staff',
  'operator',
] as const;

export type Role = (typeof ROLES)[number];

/** Kinds of account the server knows beyond what the flags of spec §3 say. */
export type AccountKind = 'hotel_staff' | 'operator';

/** The user fields a role is read from (spec §3); wire users carry more. */
export interface RoleSource {
  company?: boolean | null;
  /** The employee marker. */
  is_employee?: boolean | null;
  /** The employee object; present only on employee accounts. */
  employee?: unknown;
  panel?: boolean | null;
  /** Set by the server for hotel staff and operators; absent for everyone else. */
  account_kind?: AccountKind | null;
}

/**
 * Spec §6: employee when the employee marker is set; company when the company flag is
 * set without it; client otherwise. Company and employee split by the panel flag.
 */
export const roleOf = (user: RoleSource | null | undefined): Role => {
  if (!user) return 'visitor';
  if (user.account_kind === 'operator') return 'operator';
  if (user.account_kind === 'hotel_staff') return 'hotel_staff';
  if (user.is_employee || user.employee != null) return user.panel ? 'employee_panel' : 'employee';
  if (user.company) return user.panel ? 'company_panel' : 'company';
  return 'client';
};

const COMPANY_PANEL_ROUTES = [
  'panel_home',
  'panel_home2',
  'hotel_history',
  'hotel_home',
  'request',
  'service_type',
  'panel',
  'bookings',
  'history',
  'favorite',
  'PaymentMethod',
  'employee',
  'messages',
  'tickets',
  'ticket',
  'profile',
  'purses',
  'content',
  'hotelcab',
  'hotelcab_closed',
  'renew_privacy',
] as const satisfies readonly RouteName[];

const COMPANY_HOTEL_ONLY: readonly RouteName[] = [
  'hotel_history',
  'hotel_home',
  'hotelcab',
  'hotelcab_closed',
];

const EMPLOYEE_PANEL_ROUTES = [
  'panel_home',
  'panel_home2',
  'request',
  'panel',
  'bookings',
  'history',
  'favorite',
  'purses',
  'content',
  'hotel_home',
  'renew_privacy',
] as const satisfies readonly RouteName[];

/** The allowed route names of each role: spec §6 verbatim for the first five. */
export const ALLOWED_ROUTES: Readonly<Record<Role, readonly RouteName[]>> = {
  visitor: [],
  company_panel: COMPANY_PANEL_ROUTES,
  company: COMPANY_PANEL_ROUTES.filter((route) => !COMPANY_HOTEL_ONLY.includes(route)),
  employee_panel: EMPLOYEE_PANEL_ROUTES,
  employee: EMPLOYEE_PANEL_ROUTES.filter((route) => route !== 'hotel_home'),
  client: [
    'panel_home',
    'panel_home2',
    'request',
    'panel',
    'bookings',
    'history',
    'favorite',
    'PaymentMethod',
    'messages',
    'tickets',
    'ticket',
    'profile',
    'purses',
    'content',
    'login',
    'register',
    'renew_privacy',
  ],
  // Hotel staff work the hotel kiosk only: ride variants, history and the hotel taxi.
  hotel_staff: [
    'hotel_home',
    'hotel_history',
    'hotel_stays',
    'hotelcab',
    'hotelcab_closed',
    'profile',
    'content',
    'renew_privacy',
  ],
  // Operators work through /api/admin; in the panel they follow services and answer
  // tickets and messages, but book nothing and manage no one.
  operator: [
    'dispatch',
    'phone_booking',
    'fleet',
    'audit_log',
    'accounts',
    'brand',
    'support',
    'fare_settings',
    'reports',
    'panel_home',
    'panel_home2',
    'panel',
    'history',
    'tickets',
    'ticket',
    'messages',
    'profile',
    'content',
    'renew_privacy',
  ],
};

/**
 * Sub-pages guarded as the page they belong to: the hotel ride variants are steps of
 * hotel_home, a commerce is a page of the club.
 */
const GUARDED_AS: Partial<Record<RouteName, RouteName>> = {
  hotel_pedir_ahora: 'hotel_home',
  hotel_pedir_destino: 'hotel_home',
  hotel_pedir_reserva: 'hotel_home',
  hotel_settings: 'hotel_home',
  commerce: 'club',
};

/** The route name a route is guarded (and permitted) as. */
export const guardedName = (route: RouteName): RouteName => GUARDED_AS[route] ?? route;

/** Whether a logged-in role may open a private route; public routes are open to all. */
export const canReach = (role: Role, route: RouteName): boolean => {
  const name = guardedName(route);
  const access = routeAccess(name);
  if (access === 'public') return true;
  if (access === 'guest_only') return role === 'visitor';
  return ALLOWED_ROUTES[role].includes(name);
};

/**
 * Where "home" is: panel_home for a logged-in user (spec §2), the hotel home for hotel
 * staff, the entry page for a visitor (where the guard sends one from a private route).
 */
export const homeRouteOf = (role: Role): RouteName => {
  if (role === 'visitor') return 'before_room';
  return role === 'hotel_staff' ? 'hotel_home' : 'panel_home';
};

/**
 * Where log-out lands (spec §2): hotel users go to login, everyone else to before_room.
 */
export const logoutRouteOf = (role: Role): RouteName =>
  role === 'hotel_staff' ? 'login' : 'before_room';

/**
 * The landing's path with the site domain the visitor came through (stored when a
 * `{site_domain?}` route named it), so a grouping reached by its domain keeps its
 * branding after log-out.
 */
export const withSiteDomain = (path: string, siteDomain: string | null): string =>
  siteDomain ? `${path}/${encodeURIComponent(siteDomain)}` : path;

/** The hotel layout hides its history button from employees (spec §2). */
export const showsHotelHistoryButton = (role: Role): boolean =>
  role !== 'employee' && role !== 'employee_panel' && canReach(role, 'hotel_history');

export type GuardDecision = { allow: true } | { allow: false; redirectTo: RouteName };

export interface GuardInput {
  route: RouteName;
  role: Role;
  /** The route's query; only its token is read. */
  query?: Readonly<Record<string, unknown>> | null;
  /** The user's renew_privacy flag: new privacy terms to accept before anything else. */
  renewPrivacy?: boolean | null;
}

const ALLOW: GuardDecision = { allow: true };
const redirect = (redirectTo: RouteName): GuardDecision => ({ allow: false, redirectTo });

/**
 * The check every route runs (spec §2), in order:
 * 1. /history with a token query is a shared trip link: no check at all.
 * 2. Guest-only routes send a logged-in user home (panel_home).
 * 3. Public routes are open.
 * 4. A visitor on any other route goes to before_room.
 * 5. A user who must renew privacy is held on renew_privacy.
 * 6. A route outside the role's list goes to not_found.
 */
export const guardRoute = ({ route, role, query, renewPrivacy }: GuardInput): GuardDecision => {
  const token = query?.['token'];
  if (route === 'history' && typeof token === 'string' && token.trim() !== '') return ALLOW;
  const access = routeAccess(guardedName(route));
  if (access === 'guest_only') return role === 'visitor' ? ALLOW : redirect(homeRouteOf(role));
  if (access === 'public') return ALLOW;
  if (role === 'visitor') return redirect(homeRouteOf(role));
  if (renewPrivacy && route !== 'renew_privacy') return redirect('renew_privacy');
  return canReach(role, route) ? ALLOW : redirect('not_found');
};
