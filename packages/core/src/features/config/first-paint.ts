import type { GuestHotel } from '../hotel/schemas';
import type { Language } from './constants';
import type { DomainConfiguration } from './schemas';

/**
 * What a prerendered first screen shares between the build, the server that sends it
 * and the app that takes it over.
 */

/** The id of the <style> holding the host's colours in a page the server prerendered. */
export const FIRST_PAINT_COLORS_ID = 'parada-grouping-colors';

/**
 * The visitor's language as a cookie beside the stored one: the server reads it to send
 * the prerendered screen in that language, so the page does not paint in another first.
 */
export const LANGUAGE_COOKIE = 'parada_language';

/**
 * The session's token as a cookie beside the stored one: the server reads it on a page's
 * request to draw a signed-in screen with its data before any script (`drawnStateTag`).
 * The API never reads it: every call still carries the token in its header, so a page on
 * another site cannot act with it.
 */
export const SESSION_COOKIE = 'parada_session';

/** Where the build writes the prerendered screens, under an app's dist. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The page, under an app's dist, that the server fills with a signed-in screen it draws:
 * index.html as a prerendered screen's (the app on its first script), with an empty #root.
 */
export const SIGNED_IN_PAGE = `${PRERENDERED_DIR}/signed-in.html`;

/**
 * Where, under an app's dist, the build writes its prerender entry built for the server
 * (`entry.js`), which draws the signed-in screens. The server serves no file from it.
 */
export const DRAWING_DIR = 'drawing';

/** One prerendered screen in `prerendered/manifest.json`. */
export interface PrerenderedScreen {
  name: string;
  /**
   * The paths it answers, as a regular expression's source over the pathname; a route
   * parameter is a named group (`site_domain`, whose grouping the page then shows).
   */
  pattern: string;
  /** The page in each language and drawing (FirstPaintVariant), relative to the app's dist. */
  files: Record<string, Record<FirstPaintVariant, string>>;
  /**
   * A room card's signup (ROOM_CARD_PLACEHOLDERS): the server checks the visit's card and
   * fills its hotel and room in, or sends the app instead.
   */
  roomCard?: boolean;
}

/**
 * What a prerendered page stands for, as its #root records it (data-prerendered,
 * data-language, data-pattern, data-query): both the page's first script (which decides
 * whether to wait for the visitor's first interaction) and the app's start (which decides
 * whether to hydrate) read it, through `isPrerenderedVisit`.
 */
export interface PrerenderedRecord {
  screen: string;
  language: string;
  /** The paths it answers, as in the manifest. */
  pattern: string;
  /** Query names the visit must carry (non-empty), and `!name` for those it must not. */
  query: readonly string[];
  /** Drawn for a signed-in visit, with its data (`data-session`), else for one without. */
  signedIn?: boolean;
}

/** The record #root's data attributes hold, or null on a page the build did not prerender. */
export function readPrerenderedRecord(
  dataset: Record<string, string | undefined>,
): PrerenderedRecord | null {
  const { prerendered, language, pattern, query, session } = dataset;
  if (!prerendered || !language || !pattern) return null;
  return {
    screen: prerendered,
    language,
    pattern,
    query: (query ?? '').split(' ').filter(Boolean),
    ...(session === undefined ? {} : { signedIn: true }),
  };
}

/** The data attributes that write `record` on #root (the build's side of the above). */
export function prerenderedAttributes(record: PrerenderedRecord): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    `data-prerendered="${escape(record.screen)}"`,
    `data-language="${escape(record.language)}"`,
    `data-pattern="${escape(record.pattern)}"`,
    `data-query="${escape(record.query.join(' '))}"`,
    ...(record.signedIn ? ['data-session'] : []),
  ].join(' ');
}

/**
 * Whether the page the server sent draws this very visit: same route and query, same
 * language, and a visitor signed in as the page was drawn (a page drawn without a session
 * is not a signed-in visitor's, whose guards would draw another screen, nor the other way).
 */
export function isPrerenderedVisit(
  record: PrerenderedRecord | null,
  visit: { url: URL; language: string; signedIn: boolean },
): boolean {
  if (!record || visit.signedIn !== (record.signedIn ?? false)) return false;
  if (record.language !== visit.language) return false;
  if (!new RegExp(record.pattern).test(visit.url.pathname)) return false;
  return record.query.every((name) =>
    name.startsWith('!')
      ? !visit.url.searchParams.get(name.slice(1))
      : Boolean(visit.url.searchParams.get(name)),
  );
}

/**
 * Written by the server on #root when the host's grouping shows more on its first screen
 * than the build drew (social sign-in buttons) or must count the visit on arrival
 * (analytics): the page's first script then starts the app at once.
 */
export const START_AT_ONCE_ATTRIBUTE = 'data-start-at-once';

/** The event (on document) a page fires once React has taken it over, hydrated or drawn. */
export const SCREEN_LIVE_EVENT = 'parada:live';

/** What SCREEN_LIVE_EVENT carries (its CustomEvent's detail). */
export interface ScreenLiveDetail {
  /**
   * Calls back once React has rendered what is pending now and what the microtasks queued
   * so far update: a click's change that a control's machine passes on from a
   * microtask (Ark's checkbox) is on the page before the held submit that followed it.
   */
  afterRender: (callback: () => void) => void;
}

/**
 * The brand a prerendered first screen draws. The build draws each screen with a
 * configuration whose name and logo are these placeholders, twice: with and without a
 * logo (the screens draw a logo and a bare name differently). The server picks the drawing
 * that fits the grouping and fills the placeholders (`fillPage`), so an untouched page
 * shows the operator as the app would. Every domain has a grouping (an unknown one gets
 * the default), so no page is drawn without one.
 */
export const BRAND_PLACEHOLDERS = {
  name: '__parada_brand_name__',
  logo: '/__parada_brand_logo__.png',
} as const;

export const FIRST_PAINT_VARIANTS = ['named', 'logo'] as const;
export type FirstPaintVariant = (typeof FIRST_PAINT_VARIANTS)[number];

/** Which drawing of a first screen fits a configuration (see BRAND_PLACEHOLDERS). */
export function firstPaintVariantOf(
  configuration: Pick<DomainConfiguration, 'logo'>,
): FirstPaintVariant {
  return configuration.logo ? 'logo' : 'named';
}

/** Text as React writes it into HTML, so a filled page is the one React would render. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!,
  );
}

/**
 * A page drawn with BRAND_PLACEHOLDERS (and a room card's with ROOM_CARD_PLACEHOLDERS),
 * with the grouping's name and logo (and the card's hotel and room) in their place. All
 * are text a visitor or an operator controls, escaped here; the placeholders stand only in
 * text and attribute values, where escaped text is all that can go. One pass, so a value
 * that spells another placeholder stays as it is.
 */
export function fillPage(
  page: string,
  brand: Pick<DomainConfiguration, 'name' | 'logo'>,
  card?: { hotel: Pick<GuestHotel, 'name'>; room: string },
): string {
  const values = new Map<string, string>([
    [BRAND_PLACEHOLDERS.name, brand.name],
    [BRAND_PLACEHOLDERS.logo, brand.logo ?? ''],
  ]);
  if (card) {
    values.set(ROOM_CARD_PLACEHOLDERS.hotel, card.hotel.name);
    values.set(ROOM_CARD_PLACEHOLDERS.room, card.room);
  }
  const any = new RegExp([...values.keys()].map(escapeRegExp).join('|'), 'g');
  // Replaced by a function: a `$&` in a value is not a replacement pattern.
  return page.replace(any, (placeholder) => escapeHtml(values.get(placeholder)!));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A room card's signup as its QR opens it (`?token=…&room=…`), drawn before the app:
 * the build draws it with the card's hotel checked and these placeholders for the hotel's
 * name and the room; the server checks the visit's card with the API's own rule and fills
 * them (`fillPage`), so the page is the one the app shows once it has checked the card.
 */
export const ROOM_CARD_PLACEHOLDERS = {
  hotel: '__parada_hotel_name__',
  room: '__parada_room__',
} as const;

/** What a room card's page is drawn with and carries: the card and the hotel it names. */
export interface RoomCardPaint {
  token: string;
  hotel: GuestHotel;
}

/** The visit's card and room as the app reads them from its URL (URLSearchParams). */
export function roomCardOf(search: string): { token: string; room: string } {
  const params = new URLSearchParams(search);
  return { token: params.get('token') ?? '', room: params.get('room') ?? '' };
}

/** A <script type="application/json"> with `value`; `<` is escaped so none can close it. */
function jsonTag(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

interface PageDocument {
  getElementById: (id: string) => { textContent: string | null } | null;
}

/** What a jsonTag holds, or null. */
function readJsonTag<T>(document: PageDocument, id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * The id of the <script type="application/json"> holding the configuration a branded
 * first screen was drawn with: the app puts it in its store before hydrating, so its first
 * render is the page's.
 */
export const FIRST_PAINT_CONFIGURATION_ID = 'parada-configuration';

/**
 * The configuration a first screen is drawn with, and which its page carries: the domain's
 * own but for what the build draws no placeholder for, the drawer's social links and the
 * social sign-in buttons. The store holds this until the app's own fetch brings the rest
 * (a page with sign-in buttons starts the app at once, START_AT_ONCE_ATTRIBUTE). The build
 * draws with it too, and checks that a grouping's values fill in as the app would draw
 * them, so a field that changed the markup would fail the build, not a hydration.
 */
export function firstPaintConfiguration(configuration: DomainConfiguration): DomainConfiguration {
  const { social_sign_in: _social, ...drawn } = configuration;
  return { ...drawn, facebook_link: null, linkedin_link: null, twitter_link: null };
}

/** The configuration's <script> tag (see jsonTag). */
export function firstPaintConfigurationTag(configuration: DomainConfiguration): string {
  return jsonTag(FIRST_PAINT_CONFIGURATION_ID, firstPaintConfiguration(configuration));
}

/** The configuration a branded first screen carries, or null. */
export function readFirstPaintConfiguration(document: PageDocument): DomainConfiguration | null {
  return readJsonTag(document, FIRST_PAINT_CONFIGURATION_ID);
}

/**
 * The id of the tag holding the room card a page was drawn for: the app puts its hotel in
 * the store before hydrating, so it neither checks the card again nor draws otherwise.
 */
export const ROOM_CARD_ID = 'parada-room-card';

export function roomCardTag(card: RoomCardPaint): string {
  return jsonTag(ROOM_CARD_ID, card);
}

/** The room card a page carries, or null. */
export function readRoomCard(document: PageDocument): RoomCardPaint | null {
  return readJsonTag(document, ROOM_CARD_ID);
}

/**
 * The id of the tag holding the store's state a signed-in screen was drawn from, without
 * its token (the app has it stored): the app starts from it, so its first render is the
 * page's, with the same data.
 */
export const DRAWN_STATE_ID = 'parada-drawn-state';

export function drawnStateTag(state: object): string {
  return jsonTag(DRAWN_STATE_ID, state);
}

/** A signed-in visit as the server's page request carries it, to draw its screen. */
export interface SignedInVisit {
  /** The path and query asked for. */
  url: string;
  language: Language;
  /** The host's configuration in the visit's language, as the page carries it. */
  configuration: DomainConfiguration;
  /** The session's token (SESSION_COOKIE). */
  token: string;
  /** The API answering as it would the app's own calls (the server's in-process inject). */
  fetch: typeof fetch;
}

/** A signed-in screen drawn on the server (an app's prerender entry's `drawSignedIn`). */
export interface DrawnScreen {
  /** The markup inside #root. */
  html: string;
  /** <style> tags for <head>, in the form emotion's browser cache takes over. */
  head: string;
  /** The store's state the screen was drawn from, without its token (`drawnStateTag`). */
  state: Record<string, unknown>;
  /** Its route's pattern (the record's): the visits this page stands for. */
  pattern: string;
  /** The screen follows a ride under way: the app must start at once to keep it live. */
  live: boolean;
}

/** The drawn state a page carries, or null. */
export function readDrawnState(document: PageDocument): Record<string, unknown> | null {
  return readJsonTag(document, DRAWN_STATE_ID);
}
