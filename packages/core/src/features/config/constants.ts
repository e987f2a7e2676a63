/**
 * Business constants and limits of spec §9, in one place. Screens, sagas and the server
 * read them from here; a number written anywhere else is a bug waiting to drift.
 */

/** `tipo_aplicacion_cliente_id` of every service this client creates. */
export const CLIENT_APPLICATION_TYPE_ID = 26;
/** The tip sent with a new service is always 0. */
export const RIDE_TIP = 0;
/** `estado` of a service on creation. */
export const NEW_RIDE_ESTADO = 1;
export const DEFAULT_PASSENGERS = 1;
/** Shown when a grouping gives no `max_num_passengers`. */
export const DEFAULT_MAX_PASSENGERS = 7;

export const PAGE_SIZE = 10;
export const PAGE_OFFSET = 0;
export const EMPLOYEE_PDF_LIMIT = 10;
export const RIDE_TYPES_LIMIT = 100;

export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const AUTOCOMPLETE_MAX_FAVORITES = 3;
export const AUTOCOMPLETE_MAX_RESULTS = 3;
export const SIMPLE_SEARCH_MAX_RESULTS = 5;

export const ACTIVATION_CODE_LENGTH = 6;
/** Ads need 24 to 48 hours of notice (a message only). */
export const AD_NOTICE_HOURS = { min: 24, max: 48 } as const;
/** A text prompt accepts input only when longer than this, unless it says otherwise. */
export const TEXT_PROMPT_MIN_LENGTH = 10;

/** In-process and scheduled services refresh this often while logged in. */
export const RIDES_REFRESH_MS = 60_000;
export const HOTEL_HISTORY_REFRESH_MS = 40_000;
/** A lazy chunk that has not loaded after this long counts as failed (page reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const DEFAULT_COLORS = {
  main: '#8b2e98',
  secondary: '#15aeb4',
  background: '#ffffff',
  menuText: '#666666',
  topText: '#EEEEEE',
} as const;

export const DRAWER_WIDTH_PX = 220;
/** Below this viewport width the main drawer collapses behind a menu button. */
export const DRAWER_BREAKPOINT_PX = 1025;
/** The hotel layout's breakpoint for its menu. */
export const HOTEL_BREAKPOINT_PX = 2025;
export const MODAL_WIDTHS_PX = { small: 300, medium: 512, large: 700 } as const;

export const LANGUAGES = ['ca', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'es';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';
/** The zone of a grouping that names none (the server's default, Barcelona's clock). */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';
/** The masks as the spec writes them, for placeholders. */
export const DATE_MASK = 'YYYY-MM-DD';
export const TIME_MASK = 'HH:mm';
export const DATE_TIME_MASK = `${DATE_MASK} ${TIME_MASK}`;

/** On fare search failure a random locator from this range is set (spec §8). */
export const RANDOM_LOCATOR_RANGE = { min: 1, max: 10 } as const;
