/**
 * A signed-in visit's start where the server draws nothing (a visit without the session's
 * cookie: a browser that refuses cookies, a route the server does not draw; the drawn
 * screens are signed-in-drawn's): a reload draws the screen from the session the last visit
 * kept while the server checks the token again, and the screen's lists are asked beside
 * that check; a session revoked since ends on the server's answer, as without the copy.
 * My trips' list leaves with the session's start, before the first render.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, signIn } from '../src/lifecycle';
import { appUrl, newPage, useBrowser } from '../src/harness';

const browser = useBrowser();

/** The next visit carries no session cookie: the server sends the app, not a drawn screen. */
const withoutSessionCookie = (page: Page) =>
  page.context().clearCookies({ name: 'parada_session' });
const EMAIL = 'client@example.com';

describe('signed-in start', () => {
  it('draws the quick panel from the kept session, its lists asked before the check answers', async () => {
    const session = await signIn(EMAIL, 'demo');
    const page = await newPage(browser(), {
      locale: 'es-ES',
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(appUrl('panel')).origin,
            localStorage: [{ name: 'parada.token', value: session.token }],
          },
        ],
      },
    });
    // The first visit checks the token before it draws, and keeps what the check gave.
    await page.goto(appUrl('panel', '/panel'));
    await page.getByRole('heading', { level: 1, name: 'Panel rápido' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('parada.session') !== null);

    // The next one: the check is held until the screen has drawn and asked for its lists.
    const held: Route[] = [];
    await page.route('**/api/token/valid/**', (route) => void held.push(route));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await withoutSessionCookie(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Panel rápido' }).waitFor();
    await expect.poll(() => asked).toContain('/api/services/in_process/list/');
    expect(held).toHaveLength(1);
    await held[0]?.continue();
    await page.unroute('**/api/token/valid/**');
    await page.getByRole('heading', { level: 1, name: 'Panel rápido' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/panel');

    // Revoked on the server (logged out elsewhere): the next visit ends on the server's
    // answer, however much the browser kept, with nothing of the session left in it.
    await api(session, 'POST', '/logout/');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Bienvenido a / }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/before_room');
    const kept = await page.evaluate(() => [
      localStorage.getItem('parada.token'),
      localStorage.getItem('parada.session'),
    ]);
    expect(kept).toEqual([null, null]);
    // As when the check alone refuses a token: no 'Session Expired!' on the way out.
    await page.waitForTimeout(500);
    expect(await page.getByText('¡La sesión ha caducado!', { exact: false }).count()).toBe(0);
    // The browser logs the refused requests (401) as errors: closed without that check.
    await page.context().close();
  });

  it('asks for My trips before its first render, once', async () => {
    const session = await signIn(EMAIL, 'demo');
    const page = await newPage(browser(), {
      locale: 'es-ES',
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(appUrl('panel')).origin,
            localStorage: [{ name: 'parada.token', value: session.token }],
          },
        ],
      },
    });
    await page.goto(appUrl('panel', '/history'));
    await page.getByRole('heading', { level: 1, name: 'Mis viajes' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('parada.session') !== null);

    // The first render waits for the language's first texts, which are held: nothing of the
    // page has mounted, so its list can only have been asked by the start.
    const held: Route[] = [];
    await page.route('**/assets/texts-first-es-*.js', (route) => void held.push(route));
    const lists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/services/') lists.push(request.url());
    });
    await withoutSessionCookie(page);
    await page.reload();
    await expect.poll(() => held.length).toBe(1);
    await expect.poll(() => lists).toHaveLength(1);
    expect(await page.locator('#root h1').count()).toBe(0);
    await held[0]?.continue();
    await page.unroute('**/assets/texts-first-es-*.js');
    await page.getByRole('heading', { level: 1, name: 'Mis viajes' }).waitFor();
    // The list as the request gave it (this account may have no finished trip yet).
    await page
      .getByRole('table')
      .or(page.getByText('Ningún viaje coincide con estos filtros.'))
      .waitFor();
    // The page found the list asked for and did not ask again.
    await page.waitForTimeout(500);
    expect(lists).toHaveLength(1);
    await page.context().close();
  });
});
