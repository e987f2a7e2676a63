import type { GroupingColors } from '@parada/core';
import type { Grouping, MenuItem, PaymentMethod, Ride } from '@parada/core';
import { makeGrouping as makeWireGrouping } from '@parada/core/testing';

/**
 * Story and test data. Two groupings with very different colours show that any operator's
 * palette stays readable; the second gives its colours without '#' and a top text colour
 * that fails contrast on purpose.
 */
export const GROUPINGS: Record<
  'parada' | 'sol',
  { name: string; colors: GroupingColors; logo: string }
> = {
  parada: {
    name: 'Parada Taxi',
    colors: {
      main_color: '8b2e98',
      secondary_color: '#15aeb4',
      main_background_color: '#ffffff',
      menu_text_color: '#666666',
      top_text_color: '#EEEEEE',
    },
    logo: logoDataUrl('P', '#8b2e98'),
  },
  sol: {
    name: 'Taxi Sol de Mallorca',
    colors: {
      main_color: 'f5b800',
      secondary_color: '1f4e79',
      main_background_color: 'fffdf6',
      menu_text_color: '8a8a8a',
      top_text_color: 'ffffff',
    },
    logo: logoDataUrl('S', '#f5b800'),
  },
};

/** A small inline SVG logo, so stories need no network or asset server. */
export function logoDataUrl(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="43" font-family="Arial,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const fare = (amount: number, extra: Partial<NonNullable<Grouping['fare']>> = {}) => ({
  amount,
  amount_without_discount: null,
  fare: 'Tarifa urbana T1',
  scheduled: Math.round(amount * 1.1 * 100) / 100,
  hide_details: false,
  breakdown: [
    { label: 'Bajada de bandera', value: '2,50 €' },
    { label: '8,4 km · 19 min', value: `${(amount - 2.5).toFixed(2).replace('.', ',')} €` },
  ],
  info: ['Suplemento aeropuerto incluido', 'Precio cerrado: no cambia con el tráfico'],
  ...extra,
});

export const makeGrouping = (overrides: Partial<Grouping> = {}): Grouping =>
  makeWireGrouping({
    permalink: 'parada-taxi',
    name: 'Parada Taxi Barcelona',
    logo: logoDataUrl('P', '#8b2e98'),
    fare: fare(24.6),
    extras: [
      { show: true, description: 'Silla infantil' },
      { show: true, description: 'Mascotas' },
      { show: false, description: 'Oculto' },
    ],
    max_num_passengers: 4,
    ...overrides,
  });

export const FARE_GROUPINGS: Grouping[] = [
  makeGrouping(),
  makeGrouping({
    id: 2,
    permalink: 'premium',
    name: 'Premium Van (hasta 7 plazas)',
    logo: logoDataUrl('V', '#1f4e79'),
    fare: fare(31.9, { amount_without_discount: 38.5, fare: 'Van ejecutiva' }),
    extras: [{ show: true, description: 'Wi-Fi a bordo' }],
    max_num_passengers: 7,
  }),
  makeGrouping({
    id: 3,
    permalink: 'partners',
    name: 'Empresas colaboradoras',
    logo: null,
    fare: null,
    extras: [],
    related_agrupations: [
      makeGrouping({
        id: 31,
        name: 'Taxi Sol de Mallorca',
        logo: logoDataUrl('S', '#f5b800'),
        fare: fare(22.4),
      }),
      makeGrouping({
        id: 32,
        name: 'Radio Taxi Mataró i Maresme — servei nocturn i festius',
        logo: null,
        fare: fare(27.15, { hide_details: true }),
        extras: [],
      }),
    ],
  }),
];

export const PAYMENT_METHODS: PaymentMethod[] = [
  { id: 1, name: 'Efectivo', image: null, default: true, type: 'cash' },
  { id: 2, name: 'Monedero', image: null, default: false, type: 'wallet' },
  { id: 3, name: 'Visa ···· 4242', image: null, default: false, type: 'card' },
];

const waypoint = (
  traveler: string | null,
  address: string,
  time: number | null,
  distance: number | null,
) => ({
  traveler_name: traveler,
  address,
  times_and_distances: time == null && distance == null ? null : { time, distance },
});

export const makeRide = (overrides: Partial<Ride> = {}): Ride => ({
  id: 10452,
  date: '2026-11-21',
  time: '09:35',
  status_code: 3,
  status_name: 'Driver assigned',
  direccion: {
    calle: 'Passeig de Gràcia, 43, 08007 Barcelona',
    latitude: 41.3917,
    longitude: 2.1649,
    datos_extra: 'Puerta principal',
  },
  destination: { latitude: 41.2974, longitude: 2.0833 },
  destination_address: 'Aeropuerto de Barcelona-El Prat, Terminal 1',
  origin_waypoints: [],
  destination_waypoints: [],
  taxi: {
    avatar: null,
    name: 'Jordi Puig',
    plate: '4821 LKM',
    model: 'Toyota Corolla Hybrid',
    telephone: '+34600111222',
    latitude: 41.3951,
    longitude: 2.1734,
  },
  employee: null,
  viajero: { name: 'Marta Soler' },
  type_user: 'client',
  programacion: null,
  passengers: 1,
  fare: 24.6,
  currency: 'EUR',
  ...overrides,
});

export const MULTI_STOP_RIDE = makeRide({
  id: 10477,
  status_code: 6,
  origin_waypoints: [
    waypoint('Anna Ferrer', 'Carrer de Mallorca, 401, Barcelona', 240, 1200),
    waypoint('Pau Vidal', 'Avinguda Diagonal, 640, Barcelona', 720, 4300),
  ],
  destination_waypoints: [
    waypoint('Anna Ferrer', 'Estació de Sants, Barcelona', 1500, 9100),
    waypoint(
      'Maria del Carmen Fernández de la Torre',
      'Hotel Arts Barcelona, Carrer de la Marina, 19-21, 08005 Barcelona, Catalunya, España',
      2100,
      13800,
    ),
  ],
});

export const RIDES: Ride[] = [
  makeRide({ id: 10452, status_code: 1, taxi: null, status_name: 'Created' }),
  makeRide({
    id: 10453,
    status_code: 3,
    type_user: 'employee',
    employee: { name: 'Laura Martí' },
  }),
  makeRide({ id: 10454, status_code: 10, time: '10:05' }),
  makeRide({
    id: 10455,
    status_code: 13,
    type_user: 'company',
    taxi: null,
    programacion: { fecha: '2026-11-24', hora: '07:15' },
    viajero: { name: 'Maria del Carmen Fernández de la Torre' },
    direccion: {
      calle: 'Hotel Arts Barcelona, Carrer de la Marina, 19-21, 08005 Barcelona, Catalunya, España',
      latitude: 41.3868,
      longitude: 2.1963,
      datos_extra: null,
    },
  }),
  makeRide({ id: 10456, status_code: 8, time: '18:40', date: '2026-11-20' }),
  makeRide({ id: 10457, status_code: 4, taxi: null, type_user: 'hotel' }),
];

export const MENU_ITEMS: MenuItem[] = [
  { id: 'request', route: 'request', labelKey: 'menu.request' },
  { id: 'quick_panel', route: 'panel_home', labelKey: 'menu.quick_panel' },
  { id: 'orders', route: 'panel', labelKey: 'menu.orders', badge: 'pending_services' },
  { id: 'bookings', route: 'bookings', labelKey: 'menu.bookings', badge: 'scheduled_services' },
  { id: 'my_trips', route: 'history', labelKey: 'menu.my_trips' },
  { id: 'favorites', route: 'favorite', labelKey: 'menu.favorites' },
  { id: 'payment_method', route: 'PaymentMethod', labelKey: 'menu.payment_method' },
  { id: 'employees', route: 'employee', labelKey: 'menu.employees' },
  { id: 'support_tickets', route: 'tickets', labelKey: 'menu.support_tickets' },
  { id: 'help', route: 'content', params: { content_key: 'usuario_info' }, labelKey: 'menu.help' },
  {
    id: 'conditions',
    route: 'content',
    params: { content_key: 'condiciones_generales' },
    labelKey: 'menu.conditions',
  },
  {
    id: 'privacy',
    route: 'content',
    params: { content_key: 'politica_privacidad' },
    labelKey: 'menu.privacy',
  },
  { id: 'logout', route: 'logout', labelKey: 'menu.logout' },
];

export const LOGGED_OUT_MENU: MenuItem[] = [
  { id: 'login', route: 'login', labelKey: 'menu.login' },
  { id: 'sign_up', route: 'register', labelKey: 'menu.sign_up' },
  ...MENU_ITEMS.filter((item) => item.route === 'content'),
];

export const FAVORITES = [
  {
    alias: 'Casa',
    address: {
      name: 'Carrer de Provença, 286, 08008 Barcelona',
      latitude: 41.3952,
      longitude: 2.1603,
    },
  },
  {
    alias: 'Oficina',
    address: {
      name: 'Plaça de Catalunya, 1, 08002 Barcelona',
      latitude: 41.387,
      longitude: 2.1701,
    },
  },
  {
    alias: 'Aeropuerto',
    address: {
      name: 'Aeropuerto de Barcelona-El Prat, Terminal 1',
      latitude: 41.2974,
      longitude: 2.0833,
    },
  },
];

export const PLACES = [
  { name: 'Plaça de Catalunya, Barcelona', latitude: 41.387, longitude: 2.1701 },
  { name: 'Passeig de Gràcia, 43, Barcelona', latitude: 41.3917, longitude: 2.1649 },
  { name: 'Plaça Reial, Barcelona', latitude: 41.3801, longitude: 2.1753 },
  { name: 'Plaça d’Espanya, Barcelona', latitude: 41.375, longitude: 2.1492 },
  { name: 'Estació de Sants, Barcelona', latitude: 41.3792, longitude: 2.1404 },
];
