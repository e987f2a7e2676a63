import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type {
  DomainConfiguration,
  DrawnScreen,
  GuestHotel,
  Language,
  SignedInVisit,
} from '@parada/core';
import {
  authActions,
  configActions,
  createParada,
  guestsActions,
  loadSessionSagas,
  memoryStorage,
  selectInProcessRides,
  STORAGE_KEYS,
} from '@parada/core/store';
import { lateTexts } from '../i18n/late-texts';
import { pathPattern } from './path-pattern';
import { AppProviders } from '../app/app-providers';
import type { ParadaApp } from '../app/create-parada-app';
import { createAppParada } from '../app/parada';
import type { FirstScreen } from '../app/start-app';
import { RouteTree } from '../app/route-tree';
import { firstScreenGlobalCss } from './first-screen-css';

export type { FirstScreen };

/**
 * What an app's prerender entry (src/prerender.tsx) gives the build, and, built for the
 * server (vite-plugin.ts), the server.
 */
export interface PrerenderEntry {
  screens: readonly FirstScreen[];
  render: (
    screen: FirstScreen,
    language: Language,
    configuration: DomainConfiguration,
    card?: DrawnRoomCard,
  ) => Promise<RenderedScreen>;
  /** Draws a signed-in visit's screen with its data, or null (see drawSignedInScreen). */
  drawSignedIn: (visit: SignedInVisit) => Promise<DrawnScreen | null>;
}

/**
 * An app's `src/prerender.tsx`:
 * `export const { screens, render, drawSignedIn } = prerenderEntry(app, { signedIn })`,
 * `signedIn` the paths of the routes (as the router has them) the server draws for a
 * signed-in visit: what a returning user opens most.
 */
export function prerenderEntry(
  app: ParadaApp,
  options: { signedIn?: readonly string[] } = {},
): PrerenderEntry {
  const texts = fullTextsOf(app);
  return {
    screens: app.screens,
    render: (screen, language, configuration, card) =>
      renderFirstScreen({ app, screen, language, configuration, card }),
    drawSignedIn: (visit) =>
      drawSignedInScreen({ app, routes: options.signedIn ?? [], texts, visit }),
  };
}

/** How long the screen's data may take before the server sends the app without it. */
export const DRAW_DATA_TIMEOUT_MS = 1_000;

/**
 * Each language's texts, the first screens' and the rest, loaded once per server process
 * and one language at a time: the rest load into the instance that loaded last.
 */
function fullTextsOf(app: ParadaApp) {
  const loaded = new Map<Language, Promise<I18n>>();
  let queue: Promise<unknown> = Promise.resolve();
  return (language: Language): Promise<I18n> => {
    let texts = loaded.get(language);
    if (!texts) {
      texts = queue.then(async () => {
        const i18n = await app.loadI18n(language);
        await lateTexts.load();
        return i18n;
      });
      queue = texts.catch(() => undefined);
      loaded.set(language, texts);
      texts.catch(() => loaded.delete(language));
    }
    return texts;
  };
}

/** Resolves once `inFlight` has stayed at 0 for a few turns of the event loop. */
async function settled(inFlight: () => number, deadline: number): Promise<boolean> {
  let quietTurns = 0;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    quietTurns = inFlight() === 0 ? quietTurns + 1 : 0;
    if (quietTurns >= 3) return true;
  }
  return false;
}

/**
 * Draws a signed-in visit's screen on the server, as the app draws it once its data is
 * in: a store of its own runs the app's own sagas (the session's check, the route's
 * lists) against the API through `visit.fetch`, and once no call is left the route's tree
 * is rendered. Null when the route is not one the app draws so, the token is refused, or
 * the data takes longer than DRAW_DATA_TIMEOUT_MS: the server then sends the app as it is.
 */
async function drawSignedInScreen(options: {
  app: ParadaApp;
  routes: readonly string[];
  texts: (language: Language) => Promise<I18n>;
  visit: SignedInVisit;
}): Promise<DrawnScreen | null> {
  const { app, routes, texts, visit } = options;
  const url = new URL(visit.url, 'http://drawn.invalid');
  const route = app.routeOf(url.pathname);
  const routePath = app.routePathOf(url.pathname);
  if (!route || !routePath || !routes.includes(routePath)) return null;
  const [i18n] = await Promise.all([
    texts(visit.language),
    app.preload(url.pathname),
    loadSessionSagas(),
  ]);
  let inFlight = 0;
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.token, visit.token);
  const parada = createParada({
    baseUrl: 'http://drawn.invalid/api/',
    storage,
    getLanguage: () => visit.language,
    reload: () => undefined,
    saveFile: () => undefined,
    fetch: async (input, init) => {
      inFlight += 1;
      try {
        return await visit.fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    },
  });
  const { store } = parada;
  try {
    store.dispatch(configActions.loaded(visit.configuration));
    store.dispatch(authActions.appStarted({ route }));
    const done = await settled(() => inFlight, Date.now() + DRAW_DATA_TIMEOUT_MS);
    if (!done || store.getState().auth.session !== 'authenticated') return null;
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders parada={{ ...parada, storage }} i18n={i18n}>
          <MemoryRouter initialEntries={[url.pathname + url.search]}>
            <RouteTree routes={app.routes} />
          </MemoryRouter>
        </AppProviders>
      </CacheProvider>,
    );
    const state = store.getState();
    return {
      html,
      head: styleTags(cache.key, cache.inserted, html),
      state: { ...state, auth: { ...state.auth, token: null } },
      pattern: pathPattern(routePath),
      live: selectInProcessRides(state).length > 0,
    };
  } finally {
    store.sagaTask.cancel();
  }
}

/** The visit a room card's signup (FirstScreen.roomCard) is drawn for, its card checked. */
export interface DrawnRoomCard {
  token: string;
  hotel: GuestHotel;
  room: string;
}

export interface RenderedScreen {
  /** The markup inside #root. */
  html: string;
  /** <style> tags for <head>, in the form emotion's browser cache takes over. */
  head: string;
}

/**
 * Draws one first screen as a visitor with no session sees it, in `language`, with
 * `configuration` as the app's store holds it once the page seeds it (a grouping's brand,
 * with placeholders the server fills), and a room card's signup at `card`'s link, its
 * hotel checked as the page seeds it too. The tree is the app's own (providers, router,
 * routes), so hydrating it in the browser finds the same markup.
 */
async function renderFirstScreen(options: {
  app: ParadaApp;
  screen: FirstScreen;
  language: Language;
  configuration: DomainConfiguration;
  card?: DrawnRoomCard | undefined;
}): Promise<RenderedScreen> {
  const { app, screen, language, configuration, card } = options;
  const i18n = await app.loadI18n(language);
  const parada = createAppParada({
    apiUrl: 'http://prerender.invalid/api/',
    getLanguage: () => language,
    storage: memoryStorage(),
  });
  parada.store.dispatch(authActions.noStoredToken());
  parada.store.dispatch(configActions.loaded(configuration));
  const url = new URL(screen.url, 'http://prerender.invalid');
  if (card) {
    url.searchParams.set('token', card.token);
    url.searchParams.set('room', card.room);
    parada.store.dispatch(guestsActions.hotelSeeded({ token: card.token, hotel: card.hotel }));
  }
  await screen.page.preload();
  // compat: emotion keeps each rule in `inserted` instead of writing <style> beside it.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders parada={parada} i18n={i18n}>
        <MemoryRouter initialEntries={[url.pathname + url.search]}>
          <RouteTree routes={app.routes} />
        </MemoryRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return { html, head: styleTags(cache.key, cache.inserted, html) };
}

/**
 * The rules in the tags emotion's browser side looks for: one per <Global> (which takes
 * its own tag back by name) and one for the class rules (whose names the cache marks as
 * inserted), so nothing the page already has is inserted twice. A <Global> whose rules
 * the page uses only in part (Chakra's tokens and keyframes) is drawn cut, in a tag
 * emotion does not take back: the started app inserts it whole.
 */
export function styleTags(
  key: string,
  inserted: Record<string, string | true | undefined>,
  html: string,
): string {
  const globals: [string, string][] = [];
  const classes: string[] = [];
  let classRules = '';
  for (const [name, rules] of Object.entries(inserted)) {
    if (typeof rules !== 'string') continue;
    if (html.includes(`${key}-${name}`)) {
      classes.push(name);
      classRules += rules;
    } else globals.push([name, rules]);
  }
  const globalTags = globals.map(([name, rules]) => {
    const others = globals.filter(([other]) => other !== name).map(([, css]) => css);
    const cut = firstScreenGlobalCss(rules, [html, classRules, ...others].join(''));
    return cut === rules
      ? `<style data-emotion="${key}-global ${name}">${rules}</style>`
      : `<style data-first-screen>${cut}</style>`;
  });
  return `${globalTags.join('')}<style data-emotion="${key} ${classes.join(' ')}">${classRules}</style>`;
}
