import { describe, expect, it } from 'vitest';
import { ORDERS_SECTION, guestMenuItems, menuItems, showsProfileButton } from './menu';
import { APP_NAMES, hasScreen } from './apps';
import { ALLOWED_ROUTES, ROLES, type Role } from './roles';

const ids = (items: { id: string }[]) => items.map((entry) => entry.id);

describe('menuItems', () => {
  it('shows login, sign up, help, conditions and privacy when logged out', () => {
    expect(ids(menuItems('visitor'))).toEqual([
      'login',
      'sign_up',
      'help',
      'conditions',
      'privacy',
    ]);
  });

  it('opens the three content pages by their content_key', () => {
    const params = menuItems('visitor')
      .filter((entry) => entry.route === 'content')
      .map((entry) => entry.params?.content_key);
    expect(params).toEqual(['usuario_info', 'condiciones_generales', 'politica_privacidad']);
  });

  it('shows every item of spec §2, in order, to a company with panel permitted everything', () => {
    expect(ids(menuItems('company_panel', ALLOWED_ROUTES.company_panel))).toEqual([
      'request',
      'quick_panel',
      'hotel',
      'hotel_settings',
      'orders',
      'bookings',
      'my_trips',
      'favorites',
      'payment_method',
      'wallet',
      'employees',
      'support_tickets',
      'messages',
      'help',
      'conditions',
      'privacy',
      'logout',
    ]);
  });

  it('shows only items whose route is in the permissions list, plus log-out', () => {
    expect(ids(menuItems('client', ['request', 'history']))).toEqual([
      'request',
      'my_trips',
      'logout',
    ]);
    expect(ids(menuItems('client', []))).toEqual(['logout']);
  });

  it('never shows an item the role cannot open, whatever the permissions say', () => {
    expect(ids(menuItems('client', ['employee', 'hotel_home', 'request']))).toEqual([
      'request',
      'logout',
    ]);
  });

  it('puts the badges on orders and bookings', () => {
    const items = menuItems('client', ALLOWED_ROUTES.client);
    expect(items.find((entry) => entry.id === 'orders')?.badge).toBe('pending_services');
    expect(items.find((entry) => entry.id === 'bookings')?.badge).toBe('scheduled_services');
    expect(items.find((entry) => entry.id === 'messages')?.badge).toBe('unread_messages');
    expect(items.find((entry) => entry.id === 'request')?.labelKey).toBe('menu.request');
  });
});

describe('wallet and messages', () => {
  it('reach every role whose routes hold them', () => {
    const has = (role: Role, id: string) =>
      ids(menuItems(role, ALLOWED_ROUTES[role])).includes(id as never);
    expect(has('client', 'wallet')).toBe(true);
    expect(has('client', 'messages')).toBe(true);
    expect(has('company', 'messages')).toBe(true);
    expect(has('employee_panel', 'wallet')).toBe(true);
    // Spec §6 gives employees no messages route.
    expect(has('employee_panel', 'messages')).toBe(false);
    expect(has('hotel_staff', 'wallet')).toBe(false);
  });
});

describe('orders and quick panel', () => {
  it('share the panel page, orders opening its orders section', () => {
    const items = menuItems('client', ALLOWED_ROUTES.client);
    const quick = items.find((entry) => entry.id === 'quick_panel');
    const orders = items.find((entry) => entry.id === 'orders');
    expect(quick?.section).toBeUndefined();
    expect(orders?.section).toBe(ORDERS_SECTION);
  });
});

describe('showsProfileButton', () => {
  it('is hidden for employees, with or without panel', () => {
    expect(showsProfileButton('employee')).toBe(false);
    expect(showsProfileButton('employee_panel')).toBe(false);
  });

  it('is shown to clients and companies, not to visitors', () => {
    expect(showsProfileButton('client')).toBe(true);
    expect(showsProfileButton('company')).toBe(true);
    expect(showsProfileButton('visitor')).toBe(false);
  });
});

describe('guestMenuItems', () => {
  it('has one entry per place: rides, club, the three content pages, log-out', () => {
    expect(ids(guestMenuItems())).toEqual([
      'rides',
      'club',
      'help',
      'conditions',
      'privacy',
      'logout',
    ]);
  });
});

describe('hotel settings', () => {
  it('reach hotel staff and companies with panel through the hotel_home permission', () => {
    expect(ids(menuItems('hotel_staff', ALLOWED_ROUTES.hotel_staff))).toContain('hotel_settings');
    expect(ids(menuItems('company_panel', ['hotel_home']))).toEqual([
      'hotel',
      'hotel_settings',
      'logout',
    ]);
    expect(ids(menuItems('company', ALLOWED_ROUTES.company))).not.toContain('hotel_settings');
  });
});

describe('every menu item leads to a screen its app has', () => {
  it.each(APP_NAMES.flatMap((app) => ROLES.map((role) => [app, role] as const)))(
    'in the %s app, for %s',
    (app, role) => {
      const items = menuItems(role, ALLOWED_ROUTES[role], app);
      const deadEnds = items.filter((entry) => !hasScreen(app, entry.route)).map((e) => e.id);
      expect(deadEnds).toEqual([]);
    },
  );

  it("gives a company with panel no Hotel item in the panel, and the hotel's in the hotel app", () => {
    expect(ids(menuItems('company_panel', ALLOWED_ROUTES.company_panel, 'panel'))).not.toContain(
      'hotel',
    );
    expect(ids(menuItems('company_panel', ALLOWED_ROUTES.company_panel, 'hotel'))).toEqual([
      'hotel',
      'hotel_settings',
      'help',
      'conditions',
      'privacy',
      'logout',
    ]);
  });

  it("leads the guest app's menu to the guest app's screens", () => {
    for (const entry of guestMenuItems()) expect(hasScreen('guest', entry.route)).toBe(true);
  });
});
