import type { AddressSuggestion } from '../features/addresses/address-rules';
import type { TokenValidResponse, User } from '../features/auth/schemas';
import type { DomainConfiguration } from '../features/config/schemas';
import type { Grouping } from '../features/groupings/schemas';
import type { Ride } from '../features/rides/schemas';

type Fare = NonNullable<Grouping['fare']>;

/** Fixtures with overrides, shaped like the wire (tests only). */
export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  name: 'Anna Puig',
  email: 'client@example.com',
  phone: '+34600000001',
  avatar: null,
  company: false,
  logo: null,
  employee: null,
  is_employee: false,
  panel: false,
  renew_privacy: false,
  exclusive_agrupation: null,
  ...overrides,
});

export const makeSession = (overrides: Partial<TokenValidResponse> = {}): TokenValidResponse => ({
  auth_token: 'token-1',
  exclusive_agrupation: { id: 3, permalink: 'demo', name: 'Demo Taxi' },
  user: makeUser(),
  permissions: ['request', 'panel', 'history'],
  ...overrides,
});

export const makeRide = (overrides: Partial<Ride> = {}): Ride => ({
  id: 100,
  date: '2026-11-21',
  time: '10:30',
  status_code: 2,
  status_name: 'Searching',
  direccion: {
    calle: 'Plaça de Catalunya, 1',
    latitude: 41.387,
    longitude: 2.17,
    datos_extra: 'Door B',
  },
  destination: { latitude: 41.297, longitude: 2.083 },
  destination_address: 'Aeroport del Prat T1',
  origin_waypoints: [],
  destination_waypoints: [],
  taxi: null,
  employee: null,
  viajero: { name: 'Anna' },
  type_user: 'client',
  passengers: 2,
  fare: 35.5,
  currency: 'EUR',
  programacion: null,
  ...overrides,
});

/** A grouping's configuration as GET configuration/domain answers it, without branding. */
export const makeSiteConfiguration = (
  overrides: Partial<DomainConfiguration> = {},
): DomainConfiguration =>
  ({
    site_domain: 'localhost',
    agrupacion_id: 3,
    permalink: 'demo',
    name: 'Demo',
    title: 'Demo',
    logo: null,
    favicon: null,
    currency: 'EUR',
    main_color: null,
    secondary_color: null,
    main_background_color: null,
    menu_text_color: null,
    top_text_color: null,
    facebook_link: null,
    linkedin_link: null,
    twitter_link: null,
    ...overrides,
  }) as DomainConfiguration;

/** A fare as a grouping carries it after a fare search: `amount` now, `scheduled` booked ahead. */
export const makeFare = (amount: number, overrides: Partial<Fare> = {}): Fare => ({
  amount,
  amount_without_discount: null,
  fare: 'Standard',
  scheduled: amount + 3,
  hide_details: false,
  breakdown: [],
  info: [],
  ...overrides,
});

/** A grouping as fare search and the grouping tree send it: no fare, no colours, no links. */
export const makeGrouping = (overrides: Partial<Grouping> = {}): Grouping => ({
  id: 1,
  permalink: `grouping-${overrides.id ?? 1}`,
  name: `Grouping ${overrides.id ?? 1}`,
  logo: null,
  currency: 'EUR',
  facebook_link: null,
  linkedin_link: null,
  twitter_link: null,
  fare: null,
  related_agrupations: [],
  extras: [],
  show_extra_passengers: false,
  max_num_passengers: null,
  validate_passengers_count: false,
  main_color: null,
  secondary_color: null,
  main_background_color: null,
  menu_text_color: null,
  top_text_color: null,
  ...overrides,
});

/** A route the ride tests price: Sants station to the airport, as the address box offers them. */
export const SANTS_STATION: AddressSuggestion = {
  name: 'Estació de Sants',
  latitude: 41.379,
  longitude: 2.14,
  alias: null,
  favorite: false,
};
export const AIRPORT_T1: AddressSuggestion = {
  name: 'Aeroport T1',
  latitude: 41.289,
  longitude: 2.073,
  alias: null,
  favorite: false,
};
