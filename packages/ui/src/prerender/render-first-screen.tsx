import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { DomainConfiguration, GuestHotel, Language } from '@parada/core';
import {
  authActions,
  configActions,
  guestsActions,
  type KeyValueStorage,
} from '@parada/core/store';
import { AppProviders } from '../app/app-providers';
import type { ParadaApp } from '../app/create-parada-app';
import { createAppParada } from '../app/parada';
import type { FirstScreen } from '../app/start-app';
import { RouteTree } from '../app/route-tree';
import { firstScreenGlobalCss } from './first-screen-css';

export type { FirstScreen };

/** What an app's prerender entry (src/prerender.tsx) gives the build. */
export interface PrerenderEntry {
  screens: readonly FirstScreen[];
  render: (
    screen: FirstScreen,
    language: Language,
    configuration: DomainConfiguration,
    card?: DrawnRoomCard,
  ) => Promise<RenderedScreen>;
}

/** An app's `src/prerender.tsx`: `export const { screens, render } = prerenderEntry(app)`. */
export function prerenderEntry(app: ParadaApp): PrerenderEntry {
  return {
    screens: app.screens,
    render: (screen, language, configuration, card) =>
      renderFirstScreen({ app, screen, language, configuration, card }),
  };
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

const memoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

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
