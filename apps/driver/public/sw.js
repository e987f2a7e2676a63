/* global self, caches */
// The driver's app offline: the page and its hashed files come from the cache when the
// network does not answer, so a driver who loses signal mid-ride keeps the app open and
// its steps queued. The API is never cached: its answers are the ride's live state.
const CACHE = 'parada-driver-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The newest page when online; the kept one without signal.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) void caches.open(CACHE).then((cache) => cache.put('/', copy));
          return response;
        })
        .catch(() => caches.match('/').then((kept) => kept || Response.error())),
    );
    return;
  }
  // Hashed files never change: the cache first, filled as the app loads them.
  event.respondWith(
    caches.match(request).then(
      (kept) =>
        kept ||
        fetch(request).then((response) => {
          if (
            response.ok &&
            (url.pathname.startsWith('/assets/') || url.pathname.endsWith('.js'))
          ) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
