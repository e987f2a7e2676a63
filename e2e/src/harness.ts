/**
 * What every browser test needs: the running server's URLs, Debian's Chromium, pages that
 * collect console errors, axe (./accessibility), screenshots, the dev outbox and logging in.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { ARTIFACTS_DIR } from './paths';

import { expectAccessible } from './accessibility';

export { expectAccessible };

export type AppName = 'panel' | 'hotel' | 'guest' | 'console' | 'driver';

/** This worker's own server (src/global-setup.ts starts one per worker). */
function serverPort(): number {
  const ports = inject('ports');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return ports[(worker - 1) % ports.length]!;
}

/** The origin of an app as a user types it (docs/architecture.md, entry points): localhost, hotel.localhost, … */
export function appOrigin(app: AppName): string {
  const port = serverPort();
  return app === 'panel' ? `http://localhost:${port}` : `http://${app}.localhost:${port}`;
}

export const appUrl = (app: AppName, pathname = '/') => `${appOrigin(app)}${pathname}`;

/** The API as the tests call it directly (Node does not resolve *.localhost). */
export const apiUrl = (pathname: string) => `http://127.0.0.1:${serverPort()}/api${pathname}`;

export interface ApiCall {
  /** The session's token, sent as `Authorization: Token …`. */
  token?: string | null;
  /** The grouping a call speaks for (`app-agrupation`); none leaves it to the server. */
  agrupation?: string;
  /** `accept-language`, where the answer's texts matter. */
  language?: string;
  body?: unknown;
}

/**
 * The API as the apps call it, JSON both ways: a POST carries a fresh idempotency key, and
 * an answer other than 2xx throws with its status and body.
 */
export async function callApi<T>(method: string, path: string, call: ApiCall = {}): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      ...(call.language ? { 'accept-language': call.language } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.agrupation ? { 'app-agrupation': call.agrupation } : {}),
      ...(call.token ? { authorization: `Token ${call.token}` } : {}),
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const DEMO_PASSWORD = 'demo1234';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's full Chromium, for what only a real browser profile shows (install, Lighthouse). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser: Debian's chromium-headless-shell (Blink without the browser's own UI,
 * the build Playwright itself runs headless) where it is installed. The full Chromium opens
 * two omnibox WebUI pages in a renderer of their own for every window, so every context
 * cost about 2.5 s more CPU there (docs/quality.md). E2E_CHROMIUM names
 * another build.
 */
const TEST_CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** The run's Chromium, started by the first file that asks for it. */
let shared: Promise<Browser> | undefined;

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * One Chromium for the whole run: the files run one after another in one process
 * (vitest.config.ts: no file parallelism, no isolation), and a launch costs about 3 s
 * where a new context costs a fraction of one. Each test's page has its own context (its
 * own storage and session), and a file closes the contexts it opened when it ends, so the
 * next file starts with a browser as clean as a new one. Playwright stops the browser
 * when the process exits.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    shared ??= launchChromium();
    browser = await shared;
    // A file that crashed the browser does not take the next files with it.
    if (!browser.isConnected()) {
      shared = launchChromium();
      browser = await shared;
    }
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is not running yet');
    return browser;
  };
}

const consoleErrors = new WeakMap<Page, string[]>();

/**
 * What a file made Chromium start, for E2E_CPU_LOG (src/cpu-log.ts): the contexts it opened
 * and the documents its pages loaded (a route change in the loaded app is none).
 */
export const started = { contexts: 0, loads: 0 };

/**
 * A page in its own context (own storage, so its own session) at a language and a size.
 * Console errors, uncaught exceptions and CSP violations are collected for
 * `expectNoConsoleErrors`.
 */
export interface PageOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  /** The browser's own zone (IANA), to show that times follow the grouping's, not it. */
  timezoneId?: string;
  /** A session already in the app's storage when the page opens (`signedInStorage`). */
  storageState?: BrowserContextOptions['storageState'];
}

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-GB',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    viewport: options.viewport ?? DESKTOP,
    acceptDownloads: true,
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await context.newPage();
  started.contexts += 1;
  page.on('load', () => (started.loads += 1));
  page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  // The served apps carry a strict CSP: any violation counts as an error, even
  // one the page caught and would never log.
  await page.exposeFunction('__reportCspViolation', (text: string) =>
    errors.push(`CSP violation: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return page;
}

export function expectNoConsoleErrors(page: Page): void {
  expect(consoleErrors.get(page) ?? []).toEqual([]);
}

/** The end of a page's test: it logged no error, and its context (its session) is closed. */
export async function closePage(page: Page): Promise<void> {
  expectNoConsoleErrors(page);
  await page.context().close();
}

/**
 * Goes to `pathname` in the app the page has loaded, as the app's own links do (the History
 * API, then the popstate its router listens to), where `page.goto` would load and start the
 * whole app again: a full load costs 2–3 CPU seconds of Chromium here, this a few tenths
 * (docs/quality.md). Resolves once the new route has drawn its own first
 * heading and the calls it made have answered (no request open for `quietMs`).
 */
export interface OpenInAppOptions {
  /** How long no request may be open before the route counts as settled. */
  quietMs?: number;
  /**
   * The route keeps the heading of the one it leaves (the hotel's request variants and its
   * home are all "Taxi for a guest"): wait for the URL and a quiet network only, and let
   * the test wait for what tells the new route apart.
   */
  sameHeading?: boolean;
}

export async function openInApp(
  page: Page,
  pathname: string,
  { quietMs = 500, sameHeading = false }: OpenInAppOptions = {},
): Promise<void> {
  const open = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    // A live stream never ends: it is no call the page waits on.
    if (request.resourceType() !== 'eventsource') open.add(request);
  };
  const ended = (request: Request) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const from = new URL(page.url());
    if (from.pathname + from.search === pathname) return;
    const before = await page.evaluateHandle(() => document.querySelector('h1'));
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathname);
    await page.waitForURL((url) => url.pathname + url.search === pathname);
    // The route drawn: a heading of its own (another element, or the same one retitled).
    if (!sameHeading) {
      await page
        .waitForFunction(
          ([old, text]) => {
            const heading = document.querySelector('h1');
            return heading !== null && (heading !== old || heading.textContent !== text);
          },
          [before, await before.evaluate((heading) => heading?.textContent ?? null)] as const,
        )
        .catch(async (error: unknown) => {
          const heading = await page.evaluate(() => document.querySelector('h1')?.textContent);
          throw new Error(`openInApp ${from.pathname} → ${pathname}: no new heading (${heading})`, {
            cause: error,
          });
        });
    }
    await before.dispose();
    const now = new URL(page.url());
    if (now.pathname + now.search !== pathname) {
      throw new Error(`openInApp ${pathname}: the app went on to ${now.pathname}`);
    }
    const deadline = Date.now() + 30_000;
    while (open.size > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`openInApp ${pathname}: the network never quietened`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The page at another width, laid out again (two animation frames), where a new page at
 * that width would start the app once more (2–4 CPU s, docs/quality.md): the apps are
 * responsive through CSS and media queries, so what a test looks at follows the resize.
 * The document is scrolled back to its top, as a page opened at that width starts (a phone's
 * scroll, kept, would draw a desktop's full-page picture with its fixed bars mid-page).
 */
export async function resize(
  page: Page,
  viewport: { width: number; height: number },
): Promise<void> {
  const now = page.viewportSize();
  if (now?.width === viewport.width && now.height === viewport.height) return;
  await page.setViewportSize(viewport);
  await page.evaluate(
    () =>
      new Promise((done) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
}

/** A full-page PNG kept under e2e/artifacts, named by screen and width. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(ARTIFACTS_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** What a person would look at: axe finds nothing on `screen`, and `shot` keeps its picture. */
export async function checkScreen(page: Page, screen: string, shot: string): Promise<void> {
  await expectAccessible(page, screen);
  await screenshot(page, shot);
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

/**
 * The newest message the server "sent" to a recipient, waiting for it to arrive (the dev
 * outbox, docs/architecture.md, embedded parts), optionally one whose body matches.
 */
export async function waitForMessage(recipient: string, matching?: RegExp): Promise<OutboxMessage> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(apiUrl('/dev/outbox/?limit=200'));
    const messages = (await response.json()) as OutboxMessage[];
    const found = messages.find(
      (message) =>
        message.recipient.toLowerCase() === recipient.toLowerCase() &&
        (!matching || matching.test(message.body)),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no outbox message for ${recipient}${matching ? ` matching ${matching}` : ''}`);
}

/** The login form's words per language, for tests that run in Spanish or Catalan. */
const LOGIN_WORDS = {
  en: { username: 'Email or phone', submit: 'Log in' },
  es: { username: 'Correo electrónico o teléfono', submit: 'Entrar' },
  ca: { username: 'Correu electrònic o telèfon', submit: 'Entra' },
} as const;

/**
 * Logs in through an app's own form, as a user would, and waits until the form is gone,
 * with the form's words in the page's language (its context's locale picked it).
 */
export async function logInWith(
  page: Page,
  app: AppName,
  email: string,
  language: keyof typeof LOGIN_WORDS,
  password = DEMO_PASSWORD,
): Promise<void> {
  const words = LOGIN_WORDS[language];
  await page.goto(appUrl(app, '/login'));
  await page.getByLabel(words.username).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.waitForURL((url) => !/\/(login|before_room)/.test(url.pathname));
}

/** `logInWith` in English, the tests' default language. */
export const logIn = (page: Page, app: AppName, email: string, password = DEMO_PASSWORD) =>
  logInWith(page, app, email, 'en', password);

export interface LoggedInOptions extends PageOptions {
  /** The login form's language; English unless said (it must match the page's locale). */
  language?: keyof typeof LOGIN_WORDS;
  password?: string;
  /** Where the page goes once logged in: a path of the same app; its home unless said. */
  path?: string;
  /**
   * Through the app's login form, as a person would; for a test whose check is the
   * sign-in itself (what the app does at it). Otherwise the session comes from the API.
   */
  throughForm?: boolean;
}

/** The grouping an app's domain names (`configuration/domain`), as the app sends it. */
const groupings = new Map<string, Promise<string>>();
function groupingOf(app: AppName): Promise<string> {
  const host = new URL(appOrigin(app)).hostname;
  let permalink = groupings.get(host);
  if (!permalink) {
    permalink = callApi<{ permalink: string }>('GET', `/configuration/domain/?search=${host}`).then(
      (configuration) => configuration.permalink,
    );
    groupings.set(host, permalink);
  }
  return permalink;
}

/**
 * The storage of a browser where `email` has signed in to `app`: the token the login form
 * would have stored (POST /authenticate/ for the app's grouping, as the form calls it). The
 * app validates it at its start, as after a reload, and restores the user's language then.
 * The form itself is covered by auth, panel-shell, first-screens and polish-chrome; every
 * other test skips its page load and the redirect that follows (about 3 CPU seconds of
 * Chromium each, docs/quality.md).
 */
export async function signedInStorage(
  app: AppName,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Exclude<BrowserContextOptions['storageState'], string | undefined>> {
  const body = { username: email, password };
  const grouping = await groupingOf(app);
  const { token } = await callApi<{ token: string }>('POST', '/authenticate/', {
    agrupation: grouping,
    body,
  });
  return {
    cookies: [],
    origins: [{ origin: appOrigin(app), localStorage: [{ name: 'parada.token', value: token }] }],
  };
}

/** A page of its own (`newPage`), logged in to `app` as `email`, at `path` or the app's home. */
export async function loggedInPage(
  browser: Browser,
  app: AppName,
  email: string,
  {
    language = 'en',
    password = DEMO_PASSWORD,
    path,
    throughForm = false,
    ...pageOptions
  }: LoggedInOptions = {},
): Promise<Page> {
  if (throughForm) {
    const page = await newPage(browser, pageOptions);
    await logInWith(page, app, email, language, password);
    if (path !== undefined) await page.goto(appUrl(app, path));
    return page;
  }
  const storageState = await signedInStorage(app, email, password);
  const page = await newPage(browser, { ...pageOptions, storageState });
  await page.goto(appUrl(app, path ?? '/'));
  // As after the form: the session is valid once the app has left its guest-only screens
  // (and, without a path, once '/' has led home: a later route change must not race it).
  await page.waitForURL(
    (url) =>
      !/\/(login|before_room)/.test(url.pathname) && (path !== undefined || url.pathname !== '/'),
  );
  return page;
}
