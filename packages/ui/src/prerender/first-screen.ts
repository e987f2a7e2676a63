/**
 * The first script of a prerendered page, a classic script in its <head> that the
 * build compiles on its own (vite-plugin.ts). The page is painted and usable as HTML; the
 * app (≈ 250 KB of script) is fetched and hydrated only when the visitor first touches the
 * screen, or at once when the page does not draw this visit (`isPrerenderedVisit`: a
 * stored session, another language or route). Until the app has taken over, nothing the
 * visitor does is lost and nothing goes where the app would not send it: a submit (the
 * password in the URL) or a click on a control is held and replayed on the same DOM nodes
 * once React owns them, and what was typed or chosen is handed to React's state.
 */
import {
  initialLanguage,
  isPrerenderedVisit,
  readPrerenderedRecord,
  SCREEN_LIVE_EVENT,
  START_AT_ONCE_ATTRIBUTE,
  type ScreenLiveDetail,
} from '@parada/core';
import { STORAGE_KEYS } from '@parada/core/store';

/** What starts the app on a page that draws this visit: the visitor's first touch. */
export const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'submit'] as const;

/** Controls whose click does something only the app knows (or submits its form). */
const HELD_CLICKS = [
  'button',
  'input[type=submit]',
  'input[type=button]',
  'input[type=image]',
  'input[type=checkbox]',
  'input[type=radio]',
  '[role=button]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=combobox]',
  '[role=tab]',
].join(',');

const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const textareaValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;

/**
 * Hands what the visitor typed before hydration to React. React 19.3 keeps a hydrated
 * field's text but its state holds the drawn value, which it writes as the field's
 * defaultValue (its change-event replay is behind a flag that is off). Setting the drawn
 * value through the element (which React's tracker records), then the typed one natively,
 * and an `input` event, makes React see the change and call onChange.
 */
export function handTypedTextToReact(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field instanceof HTMLInputElement && /^(checkbox|radio|file)$/.test(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    (field instanceof HTMLInputElement ? inputValue : textareaValue).call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Marks the button of a held sign-up or log-in: it shows it is working until handed over. */
export const BUSY_ATTRIBUTE = 'data-first-screen-busy';

/** The spinner a held submit's button shows, in its own colour, before the app's own. */
const BUSY_STYLE = `[${BUSY_ATTRIBUTE}]{cursor:progress}[${BUSY_ATTRIBUTE}]::after{content:"";display:inline-block;width:1em;height:1em;margin-inline-start:.5em;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:first-screen-busy .8s linear infinite}@keyframes first-screen-busy{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){[${BUSY_ATTRIBUTE}]::after{animation-duration:3s}}`;

function markBusy(document: Document, button: Element | null | undefined): void {
  if (!button) return;
  if (!document.getElementById('first-screen-busy')) {
    const style = document.createElement('style');
    style.id = 'first-screen-busy';
    style.textContent = BUSY_STYLE;
    document.head.append(style);
  }
  button.setAttribute(BUSY_ATTRIBUTE, '');
  button.setAttribute('aria-busy', 'true');
}

function clearBusy(document: Document): void {
  for (const button of document.querySelectorAll(`[${BUSY_ATTRIBUTE}]`)) {
    button.removeAttribute(BUSY_ATTRIBUTE);
    button.removeAttribute('aria-busy');
  }
}

/** A control that sends its form: a submit button, or a button with no type inside a form. */
function sendsForm(control: Element): boolean {
  if (control instanceof HTMLButtonElement) return control.type === 'submit' && !!control.form;
  return control instanceof HTMLInputElement && control.type === 'submit' && !!control.form;
}

/** Where a node sits under #root, as child indexes: its stand-in in a tree drawn afresh. */
function placeOf(node: Element): number[] | null {
  const place: number[] = [];
  let current: Element | null = node;
  while (current && current.id !== 'root') {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    place.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current ? place : null;
}

/**
 * The node itself while it is in the page, else the one at its place in the tree the app
 * drew instead (a render that did not hydrate replaces the page's nodes), of the same kind.
 */
function liveNode<T extends Element>(
  document: Document,
  node: T,
  place: number[] | null,
): T | null {
  if (node.isConnected) return node;
  let current: Element | null = document.getElementById('root');
  for (const index of place ?? []) current = current?.children[index] ?? null;
  return current && current.tagName === node.tagName ? (current as T) : null;
}

export interface FirstScreenOptions {
  document: Document;
  /** Fetches the app (its entry module and what it imports). */
  loadApp: () => void;
  /** Whether the page draws this visit, read once #root exists. */
  drawsThisVisit: (root: HTMLElement) => boolean;
}

/**
 * Holds the page until the app takes over (SCREEN_LIVE_EVENT) and starts the app at the
 * right moment. Listens on the document in the capture phase, before anything below it.
 * Returns what removes its listeners (for tests; the page keeps them).
 */
export function holdFirstScreen({
  document,
  loadApp,
  drawsThisVisit,
}: FirstScreenOptions): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  let started = false;
  /** Held actions all handed over: from then on events go straight to the app. */
  let live = false;
  /** A held action being replayed: its own events pass through. */
  let replaying = false;
  const held: (() => void)[] = [];
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    loadApp();
  };
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(replay);
    start();
  };
  for (const type of INTERACTIONS)
    document.addEventListener(type, start, { capture: true, signal });
  document.addEventListener(
    'click',
    (event) => {
      if (live || replaying || !(event.target instanceof Element)) return;
      const control = event.target.closest(HELD_CLICKS);
      if (!(control instanceof HTMLElement)) return;
      const place = placeOf(control);
      if (sendsForm(control)) markBusy(document, control);
      hold(event, () => liveNode(document, control, place)?.click());
    },
    { capture: true, signal },
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (live || replaying || !(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      const places = { form: placeOf(form), submitter: submitter ? placeOf(submitter) : null };
      markBusy(document, submitter ?? form.querySelector('[type=submit], button:not([type])'));
      hold(event, () => {
        const live = liveNode(document, form, places.form);
        const by = submitter ? liveNode(document, submitter, places.submitter) : null;
        live?.requestSubmit(by && sendsForm(by) && by.closest('form') === live ? by : null);
      });
    },
    { capture: true, signal },
  );
  // What is typed is kept with its field's place too: a tree the app draws afresh gets it.
  const typedAt = new Map<HTMLInputElement | HTMLTextAreaElement, number[] | null>();
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (live || replaying) return;
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        if (!typedAt.has(field)) typedAt.set(field, placeOf(field));
      }
    },
    { capture: true, signal },
  );
  // A native <select> (the language) changes as HTML; React hears its change on replay.
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (live || replaying || !(select instanceof HTMLSelectElement)) return;
      held.push(
        () => select.isConnected && select.dispatchEvent(new Event('change', { bubbles: true })),
      );
      start();
    },
    { capture: true, signal },
  );
  document.addEventListener(
    SCREEN_LIVE_EVENT,
    (event) => {
      const root = document.getElementById('root');
      if (!root) {
        live = true;
        return;
      }
      root.removeAttribute('inert');
      handTypedTextToReact(root);
      for (const [field, place] of typedAt) {
        if (field.isConnected) continue;
        const standIn = liveNode(document, field, place);
        if (!standIn || standIn.value === field.value) continue;
        (standIn instanceof HTMLInputElement ? inputValue : textareaValue).call(
          standIn,
          field.value,
        );
        standIn.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // Each once React has rendered what came before it: the typed text, then each
      // replayed click, so that a replayed submit reads the terms ticked before it. Until
      // the last is handed over, a new click or submit joins the queue: straight to the app
      // it would overtake them (CI: a submit clicked meanwhile read the terms unticked).
      // A replay that leaves the page (a submit) renders no ScreenLive again, so a second
      // later the next goes anyway.
      const { afterRender } = (event as CustomEvent<ScreenLiveDetail>).detail;
      const replayNext = () => {
        const replay = held.shift();
        if (held.length === 0) {
          live = true;
          // The app's own button state takes over from the replayed submit's render.
          clearBusy(document);
        }
        if (!replay) return;
        replaying = true;
        try {
          replay();
        } finally {
          replaying = false;
        }
        if (!live) afterRenderOrSoon(replayNext);
      };
      const afterRenderOrSoon = (next: () => void) => {
        let done = false;
        const once = () => {
          if (done) return;
          done = true;
          next();
        };
        afterRender(once);
        setTimeout(once, 1000);
      };
      afterRenderOrSoon(replayNext);
    },
    { once: true, signal },
  );
  const decide = () => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute(START_AT_ONCE_ATTRIBUTE) || !drawsThisVisit(root)) {
      // The app is on its way: until it is live the page only shows, as one without a first script does, so
      // nothing done in the meantime is half-heard by the page and lost by the app (CI once
      // saw a room card's signup, which starts at once, not go on after its submit).
      root?.setAttribute('inert', '');
      start();
    } else if (readPrerenderedRecord(root.dataset)?.signedIn) {
      // A signed-in screen keeps up with its lists once its app runs: a screen left open
      // (the reception's home) starts it by itself.
      whenSettled(start);
    }
  };
  // In a task of its own: the decision reads the browser's storage, whose first read waits
  // for the browser process, and the task that dispatches DOMContentLoaded also carries the
  // browser's own work on the parsed page up to the load event (Lighthouse's longest task
  // on every first screen).
  let decision: number | undefined;
  const decideSoon = () => {
    decision = window.setTimeout(decide, 0);
  };
  signal.addEventListener('abort', () => window.clearTimeout(decision));
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', decideSoon, { once: true, signal });
  } else decideSoon();
  return () => listening.abort();
}

/**
 * A stored value, only read: unlike the app's `browserStorage`, the first screen does not
 * probe the storage by writing to it (a write the browser then commits, on the page's
 * busiest moment), and a storage that refuses to be read holds nothing for it.
 */
function storedItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The rule the app's start hydrates by, applied to this visit. */
export function drawsThisVisit(root: HTMLElement): boolean {
  return isPrerenderedVisit(readPrerenderedRecord(root.dataset), {
    url: new URL(window.location.href),
    language: initialLanguage({ getItem: storedItem }, navigator.languages),
    signedIn: Boolean(storedItem(STORAGE_KEYS.token)),
  });
}

/** How long after the page's load what can wait for it starts (see `whenSettled`). */
export const SETTLED_AFTER_LOAD_MS = 5_000;

/**
 * Runs `callback` a while after the page has loaded, at an idle moment: work the screen
 * does not need to be read, which on a phone or a cheap tablet would compete with it for
 * the network and the CPU. The kiosk's worker installs so (its install fetches the whole
 * offline shell, about a hundred files: Lighthouse measured 30–90 ms more blocking time on
 * the hotel's login with it at load), and a signed-in screen the server drew starts its
 * app so, to keep a screen left open up to date, unless a touch has started it before.
 */
function whenSettled(callback: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(callback, { timeout: SETTLED_AFTER_LOAD_MS })
      : callback();
  const afterLoad = () => window.setTimeout(whenIdle, SETTLED_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Appends the app's module entry and its preloads, which the build moved from the page's
 * <head> onto this script's data-entry and data-preload.
 */
export function appLoader(script: HTMLScriptElement): () => void {
  const { entry = '', preload = '', worker } = script.dataset;
  // The kiosk's worker is in place from its first screen on, touched or not; the
  // app registers the same one again and watches it for updates.
  if (worker && 'serviceWorker' in navigator) {
    whenSettled(() => {
      navigator.serviceWorker.register(worker, { scope: '/' }).catch(() => undefined);
    });
  }
  return () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
}
