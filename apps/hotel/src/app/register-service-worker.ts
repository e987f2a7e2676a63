/** How often a kiosk left open for days asks whether a new version is out. */
const UPDATE_CHECK_MS = 30 * 60_000;
/** How long the screen must go untouched before a new version may take over. */
export const IDLE_AFTER_MS = 60_000;
const IDLE_CHECK_MS = 5_000;
/** How long a kiosk whose first install failed waits before it tries again. */
export const INSTALL_RETRY_MS = 30_000;

/**
 * Installs the service worker once the page has loaded, so it never competes with the
 * first screen. A new version installs in the background and waits; it takes over (and the
 * page reloads onto it) only at an idle moment: no request in flight, nothing under way on
 * the screen, nobody touching it for a minute.
 */
export function registerServiceWorker(isBusy: () => boolean): void {
  if (!('serviceWorker' in navigator)) return;
  let touched = Date.now();
  for (const type of ['pointerdown', 'keydown', 'input']) {
    window.addEventListener(type, () => (touched = Date.now()), { capture: true, passive: true });
  }
  const start = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // A page that was still loading when the first worker activated (a kiosk opened during
    // its install) is left out of the worker's claim; it asks to be taken over, or it would
    // have no offline screen until its next load, which a kiosk may not see for days.
    void navigator.serviceWorker.ready.then((ready) => {
      if (!navigator.serviceWorker.controller) ready.active?.postMessage('claim');
    });
    // The first worker takes the page over without a reload; only a new version reloads it.
    let reloading = false;
    let updating = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloading || !updating) return;
      reloading = true;
      window.location.reload();
    });
    let lastInstall = Date.now();
    setInterval(() => {
      // A first install that failed (a file the network dropped) leaves no worker at all;
      // a kiosk may stay on one page for days, so it tries again rather than wait for a load.
      if (!registration.active && !registration.installing && !registration.waiting) {
        if (Date.now() - lastInstall < INSTALL_RETRY_MS) return;
        lastInstall = Date.now();
        void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
        return;
      }
      const waiting = registration.waiting;
      if (!waiting || !navigator.serviceWorker.controller || updating) return;
      if (isBusy() || Date.now() - touched < IDLE_AFTER_MS) return;
      updating = true;
      waiting.postMessage('skip-waiting');
    }, IDLE_CHECK_MS);
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  };
  const begin = () => void start().catch((error: unknown) => console.warn('service worker', error));
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
