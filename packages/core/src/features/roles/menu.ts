/**
 * The side menu of spec §2: which items a user sees and where each leads. Screens render
 * the items in this order; labels are i18n keys.
 */
import { type AppName, hasScreen } from './apps';
import { type Role, canReach, guardedName } from './roles';
import { CONTENT_KEYS, type ContentKey, type RouteName } from './routes';

export type MenuBadge = 'pending_services' | 'scheduled_services' | 'unread_messages';

export interface MenuItem {
  id: MenuItemId;
  route: RouteName;
  /** Route params, for the three content pages. */
  params?: { content_key: ContentKey };
  labelKey: `menu.${MenuItemId}`;
  /** Which count the item shows as a badge (see countPendingRides, countScheduledRides). */
  badge?: MenuBadge;
  /**
   * A part of the route's page the item opens (its element id). Quick panel and orders are
   * both /panel (spec §2): orders opens the page's orders section, so the menu can tell
   * which of the two the user chose and mark only that one.
   */
  section?: string;
}

export const MENU_ITEM_IDS = [
  'request',
  'quick_panel',
  'hotel',
  'hotel_settings',
  'hotel_stays',
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
  'login',
  'sign_up',
  'profile',
  'rides',
  'club',
] as const;

export type MenuItemId = (typeof MENU_ITEM_IDS)[number];

const item = (
  id: MenuItemId,
  route: RouteName,
  extra: Pick<MenuItem, 'params' | 'badge' | 'section'> = {},
): MenuItem => ({ id, route, labelKey: `menu.${id}`, ...extra });

/** The element id of the orders part of the quick panel page. */
export const ORDERS_SECTION = 'orders';

const CONTENT_ITEMS: readonly MenuItem[] = [
  item('help', 'content', { params: { content_key: CONTENT_KEYS.help } }),
  item('conditions', 'content', { params: { content_key: CONTENT_KEYS.conditions } }),
  item('privacy', 'content', { params: { content_key: CONTENT_KEYS.privacy } }),
];

const LOGGED_IN_ITEMS: readonly MenuItem[] = [
  item('request', 'request'),
  item('quick_panel', 'panel_home'),
  item('hotel', 'hotel_home'),
  item('hotel_settings', 'hotel_settings'),
  item('hotel_stays', 'hotel_stays'),
  item('orders', 'panel', { badge: 'pending_services', section: ORDERS_SECTION }),
  item('bookings', 'bookings', { badge: 'scheduled_services' }),
  item('my_trips', 'history'),
  item('favorites', 'favorite'),
  item('payment_method', 'PaymentMethod'),
  // The wallet and messages are screens of spec §2 the original menu never listed; without
  // an item only a typed URL opened them. They sit beside their nearest neighbours.
  item('wallet', 'purses'),
  item('employees', 'employee'),
  item('support_tickets', 'tickets'),
  item('messages', 'messages', { badge: 'unread_messages' }),
  ...CONTENT_ITEMS,
];

const LOGOUT_ITEM = item('logout', 'logout');

const LOGGED_OUT_ITEMS: readonly MenuItem[] = [
  item('login', 'login'),
  item('sign_up', 'register'),
  ...CONTENT_ITEMS,
];

/**
 * Logged in: an item shows only when the server's permissions list holds its route name
 * (spec §2) and the role can reach it, so the menu never leads to not_found. Log-out is
 * always there. Logged out: login, sign up and the three content pages. Given the app the
 * menu is drawn in, only items whose screen that app has: a company's hotel routes are
 * screens of the hotel app, so the panel offers no item that would land on a page saying so.
 */
export const menuItems = (
  role: Role,
  permissions: readonly string[] = [],
  app?: AppName,
): MenuItem[] => {
  const shown = (entry: MenuItem) => !app || hasScreen(app, entry.route);
  if (role === 'visitor') return LOGGED_OUT_ITEMS.filter(shown);
  const permitted = new Set(permissions);
  return [
    ...LOGGED_IN_ITEMS.filter(
      (entry) =>
        permitted.has(guardedName(entry.route)) && canReach(role, entry.route) && shown(entry),
    ),
    LOGOUT_ITEM,
  ];
};

/**
 * A hotel guest's menu: one entry per place the guest app has. Request and quick panel
 * are one ride page there, so they are one "Rides" entry; the club is theirs too.
 */
export const guestMenuItems = (): MenuItem[] => [
  item('rides', 'request'),
  item('club', 'club'),
  ...CONTENT_ITEMS,
  LOGOUT_ITEM,
];

/** The profile button of the drawer: for logged-in users who may open it, never employees. */
export const showsProfileButton = (role: Role): boolean =>
  role !== 'employee' &&
  role !== 'employee_panel' &&
  role !== 'visitor' &&
  canReach(role, 'profile');

export const PROFILE_ITEM: MenuItem = item('profile', 'profile');
