/**
 * PLACEHOLDERS for rules and texts that @parada/core is adding right now (helper
 * "core-rules"). Each export says what replaces it; switch the imports and delete the
 * entry when core publishes it. Nothing here is a second source of truth.
 */

/** Replaced by core's i18n resources (status names and messages, menu labels). */
export const PENDING_CORE_TEXTS: Record<string, string> = {
  'status.name.1': 'Created',
  'status.name.2': 'Searching',
  'status.name.3': 'Driver assigned',
  'status.name.4': 'Cancelled',
  'status.name.5': 'Cancelled by operator',
  'status.name.6': 'Driver on the way',
  'status.name.7': 'In progress',
  'status.name.8': 'Completed',
  'status.name.9': 'Not attended',
  'status.name.10': 'Driver waiting',
  'status.name.13': 'Scheduled',
  'status.message.searching': 'Looking for a driver...',
  'status.message.driver_on_the_way': 'Your driver is on the way to pick you up',
  'status.message.at_pickup': 'Your vehicle is waiting at the pick-up point',
  'status.message.in_progress': 'Trip in progress',
  'status.message.completed': 'Trip completed',
  'status.message.not_attended': 'No driver could attend this request',
  'status.message.cancelled_by_customer': 'You cancelled this service',
  'status.message.cancelled_by_operator': 'The service was cancelled',
  'status.message.scheduled': 'Booked for later',
  'menu.request': 'Request',
  'menu.quick_panel': 'Quick panel',
  'menu.hotel': 'Hotel',
  'menu.orders': 'Orders',
  'menu.bookings': 'Bookings',
  'menu.my_trips': 'My trips',
  'menu.favorites': 'Favorites',
  'menu.payment_method': 'Payment method',
  'menu.employees': 'Employees',
  'menu.support_tickets': 'Support tickets',
  'menu.help': 'Help',
  'menu.conditions': 'Conditions',
  'menu.privacy': 'Privacy',
  'menu.logout': 'Log out',
  'menu.profile': 'Profile',
  'menu.login': 'Log in',
  'menu.sign_up': 'Sign up',
};

// ---- Types: the same shapes as core's wire schemas (features/*/schemas.ts); replaced by
// `import type { … } from '@parada/core'` once core's index exports them.

export interface FareBreakdownLine {
  label: string;
  value: string;
}
export interface Fare {
  amount: number;
  amount_without_discount: number | null;
  fare: string;
  scheduled: number | null;
  hide_details: boolean;
  breakdown: FareBreakdownLine[];
  info: string[];
}
export interface Extra {
  show: boolean;
  description: string;
}
export interface Agrupation {
  id: number;
  permalink: string;
  name: string;
  logo: string | null;
  currency: string;
  fare: Fare | null;
  extras: Extra[];
  max_num_passengers: number | null;
  related_agrupations: Agrupation[];
}
export interface PaymentMethod {
  id: number;
  name: string;
  image: string | null;
  default: boolean;
}
export interface ServiceWaypoint {
  traveler_name: string | null;
  address: string;
  times_and_distances: { time: number | null; distance: number | null } | null;
}
export interface ServiceTaxi {
  avatar: string | null;
  name: string;
  plate: string;
  model: string;
  telephone: string | null;
  latitude?: number | null;
  longitude?: number | null;
}
export type ServiceUserType = 'client' | 'company' | 'employee' | 'hotel' | 'guest';
export interface Service {
  id: number;
  date: string;
  time: string;
  status_code: number;
  status_name: string;
  direccion: { calle: string; longitude: number; latitude: number; datos_extra: string | null };
  destination: { longitude: number; latitude: number } | null;
  destination_address: string | null;
  origin_waypoints: ServiceWaypoint[];
  destination_waypoints: ServiceWaypoint[];
  taxi: ServiceTaxi | null;
  employee: { name: string } | null;
  viajero: { name: string | null };
  type_user: ServiceUserType;
  programacion: { fecha: string; hora: string } | null;
}
export type MenuBadge = 'pending_services' | 'scheduled_services';
export interface MenuItem {
  id: string;
  route: string;
  params?: { content_key: string };
  labelKey: string;
  badge?: MenuBadge;
}

// ---- Rules: core's features/status and features/services; replaced by core's exports.

/** core: showsProgressBar (status-codes.ts). */
export const showsProgressBar = (code: number): boolean => code === 1 || code === 2;

const PHASES: Record<number, string> = {
  1: 'searching',
  2: 'searching',
  3: 'driver_on_the_way',
  6: 'driver_on_the_way',
  10: 'at_pickup',
  7: 'in_progress',
  8: 'completed',
  9: 'not_attended',
  4: 'cancelled_by_customer',
  5: 'cancelled_by_operator',
  13: 'scheduled',
};
/** core: statusMessageKey / statusNameKey (status-codes.ts). */
export const statusMessageKey = (code: number): string =>
  `status.message.${PHASES[code] ?? 'searching'}`;
export const statusNameKey = (code: number): string => `status.name.${code}`;
/** core: isFinalStatus. */
export const isFinalStatus = (code: number): boolean => [8, 9, 4, 5].includes(code);

/** core: canContactDriver (service-rules.ts). */
export const canContactDriver = (
  service: Pick<Service, 'status_code' | 'origin_waypoints' | 'destination_waypoints' | 'taxi'>,
): boolean =>
  service.status_code !== 8 &&
  service.origin_waypoints.length <= 1 &&
  service.destination_waypoints.length <= 1 &&
  Boolean(service.taxi?.telephone?.trim());

/** core: money formatting by locale and the grouping's currency (features/format). */
export const formatMoney = (amount: number, currency: string, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);

/** core: distance and duration formatting (features/format). */
export const formatDistance = (metres: number, language: string): string =>
  metres < 1000
    ? new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'meter',
        maximumFractionDigits: 0,
      }).format(metres)
    : new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 1,
      }).format(metres / 1000);
export const formatDuration = (seconds: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(
    Math.max(1, Math.round(seconds / 60)),
  );

// ---- The fare stack (core: features/fares). State of the picker: the levels opened.

export interface FareStack {
  levels: Agrupation[][];
  chosen: Agrupation | null;
}
export type FareStackEvent =
  | { type: 'opened'; agrupations: Agrupation[] }
  | { type: 'picked'; agrupation: Agrupation }
  | { type: 'back' };

/** Picking a grouping with related groupings and no fare goes one level deeper. */
export const fareStackReducer = (state: FareStack, event: FareStackEvent): FareStack => {
  switch (event.type) {
    case 'opened':
      return { levels: [event.agrupations], chosen: null };
    case 'picked':
      if (!event.agrupation.fare && event.agrupation.related_agrupations.length > 0) {
        return { ...state, levels: [...state.levels, event.agrupation.related_agrupations] };
      }
      return { ...state, chosen: event.agrupation };
    case 'back':
      return state.levels.length > 1 ? { ...state, levels: state.levels.slice(0, -1) } : state;
  }
};
