import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ROUTES,
  ROLES,
  canReach,
  guardRoute,
  homeRouteOf,
  logoutRouteOf,
  withSiteDomain,
  roleOf,
  showsHotelHistoryButton,
} from './roles';
import { ROUTE_NAMES, isRouteName, routeAccess } from './routes';

describe('roleOf', () => {
  it('is visitor without a user', () => {
    expect(roleOf(null)).toBe('visitor');
    expect(roleOf(undefined)).toBe('visitor');
  });

  it('is client when neither employee nor company', () => {
    expect(roleOf({ company: false, is_employee: false, panel: true })).toBe('client');
    expect(roleOf({})).toBe('client');
  });

  it('splits company by the panel flag', () => {
    expect(roleOf({ company: true, panel: true })).toBe('company_panel');
    expect(roleOf({ company: true, panel: false })).toBe('company');
  });

  it('reads employee from the marker or the employee object, before the company flag', () => {
    expect(roleOf({ is_employee: true, panel: true })).toBe('employee_panel');
    expect(roleOf({ employee: { name: 'Joan' } })).toBe('employee');
    expect(roleOf({ company: true, is_employee: true })).toBe('employee');
  });

  it('takes hotel staff and operators from the server kind', () => {
    expect(roleOf({ account_kind: 'hotel_staff', company: true })).toBe('hotel_staff');
    expect(roleOf({ account_kind: 'operator' })).toBe('operator');
  });
});

describe('allowedRoutes', () => {
  const sorted = (routes: readonly string[]) => [...routes].sort();

  it('gives company with panel the list of spec §6', () => {
    expect(sorted(ALLOWED_ROUTES.company_panel)).toEqual(
      sorted(
        'panel_home, panel_home2, hotel_history, hotel_home, request, service_type, panel, bookings, history, favorite, PaymentMethod, employee, messages, tickets, ticket, profile, purses, content, hotelcab, hotelcab_closed, renew_privacy'.split(
          ', ',
        ),
      ),
    );
  });

  it('company without panel cannot reach hotel_home', () => {
    expect(ALLOWED_ROUTES.company).not.toContain('hotel_home');
    expect(sorted(ALLOWED_ROUTES.company)).toEqual(
      sorted(
        ALLOWED_ROUTES.company_panel.filter(
          (route) =>
            !['hotel_history', 'hotel_home', 'hotelcab', 'hotelcab_closed'].includes(route),
        ),
      ),
    );
    expect(canReach('company', 'hotel_home')).toBe(false);
    expect(canReach('company', 'hotel_pedir_ahora')).toBe(false);
  });

  it('gives employee with panel the list of spec §6, and without panel no hotel_home', () => {
    expect(sorted(ALLOWED_ROUTES.employee_panel)).toEqual(
      sorted(
        'panel_home, panel_home2, request, panel, bookings, history, favorite, purses, content, hotel_home, renew_privacy'.split(
          ', ',
        ),
      ),
    );
    expect(sorted(ALLOWED_ROUTES.employee)).toEqual(
      sorted(ALLOWED_ROUTES.employee_panel.filter((route) => route !== 'hotel_home')),
    );
  });

  it('gives client the list of spec §6', () => {
    expect(sorted(ALLOWED_ROUTES.client)).toEqual(
      sorted(
        'panel_home, panel_home2, request, panel, bookings, history, favorite, PaymentMethod, messages, tickets, ticket, profile, purses, content, login, register, renew_privacy'.split(
          ', ',
        ),
      ),
    );
  });

  it('names only routes that exist', () => {
    for (const role of ROLES)
      for (const route of ALLOWED_ROUTES[role]) expect(isRouteName(route)).toBe(true);
  });

  it('employees manage no employees and pay with no method of their own', () => {
    expect(canReach('employee_panel', 'employee')).toBe(false);
    expect(canReach('employee_panel', 'PaymentMethod')).toBe(false);
  });

  it('hotel staff reach the hotel ride variants through hotel_home, not the panel', () => {
    expect(canReach('hotel_staff', 'hotel_pedir_reserva')).toBe(true);
    expect(canReach('hotel_staff', 'panel')).toBe(false);
    expect(canReach('employee_panel', 'hotel_pedir_destino')).toBe(true);
  });

  it('opens public routes to everyone', () => {
    for (const role of ROLES) {
      expect(canReach(role, 'content')).toBe(true);
      expect(canReach(role, 'not_found')).toBe(true);
    }
  });
});

describe('routes', () => {
  it('lists each name once', () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
  });

  it('treats the sign-in flows as guest-only and the panel as private', () => {
    expect(routeAccess('login')).toBe('guest_only');
    expect(routeAccess('before_room')).toBe('guest_only');
    expect(routeAccess('content')).toBe('public');
    expect(routeAccess('panel')).toBe('private');
  });
});

describe('guardRoute', () => {
  it('sends a logged-in user away from guest-only routes to panel_home', () => {
    expect(guardRoute({ route: 'login', role: 'client' })).toEqual({
      allow: false,
      redirectTo: 'panel_home',
    });
    expect(guardRoute({ route: 'register', role: 'company_panel' })).toEqual({
      allow: false,
      redirectTo: 'panel_home',
    });
  });

  it('sends hotel staff home to hotel_home instead', () => {
    expect(homeRouteOf('hotel_staff')).toBe('hotel_home');
    expect(guardRoute({ route: 'login', role: 'hotel_staff' })).toEqual({
      allow: false,
      redirectTo: 'hotel_home',
    });
  });

  it('lets a visitor log in and read content', () => {
    expect(guardRoute({ route: 'login', role: 'visitor' })).toEqual({ allow: true });
    expect(guardRoute({ route: 'content', role: 'visitor' })).toEqual({ allow: true });
  });

  it("sends a visitor on a private route to before_room, a visitor's home", () => {
    expect(homeRouteOf('visitor')).toBe('before_room');
    expect(guardRoute({ route: 'panel', role: 'visitor' })).toEqual({
      allow: false,
      redirectTo: 'before_room',
    });
  });

  it('sends a route outside the role to not_found', () => {
    expect(guardRoute({ route: 'employee', role: 'client' })).toEqual({
      allow: false,
      redirectTo: 'not_found',
    });
    expect(guardRoute({ route: 'hotel_home', role: 'company' })).toEqual({
      allow: false,
      redirectTo: 'not_found',
    });
  });

  it('allows a route in the role list', () => {
    expect(guardRoute({ route: 'employee', role: 'company' })).toEqual({ allow: true });
  });

  it('skips every check for /history with a token', () => {
    expect(guardRoute({ route: 'history', role: 'visitor', query: { token: 'abc' } })).toEqual({
      allow: true,
    });
    expect(guardRoute({ route: 'history', role: 'visitor', query: { token: '' } })).toEqual({
      allow: false,
      redirectTo: 'before_room',
    });
    expect(guardRoute({ route: 'history', role: 'visitor', query: { token: ['a', 'b'] } })).toEqual(
      { allow: false, redirectTo: 'before_room' },
    );
  });

  it('holds a user with renew_privacy on renew_privacy', () => {
    expect(guardRoute({ route: 'panel', role: 'client', renewPrivacy: true })).toEqual({
      allow: false,
      redirectTo: 'renew_privacy',
    });
    expect(guardRoute({ route: 'renew_privacy', role: 'client', renewPrivacy: true })).toEqual({
      allow: true,
    });
    expect(guardRoute({ route: 'content', role: 'client', renewPrivacy: true })).toEqual({
      allow: true,
    });
  });
});

describe('logoutRouteOf', () => {
  it('sends hotel users to login and everyone else to before_room', () => {
    expect(logoutRouteOf('hotel_staff')).toBe('login');
    expect(logoutRouteOf('client')).toBe('before_room');
    expect(logoutRouteOf('company_panel')).toBe('before_room');
  });
});

describe('withSiteDomain', () => {
  it('keeps the site domain the visitor came through, encoded as one path segment', () => {
    expect(withSiteDomain('/login', 'hotel-arts.example')).toBe('/login/hotel-arts.example');
    expect(withSiteDomain('/before_room', 'a/b c')).toBe('/before_room/a%2Fb%20c');
  });

  it('leaves the path alone when there is none', () => {
    expect(withSiteDomain('/before_room', null)).toBe('/before_room');
    expect(withSiteDomain('/before_room', '')).toBe('/before_room');
  });
});

describe('showsHotelHistoryButton', () => {
  it('hides the hotel history button from employees', () => {
    expect(showsHotelHistoryButton('employee_panel')).toBe(false);
    expect(showsHotelHistoryButton('company_panel')).toBe(true);
    expect(showsHotelHistoryButton('hotel_staff')).toBe(true);
  });

  it('shows it to no one who cannot open the hotel history', () => {
    expect(showsHotelHistoryButton('company')).toBe(false);
    expect(showsHotelHistoryButton('client')).toBe(false);
  });
});
