/**
 * The installable lobby kiosk in Chromium against the real server: the hotel app's
 * manifest, icons and service worker make it installable, opening full-screen on the kiosk;
 * with the network switched off (`context.setOffline`) the kiosk keeps its screen, also
 * after a reload, says so in plain words, queues a guest's ride with its idempotency key
 * and sends it exactly once when the network is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  FULL_CHROMIUM,
  PHONE,
  apiUrl,
  appOrigin,
  appUrl,
  expectAccessible,
  logInWith,
  newPage,
  screenshot,
  useBrowser,
} from '../src/harness';
import { tokenOf } from '../src/accounts';

const browser = useBrowser();
const STAFF = 'hotel@example.com';

async function staffHeaders(): Promise<Record<string, string>> {
  const token = await tokenOf(STAFF, 'hotel-demo');
  return { authorization: `Token ${token}`, 'app-agrupation': 'hotel-demo' };
}

/** Console errors other than the requests the browser could not send while offline. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Waits until the service worker controls the page (it claims it on its first activation). */
async function waitForWorker(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
  } catch (error) {
    // Say where the worker stopped: not registered, installing, or installed but not in charge.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        page: document.readyState,
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
      };
    });
    throw new Error(`no worker controls the kiosk: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** Why Chromium would not offer to install the page now (its errorIds), none when it would. */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const result = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await cdp.detach();
  return result.installabilityErrors.map((error) => error.errorId);
}

beforeAll(async () => {
  // Open around the clock, whatever another file left.
  const response = await fetch(apiUrl('/hotel/settings'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(await staffHeaders()) },
    body: JSON.stringify({ opening_hours: null }),
  });
  expect(response.status).toBe(200);
});

/** Staff open the kiosk screen, in Catalan, and its worker takes the page over. */
async function openKiosk(page: Page): Promise<void> {
  await logInWith(page, 'hotel', STAFF, 'ca');
  await page.goto(appUrl('hotel', '/hotelcab'));
  await page.getByRole('heading', { name: 'Taxi a la porta' }).waitFor();
  await waitForWorker(page);
}

describe('the installable kiosk', () => {
  it("is installable: the grouping's manifest, real icons, a worker controlling the kiosk", async () => {
    const page = await newPage(browser(), { locale: 'ca-ES', viewport: DESKTOP });
    const errors = collectErrors(page);
    await openKiosk(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        type: response.headers.get('content-type'),
        body: (await response.json()) as {
          name: string;
          start_url: string;
          display: string;
          theme_color: string;
          icons: { src: string; sizes: string; type: string }[];
        },
      };
    }, href!);
    expect(manifest.type).toContain('application/manifest+json');
    expect(manifest.body).toMatchObject({
      name: 'Hotel Demo — taxi',
      start_url: '/hotelcab',
      display: 'fullscreen',
    });
    for (const size of [192, 512]) {
      const icon = manifest.body.icons.find((item) => item.sizes === `${size}x${size}`);
      expect(icon?.type).toBe('image/png');
      // Decoded by the browser itself: a real PNG of the size it claims.
      const decoded = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return [bitmap.width, bitmap.height];
      }, icon!.src);
      expect(decoded).toEqual([size, size]);
    }

    // Chromium's own verdict, as its install prompt and Lighthouse's audit read it.
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(parsed.url).toBe(`${appOrigin('hotel')}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    // The install verdict is the full Chromium's: the tests' headless shell has no installer
    // and finds nothing to refuse on any page. Playwright's contexts are off-the-record
    // profiles, which Chromium never installs into; that must be the only reason it gives
    // there, and a real profile must get none.
    const args = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];
    const full = await chromium.launch({ executablePath: FULL_CHROMIUM, args });
    try {
      const incognito = await full.newPage({ locale: 'ca-ES', viewport: DESKTOP });
      await openKiosk(incognito);
      expect(await installabilityErrors(incognito)).toEqual(['in-incognito']);
    } finally {
      await full.close();
    }
    const profile = await mkdtemp(path.join(tmpdir(), 'parada-kiosk-profile-'));
    const real = await chromium.launchPersistentContext(profile, {
      executablePath: FULL_CHROMIUM,
      args,
      locale: 'ca-ES',
      viewport: DESKTOP,
    });
    try {
      const kiosk = real.pages()[0] ?? (await real.newPage());
      await openKiosk(kiosk);
      await expect.poll(() => installabilityErrors(kiosk), { timeout: 30_000 }).toEqual([]);
    } finally {
      await real.close();
      await rm(profile, { recursive: true, force: true });
    }
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.scope,
    );
    expect(scope).toBe(`${appOrigin('hotel')}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps its screen offline, queues a ride with its key and sends it once when back', async () => {
    const page = await newPage(browser(), { locale: 'es-ES', viewport: DESKTOP });
    const errors = collectErrors(page);
    // The worker is in place before staff log in, as on a kiosk set up the day before: the
    // session and settings the kiosk starts with pass through it.
    await page.goto(appUrl('hotel', '/login'));
    await waitForWorker(page);
    // The recipes a toast or dialog fetches with it are in the worker's shell: offline, the
    // queued notice must not wait for a file the kiosk never kept.
    const worker = await page.evaluate(async () => (await fetch('/sw.js')).text());
    expect(worker).toMatch(/"\/assets\/late-recipes-[\w-]+\.js"/);
    await logInWith(page, 'hotel', STAFF, 'es');
    await page.goto(appUrl('hotel', '/hotelcab'));
    await page.getByRole('heading', { name: 'Taxi a la puerta' }).waitFor();
    const offlineBanner = page.getByText('Ahora no hay conexión', { exact: false });

    // Every ride request the page sends, from before the network drops to the end.
    const sent: { key: string | undefined; authorization: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !/\/api\/services\/?$/.test(request.url())) return;
      const headers = request.headers();
      sent.push({
        key: headers['idempotency-key'],
        authorization: headers['authorization'] ?? '',
        body: request.postData() ?? '',
      });
    });
    await page.context().setOffline(true);
    await offlineBanner.waitFor();
    // A reload without network: the cached shell, the kiosk again, never the browser's page.
    await page.reload();
    expect(page.url()).toBe(appUrl('hotel', '/hotelcab'));
    await page.getByRole('heading', { name: 'Taxi a la puerta' }).waitFor();
    await offlineBanner.waitFor();
    await expectAccessible(page, 'kiosk offline');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'kiosk-offline');
    }
    await page.setViewportSize(DESKTOP);

    const room = `K-${Date.now().toString(36)}`;
    await page.getByLabel('Número o nombre de la habitación').fill(room);
    await page.getByRole('button', { name: 'Pedir un taxi' }).click();
    const queued = page.getByText('Lo enviaremos en cuanto vuelva la conexión', { exact: true });
    await queued.waitFor();
    await page.getByText(`Taxi a la puerta para la habitación ${room}`).waitFor();
    await expectAccessible(page, 'kiosk queued');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'kiosk-queued');
    }
    const stored = await page.evaluate(() => localStorage.getItem('parada.kiosk_queue'));
    const { key } = JSON.parse(stored!) as { key: string };
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    // Still queued after another reload: the ride lives in the kiosk's storage.
    await page.reload();
    await queued.waitFor();

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Hecho' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => offlineBanner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('parada.kiosk_queue'))).toBeNull();

    // Exactly one ride for that room; sending the key again answers with the same ride.
    const headers = await staffHeaders();
    const running = (await (
      await fetch(apiUrl('/services/in_process/list'), { headers })
    ).json()) as { id: number; viajero?: { name?: string | null } | null }[];
    const rides = running.filter((ride) => ride.viajero?.name === room);
    expect(rides).toHaveLength(1);
    // The kiosk's own request replayed from outside, key and body as it sent them.
    // Nothing tried while offline (not even after the reload), one request once back.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toBe(key);
    const replay = await fetch(apiUrl('/services/'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: sent[0]!.authorization,
        'app-agrupation': 'hotel-demo',
        'idempotency-key': key,
      },
      body: sent[0]!.body,
    });
    const repeat = { body: (await replay.json()) as { service?: { id: number } } };
    expect(repeat.body.service?.id).toBe(rides[0]!.id);
    const again = (await (
      await fetch(apiUrl('/services/in_process/list'), { headers })
    ).json()) as { viajero?: { name?: string | null } | null }[];
    expect(again.filter((ride) => ride.viajero?.name === room)).toHaveLength(1);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
