import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  isPrerenderedVisit,
  LANGUAGE_COOKIE,
  readFirstPaintConfiguration,
  readPrerenderedRecord,
  readRoomCard,
  SCREEN_LIVE_EVENT,
  type Language,
  type ScreenLiveDetail,
} from '@parada/core';
import {
  authActions,
  configActions,
  drawnStateReceived,
  guestsActions,
  STORAGE_KEYS,
  type RootState,
} from '@parada/core/store';
import { writeCookie, type AppParada } from './parada';

/** A first screen the build prerenders to HTML and CSS. */
export interface FirstScreen {
  /** Its file's name under dist/prerendered. */
  name: string;
  /** The route's path (react-router pattern): the visits this page stands for. */
  path: string;
  /** The URL the build draws it at. */
  url: string;
  /** Its lazy page, fetched before hydrating so the first render draws it whole. */
  page: { preload: () => Promise<void> };
  /**
   * The query the page reads: names a visit must carry to be drawn as the build drew it,
   * `!name` for those it must not (see isPrerenderedVisit).
   */
  query?: readonly string[];
  /**
   * A room card's signup: drawn with the card's hotel checked and its room filled
   * in (ROOM_CARD_PLACEHOLDERS), which the server checks and fills for each visit.
   */
  roomCard?: boolean;
}

/** Tells the server the language to prerender in (see LANGUAGE_COOKIE). */
export function rememberLanguageCookie(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language);
}

/**
 * Rendered inside each page's Suspense boundary: its effect runs once the page itself is
 * React's (a prerendered screen hydrates in passes, its boundaries after the frame), and
 * tells the page's first script to hand over what the visitor did before (first-screen.ts),
 * one held action per render (ScreenLiveDetail).
 */
export function ScreenLive() {
  const [waiting, setWaiting] = useState<readonly (() => void)[]>([]);
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('data-live')) return;
    root.setAttribute('data-live', '');
    // A transition after the microtasks already queued: whatever they update renders
    // first, at its own higher priority, or in the same render.
    const detail: ScreenLiveDetail = {
      afterRender: (callback) =>
        queueMicrotask(() => startTransition(() => setWaiting((list) => [...list, callback]))),
    };
    document.dispatchEvent(new CustomEvent(SCREEN_LIVE_EVENT, { detail }));
  }, []);
  useEffect(() => {
    if (waiting.length === 0) return;
    setWaiting([]);
    for (const callback of waiting) callback();
  }, [waiting]);
  return null;
}

/**
 * Takes the state a signed-in screen was drawn from as the store's, with the stored token
 * the page leaves out, once the modules its slices and page are in have loaded (a slice
 * not there yet would drop its part), then opens the session as a cached one opens: its
 * sagas start and bring the lists up to date, and listen before the page's first effects
 * ask for more. The state as drawn, for the hydrating render to read; null when the page's
 * state cannot be this visit's.
 */
async function openDrawnSession(
  parada: AppParada,
  drawn: { state: Record<string, unknown>; preload: () => Promise<unknown> },
): Promise<RootState | null> {
  const token = parada.storage.getItem(STORAGE_KEYS.token);
  const state = drawn.state as Partial<RootState>;
  if (!token || !state.auth?.user) return null;
  // A module that fails to arrive is fetched again where it is needed.
  await drawn.preload().catch(() => undefined);
  parada.store.dispatch(drawnStateReceived({ ...state, auth: { ...state.auth, token } }));
  const drawnFrom = parada.store.getState();
  const { user, exclusiveGrouping, permissions } = drawnFrom.auth;
  if (!user) return null;
  parada.store.dispatch(
    authActions.sessionValidated({
      auth_token: token,
      user,
      exclusive_agrupation: exclusiveGrouping,
      permissions,
    }),
  );
  return drawnFrom;
}

/**
 * Starts an app in `container`. When the server sent the prerendered screen of this very
 * visit (`isPrerenderedVisit`, the rule the page's first script decided by), React hydrates
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
  /** The app's tree; `drawnFrom`, the state a page it hydrates was drawn from (AppProviders). */
  app: (drawnFrom?: RootState) => ReactNode;
  /**
   * The state the server drew this visit's signed-in screen from, and what loads the
   * modules its slices and page are in.
   */
  drawn?: { state: Record<string, unknown>; preload: () => Promise<unknown> };
}): Promise<void> {
  const { container, parada, language, screens, app, drawn } = options;
  rememberLanguageCookie(language);
  const anonymous = !parada.storage.getItem(STORAGE_KEYS.token);
  // No token, nothing to check: the guards draw the visitor's page from the first render
  // instead of a spinner, as the prerendered screen does.
  if (anonymous) parada.store.dispatch(authActions.noStoredToken());
  // The configuration the server drew a branded first screen with: in the store before the
  // first render, that render is the page's (name, logo, colours), and nothing moves.
  const configuration = readFirstPaintConfiguration(document);
  if (configuration) parada.store.dispatch(configActions.loaded(configuration));
  // Likewise the room card the server checked before drawing its hotel into the page.
  const card = readRoomCard(document);
  if (card) parada.store.dispatch(guestsActions.hotelSeeded(card));
  const record = readPrerenderedRecord(container.dataset);
  const visit = { url: new URL(window.location.href), language, signedIn: !anonymous };
  const screen = isPrerenderedVisit(record, visit)
    ? screens.find((candidate) => candidate.name === record?.screen)
    : undefined;
  if (screen) {
    await screen.page.preload();
    hydrateRoot(container, app());
    return;
  }
  // A signed-in screen the server drew for this visit hydrates likewise, from the state it
  // was drawn from: a list that has moved since is drawn anew once the session's sagas
  // have read it.
  const drawnFrom = drawn ? await openDrawnSession(parada, drawn) : null;
  if (drawnFrom) {
    hydrateRoot(container, app(drawnFrom));
    return;
  }
  // A drawn state this visit cannot start from: its stored session is checked as any is.
  if (drawn && !anonymous) parada.store.dispatch(authActions.appStarted({}));
  // A transition, so React renders in slices and yields to the browser between them: one
  // render of the whole frame and page would hold the main thread for one long task.
  const root = createRoot(container);
  startTransition(() => root.render(app()));
}
