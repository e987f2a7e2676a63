import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { LANGUAGE_COOKIE, type Language } from '@parada/core';
import { authActions, STORAGE_KEYS } from '@parada/core/store';
import type { AppParada } from './parada';

/** A first screen the build prerenders to HTML and CSS (#16). */
export interface FirstScreen {
  /** Its file's name under dist/prerendered. */
  name: string;
  /** The route's path (react-router pattern): the visits this page stands for. */
  path: string;
  /** The URL the build draws it at. */
  url: string;
  /** Its lazy page, fetched before hydrating so the first render draws it whole. */
  page: { preload: () => Promise<void> };
  /** Whether a visit to `path` draws what the build drew (a query the page reads). */
  matches?: (url: URL) => boolean;
}

const YEAR_S = 365 * 24 * 3600;

/** Tells the server the language to prerender in (see LANGUAGE_COOKIE). */
export function rememberLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/**
 * Starts an app in `container`. When the server sent the prerendered screen of this very
 * visit (same route, same language, a visitor with no session to check), React hydrates
 * it: the page painted before the script stays, and only comes alive. Any other visit
 * (a stored session, another language, a route not prerendered) renders afresh, replacing
 * whatever the page held: a half-matching tree would be thrown away by React anyway, with
 * an error in the console.
 */
export async function startApp(options: {
  container: HTMLElement;
  parada: AppParada;
  language: Language;
  screens: readonly FirstScreen[];
  app: ReactNode;
}): Promise<void> {
  const { container, parada, language, screens, app } = options;
  rememberLanguageCookie(language);
  const anonymous = !parada.storage.getItem(STORAGE_KEYS.token);
  // No token, nothing to check: the guards draw the visitor's page from the first render
  // instead of a spinner, as the prerendered screen does.
  if (anonymous) parada.store.dispatch(authActions.noStoredToken());
  const screen = screens.find((candidate) => candidate.name === container.dataset['prerendered']);
  const url = new URL(window.location.href);
  const same =
    screen != null &&
    anonymous &&
    container.dataset['language'] === language &&
    matchPath(screen.path, url.pathname) != null &&
    (screen.matches?.(url) ?? true);
  if (screen && same) {
    await screen.page.preload();
    container.removeAttribute('inert');
    hydrateRoot(container, app);
    return;
  }
  container.removeAttribute('inert');
  createRoot(container).render(app);
}
