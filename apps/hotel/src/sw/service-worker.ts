/**
 * The hotel app's service worker: the lobby kiosk must never show the browser's
 * offline page. The build (vite.config.ts) compiles this file to /sw.js and puts the app
 * shell's files and the build's version in front of it.
 *
 * - Pages: the network first (a deploy shows at once), the cached shell when there is no
 *   network or it does not answer within a few seconds.
 * - The build's files: from the cache of this build's version; other hashed files (a page
 *   not opened yet) are kept once fetched. A new build is a new cache; the old one goes
 *   when the new worker takes over, which the app allows only at an idle moment.
 * - The brand (manifest, icons): the network first, the last copy offline.
 * - The API: never answered from a cache while the network answers. Only the three reads a
 *   kiosk needs to start (the grouping's configuration, the session, the hotel's settings)
 *   keep their last answer for when it does not, filed under a digest of the session's
 *   token so one account never reads another's. Everything else goes straight through.
 */
export {};

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}

declare const self: WorkerScope;
/** The app shell's paths, from the build. */
declare const SHELL: readonly string[];
/** A digest of the build's files: a new build, a new worker and a new shell cache. */
declare const VERSION: string;

const SHELL_PREFIX = 'parada-hotel-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${VERSION}`;
const BRAND_CACHE = 'parada-hotel-brand';
const READS_CACHE = 'parada-hotel-reads';
const INDEX = '/index.html';
/** How long a page waits for the network before the cached shell stands in. */
const NAVIGATION_TIMEOUT_MS = 4000;
const OFFLINE_READS = new Set([
  '/api/configuration/domain',
  '/api/token/valid',
  '/api/hotel/settings',
]);

/** The manifest and its icons, best effort: the kiosk works without them. */
async function keepBrand(): Promise<void> {
  const cache = await caches.open(BRAND_CACHE);
  const response = await fetch('/manifest.webmanifest');
  if (!response.ok) return;
  await cache.put('/manifest.webmanifest', response.clone());
  const manifest = (await response.json()) as { icons?: { src: string }[] };
  await cache.addAll((manifest.icons ?? []).map((icon) => icon.src));
}

/** How often one file of the shell is asked for before the install gives up. */
const SHELL_ATTEMPTS = 3;

/**
 * One file of the shell, asked again after a dropped request: with `addAll`, one lost
 * request among a hundred on hotel Wi-Fi failed the whole install, and the kiosk stayed
 * without its offline shell until the next page load.
 */
async function keepShellFile(cache: Cache, path: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await cache.add(path);
      return;
    } catch (error) {
      if (attempt >= SHELL_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the app says the screen is idle.
  event.waitUntil(
    Promise.all([
      caches
        .open(SHELL_CACHE)
        .then((cache) => Promise.all(SHELL.map((path) => keepShellFile(cache, path)))),
      keepBrand().catch(() => undefined),
    ]),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting();
  // A page still loading when the worker activated is not claimed by activate's claim();
  // it asks once it runs (register-service-worker.ts), or it would stay without offline.
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

const withTimeout = (request: Request, ms: number) =>
  new Promise<Response>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('network'));
      },
    );
  });

async function page(request: Request): Promise<Response> {
  try {
    return await withTimeout(request, NAVIGATION_TIMEOUT_MS);
  } catch {
    const shell = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    return shell ?? Response.error();
  }
}

async function buildFile(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    await cache.put(request, response.clone());
  }
  return response;
}

async function brand(request: Request): Promise<Response> {
  const cache = await caches.open(BRAND_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request, { ignoreSearch: true })) ?? Response.error();
  }
}

/** The cache entry of an API read for this session and grouping (never shared between them). */
async function readKey(request: Request): Promise<string> {
  const who = `${request.headers.get('Authorization') ?? ''}|${request.headers.get('App-Agrupation') ?? ''}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(who));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
  const url = new URL(request.url);
  url.searchParams.set('__session', hex.join(''));
  return url.href;
}

async function startupRead(request: Request): Promise<Response> {
  const [cache, key] = await Promise.all([caches.open(READS_CACHE), readKey(request)]);
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (await cache.match(key)) ?? Response.error();
  }
  if (response.ok) await cache.put(key, response.clone());
  else if (response.status === 401 || response.status === 403) await cache.delete(key);
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    // The client asks with a trailing slash (core's normalizePath).
    if (OFFLINE_READS.has(url.pathname.replace(/\/$/, ''))) event.respondWith(startupRead(request));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname === '/manifest.webmanifest' || url.pathname.startsWith('/icons/')) {
    event.respondWith(brand(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(buildFile(request));
  }
});
