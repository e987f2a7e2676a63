/**
 * A signed-in visit to a screen the server draws with its data (the quick panel, My trips,
 * the hotel's home): it paints before any script, in the visit's language, from the
 * session's cookie; its app starts on the first touch, which it then carries out, or at
 * once when a ride is under way; signing out leaves no session for the server to draw.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshClient, type FreshClient } from '../src/accounts';
import { api, bookCentreRide, demoTaxi } from '../src/lifecycle';
import { pastTrip } from '../src/trips';
import {
  PHONE,
  appOrigin,
  appUrl,
  closePage,
  newPage,
  signedInStorage,
  useBrowser,
  type AppName,
} from '../src/harness';

const browser = useBrowser();
const PHONES = '+3467';

/** A page whose browser holds `token` as the login form leaves it, and no cookie yet. */
function withToken(app: AppName, token: string, locale: string) {
  return newPage(browser(), {
    locale,
    viewport: PHONE,
    storageState: {
      cookies: [],
      origins: [{ origin: appOrigin(app), localStorage: [{ name: 'parada.token', value: token }] }],
    },
  });
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'parada_session') ?? null;

/**
 * Reloads until the server draws the page: the server's first drawing of an app warms it
 * while that visit gets the app's page.
 */
async function reloadUntilDrawn(page: Page): Promise<void> {
  for (let tries = 0; tries < 40; tries += 1) {
    await page.reload();
    if ((await page.locator('#root[data-session]').count()) > 0) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`${page.url()} was never drawn by the server`);
}

/** The app's started (React has taken the page over). */
const isLive = (page: Page) => page.locator('#root[data-live]').count();

/** The API's data calls (its uploads, the logo, are images). */
const API_CALLS = /\/api\/(?!uploads\/)/;

/**
 * The page at `url` with every script and data call refused, in another tab of the same
 * browser (its refused loads are its own errors): what the page alone shows, and the paths
 * it asked for.
 */
async function withoutScripts(page: Page, url: string): Promise<{ bare: Page; asked: string[] }> {
  const bare = await page.context().newPage();
  const asked: string[] = [];
  const refuse = (route: Route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort();
  };
  await bare.route('**/*.js', refuse);
  await bare.route(API_CALLS, refuse);
  await bare.goto(url);
  return { bare, asked };
}

describe('signed-in screens drawn by the server', () => {
  it('paints My trips with its trips before any script, in Catalan, and starts on the first touch', async () => {
    const client = await freshClient('Drawn trips', PHONES, 'ca');
    await pastTrip(client, 'cash');
    const page = await withToken('panel', client.token, 'ca-ES');
    // The first visit: the app checks the token and keeps the session's cookie beside it.
    await page.goto(appUrl('panel', '/history'));
    await page.getByRole('heading', { level: 1, name: 'Els meus viatges' }).waitFor();
    await expect.poll(() => sessionCookie(page)).not.toBeNull();
    expect((await sessionCookie(page))?.httpOnly).toBe(false);
    await reloadUntilDrawn(page);

    const { bare, asked } = await withoutScripts(page, appUrl('panel', '/history'));
    await bare.getByRole('heading', { level: 1, name: 'Els meus viatges' }).waitFor();
    // The trip, in the reader's language, from the page alone.
    await expect.poll(() => bare.getByText('Plaça de Catalunya').count()).toBeGreaterThan(0);
    await bare.getByRole('button', { name: 'Obrir el menú' }).waitFor();
    // Only the page's own small scripts were asked for: no data call, none of the app.
    expect(asked.filter((pathname) => /^\/(api|assets)\//.test(pathname))).toEqual([]);
    await bare.close();

    // With scripts: the app's files may arrive once the page has loaded, but the app does
    // not run (no call of its own) until the first touch.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (API_CALLS.test(request.url())) calls.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Els meus viatges' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await isLive(page)).toBe(0);
    expect(calls).toEqual([]);
    // The first touch starts the app, and what it touched is done: the menu opens.
    await page.getByRole('button', { name: 'Obrir el menú' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Tauler ràpid' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tauler ràpid' }).waitFor();
    expect(await isLive(page)).toBe(1);

    // Signing out ends the cookie with the token: the next visit is drawn for no one.
    await page.getByRole('button', { name: 'Obrir el menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tanca la sessió' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tancar la sessió' }).click();
    await page.waitForURL((url) => /\/(login|before_room)/.test(url.pathname));
    expect(await sessionCookie(page)).toBeNull();
    await closePage(page);
  });

  it('starts the quick panel at once while a ride is under way', async () => {
    const client: FreshClient = await freshClient('Drawn live', PHONES, 'es');
    const session = { token: client.token, agrupation: 'demo' };
    const { taxiId } = await demoTaxi(session);
    const ride = await bookCentreRide({ ...session, userId: client.id, taxiId }, 'Ana');
    try {
      const page = await withToken('panel', client.token, 'es-ES');
      await page.goto(appUrl('panel', '/panel'));
      await page.getByRole('heading', { level: 1, name: 'Panel rápido' }).waitFor();
      await expect.poll(() => sessionCookie(page)).not.toBeNull();

      await reloadUntilDrawn(page);
      await page.getByRole('heading', { level: 1, name: 'Panel rápido' }).waitFor();
      expect(await page.locator('#root[data-start-at-once][data-session]').count()).toBe(1);
      // Live without a touch: the ride's status keeps coming.
      await expect.poll(() => isLive(page), { timeout: 20_000 }).toBe(1);
      await page.getByText('Ana').first().waitFor();
      await closePage(page);
    } finally {
      await api(session, 'PUT', `/service/${ride}/cancel/`);
    }
  });

  it("paints the hotel's home with its door before any script", async () => {
    const page = await newPage(browser(), {
      locale: 'es-ES',
      viewport: PHONE,
      storageState: await signedInStorage('hotel', 'hotel@example.com'),
    });
    await page.goto(appUrl('hotel', '/hotel'));
    const heading = page.getByRole('heading', { level: 1, name: 'Taxi para un huésped' });
    await heading.waitFor();
    await expect.poll(() => sessionCookie(page)).not.toBeNull();
    await reloadUntilDrawn(page);
    const { bare } = await withoutScripts(page, appUrl('hotel', '/hotel'));
    await bare.getByRole('heading', { level: 1, name: 'Taxi para un huésped' }).waitFor();
    expect(await bare.locator('#root[data-session]').count()).toBe(1);
    // With what the home shows from the hotel's settings: its door.
    await bare.getByText(/^El taxi recoge en Hotel Demo Barcelona/).waitFor();
    await bare.close();
    await closePage(page);
  });
});
