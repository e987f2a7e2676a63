import { StrictMode } from 'react';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import {
  isLanguage,
  isPrerenderedVisit,
  readDrawnState,
  readPrerenderedRecord,
  type Language,
} from '@parada/core';
import { authActions, loadSessionSagas, STORAGE_KEYS } from '@parada/core/store';
import { lateTexts } from '../i18n/late-texts';
import { initialLanguage } from './app-i18n';
import { AppProviders } from './app-providers';
import type { ParadaApp } from './create-parada-app';
import { createAppParada, type AppParada } from './parada';
import { RouteTree } from './route-tree';
import { startApp } from './start-app';

/**
 * The state the server drew this page's signed-in screen from, when the page is this
 * visit's (same route, language and a stored session: `isPrerenderedVisit`).
 */
function drawnStateOfVisit(container: HTMLElement, language: Language) {
  const record = readPrerenderedRecord(container.dataset);
  const visit = { url: new URL(window.location.href), language, signedIn: true };
  return record?.signedIn && isPrerenderedVisit(record, visit) ? readDrawnState(document) : null;
}

/**
 * An app's start, the same for the three: one store and client speaking the language i18n
 * shows, the visit's texts fetched before the first render (the language is read before
 * the store exists so the very first calls carry it), then the prerendered first screen
 * hydrated or the app rendered afresh (`startApp`).
 */
export function runApp(
  app: ParadaApp,
  options: {
    apiUrl: string;
    /** What the app starts beside the store before its texts arrive (the kiosk's worker). */
    beside?: (parada: AppParada) => void;
  },
): void {
  let i18n: I18n | null = null;
  const parada = createAppParada({
    apiUrl: options.apiUrl,
    getLanguage: () => i18n?.resolvedLanguage ?? i18n?.language ?? 'es',
  });
  const language = initialLanguage(parada.storage, navigator.languages);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const signedIn = parada.storage.getItem(STORAGE_KEYS.token) != null;
  // A screen the server drew for this session starts from the state it was drawn from.
  const drawn = signedIn ? drawnStateOfVisit(container, language) : null;
  // Any other stored session opens no prerendered screen: its token check (with the
  // session's sagas) and the route's page start now, beside the texts, instead of one
  // after another once React has mounted.
  if (signedIn && !drawn) {
    const route = app.routeOf(window.location.pathname) ?? undefined;
    parada.store.dispatch(authActions.appStarted({ route }));
    app.prefetch(window.location.pathname);
  }
  options.beside?.(parada);
  // Not a top-level await: with one the bundler splits the entry into dozens of small chunks.
  void app.loadI18n(language).then((loaded) => {
    i18n = loaded;
    // The rest of the texts, which any signed-in page draws with, beside its chunk.
    if (signedIn) void lateTexts.load().catch(() => undefined);
    // Spanish when the visit's language could not be fetched (loadAppI18n's fallback).
    const shown = isLanguage(loaded.language) ? loaded.language : language;
    document.documentElement.lang = shown;
    void startApp({
      container,
      parada,
      language: shown,
      screens: app.screens,
      ...(drawn
        ? {
            drawn: {
              state: drawn,
              preload: () =>
                Promise.all([app.preload(window.location.pathname), loadSessionSagas()]),
            },
          }
        : {}),
      app: (drawnFrom) => (
        <StrictMode>
          <AppProviders parada={parada} i18n={loaded} drawnFrom={drawnFrom}>
            <BrowserRouter>
              <RouteTree routes={app.routes} />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>
      ),
    });
  });
}
