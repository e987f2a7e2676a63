/**
 * Every screen a role may use is reachable from its menu or a visible link
 * within two clicks of its home; the hotel's settings screen (the kiosk follows its week);
 * a company works the hotel screens with its own pick-up; the top bar and fare cards.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DESKTOP,
  PHONE,
  apiUrl,
  appOrigin,
  appUrl,
  checkScreen,
  closePage,
  logIn,
  loggedInPage,
  newPage,
  openInApp,
  resize,
  screenshot,
  type AppName,
  useBrowser,
} from '../src/harness';
import { tokenOf } from '../src/accounts';
import { chooseAddress } from '../src/addresses';
import { ARTIFACTS_DIR } from '../src/paths';

const browser = useBrowser();
const CONTENT = [
  '/content/usuario_info',
  '/content/condiciones_generales',
  '/content/politica_privacidad',
];

/**
 * Spec §6's routes for each role, as the paths its app shows them. Left out: guest-only
 * routes (login, register), renew_privacy (only when new terms are due), panel_home2 (the
 * same page as panel), hotelcab_closed (only outside the kiosk's hours).
 */
const EXPECTED: Record<string, { app: AppName; email?: string; paths: string[] }> = {
  client: {
    app: 'panel',
    email: 'client@example.com',
    paths: [
      '/request',
      '/panel',
      '/Bookings',
      '/history',
      '/favorite',
      '/payment-method',
      '/messages',
      '/tickets',
      '/ticket/',
      '/profile',
      '/purses',
      ...CONTENT,
    ],
  },
  company: {
    app: 'panel',
    email: 'company@example.com',
    // The hotel screens a company may use live in the hotel app, not in the panel's menu.
    paths: [
      '/request',
      '/panel',
      '/Bookings',
      '/history',
      '/favorite',
      '/payment-method',
      '/employee',
      '/service_type',
      '/messages',
      '/tickets',
      '/profile',
      '/purses',
      ...CONTENT,
    ],
  },
  office: {
    app: 'panel',
    email: 'office@example.com',
    paths: [
      '/request',
      '/panel',
      '/Bookings',
      '/history',
      '/favorite',
      '/payment-method',
      '/employee',
      '/service_type',
      '/messages',
      '/tickets',
      '/profile',
      '/purses',
      ...CONTENT,
    ],
  },
  employee: {
    app: 'panel',
    email: 'employee@example.com',
    paths: ['/request', '/panel', '/Bookings', '/history', '/favorite', '/purses', ...CONTENT],
  },
  hotel_staff: {
    app: 'hotel',
    email: 'hotel@example.com',
    paths: [
      '/hotel',
      '/hotel_history',
      '/hotelcab',
      '/hotel/settings',
      '/hotel/rooms',
      '/profile',
      ...CONTENT,
    ],
  },
  guest: { app: 'guest', paths: ['/ride', '/club', ...CONTENT] },
};

/** Same-origin paths of the links a user sees now, the menu opened if it is folded away. */
async function visibleLinks(page: Page, app: AppName): Promise<string[]> {
  const origin = appOrigin(app);
  const read = () =>
    page.$$eval(
      'a[href]',
      (anchors, base) =>
        anchors
          .filter((anchor) => (anchor as HTMLElement).offsetParent !== null)
          .map((anchor) => new URL((anchor as HTMLAnchorElement).href, base))
          .filter((url) => url.origin === base)
          .map((url) => url.pathname),
      origin,
    );
  const links = await read();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if ((await menu.count()) > 0 && (await menu.first().isVisible())) {
    await menu.first().click();
    await page.getByRole('dialog').getByRole('navigation').waitFor();
    links.push(...(await read()));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return [...new Set(links)];
}

/**
 * Everything within two clicks of the home: its links, then the links of those pages, read
 * page by page only while some expected route is still not found (the machine is shared).
 */
async function walk(
  page: Page,
  app: AppName,
  expected: readonly string[],
): Promise<{ one: string[]; two: string[] }> {
  // The login's client-side navigation leaves the load state reached on /login: wait for the
  // home's own heading, or a slow machine reads the links of a page not drawn yet.
  await page.locator('main h1, h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const one = await visibleLinks(page, app);
  const two = new Set<string>();
  const missing = () => expected.filter((wanted) => !reaches([...one, ...two], wanted));
  for (const target of one) {
    if (missing().length === 0) break;
    if (target === '/logout') continue;
    // The lobby kiosk locks the browser until a staff password opens it: its link is found.
    if (target === '/hotelcab') continue;
    // As the link there leads: the app stays loaded, only its route changes.
    await openInApp(page, target);
    for (const link of await visibleLinks(page, app)) two.add(link);
  }
  return { one, two: [...two].filter((link) => !one.includes(link)) };
}

const reaches = (found: readonly string[], expected: string) =>
  found.some((link) => (expected.endsWith('/') ? link.startsWith(expected) : link === expected));

/** Leaves the locked lobby kiosk as staff do: its button, then the staff's password. */
async function leaveKiosk(page: Page) {
  await page.getByRole('button', { name: 'Surt del quiosc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Surt del quiosc' });
  await dialog.getByLabel(/^Contrasenya o PIN/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Surt', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/hotel');
}

let guests = 0;

/**
 * A new guest from room 101's card, signed in as the guest app keeps its session. Each call
 * is another person: the same one again would be asked for the code.
 */
async function guestPage(): Promise<Page> {
  guests += 1;
  const response = await fetch(apiUrl('/guests/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: 'demo-hotel-rooms',
      name: `Walker Guest ${guests}`,
      room: '101',
      // A guest gives a phone or an email, so the same person reaches the same account.
      phone: `+34 600 000 ${100 + guests}`,
      terms_accepted: true,
    }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  const page = await newPage(browser(), { viewport: DESKTOP });
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('parada.token')) {
      window.localStorage.setItem('parada.token', value);
    }
  }, token);
  await page.goto(appUrl('guest', '/ride'));
  return page;
}

async function putHotelSettings(token: string, body: object, grouping = 'hotel-demo') {
  return fetch(apiUrl('/hotel/settings'), {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Token ${token}`,
      'app-agrupation': grouping,
    },
    body: JSON.stringify(body),
  });
}

describe('every screen reachable', () => {
  afterAll(async () => {
    // The kiosk's week back to always open for the other files of the run.
    await putHotelSettings(await tokenOf('hotel@example.com', 'hotel-demo'), {
      weekly_hours: null,
    });
  });

  it(
    'walks the menus of client, company, office, employee, hotel staff and guest',
    {
      timeout: 900_000,
    },
    async () => {
      const report: Record<string, { one: string[]; two: string[]; missing: string[] }> = {};
      for (const [role, expected] of Object.entries(EXPECTED)) {
        let page: Page;
        if (expected.email) {
          // The home as signing in leads there (an employee's fresh load of /request asks
          // for payment methods it may not list: a 403 in the console).
          page = await loggedInPage(browser(), expected.app, expected.email, {
            viewport: DESKTOP,
            throughForm: true,
          });
        } else {
          page = await guestPage();
        }
        const { one, two } = await walk(page, expected.app, expected.paths);
        const found = [...one, ...two];
        const missing = expected.paths.filter((wanted) => !reaches(found, wanted));
        report[role] = { one, two, missing };
        await closePage(page);
      }
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      writeFileSync(path.join(ARTIFACTS_DIR, 'reach-menus.json'), JSON.stringify(report, null, 2));
      console.info('reached within two clicks', JSON.stringify(report, null, 1));
      for (const [role, result] of Object.entries(report)) {
        expect({ role, missing: result.missing }).toEqual({ role, missing: [] });
      }
    },
  );

  it('the panel shows the wallet, messages with their unread badge, and the entry page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(browser(), { viewport });
      await page.goto(appUrl('panel', '/before_room'));
      await page.getByRole('heading', { level: 1, name: /^Welcome to / }).waitFor();
      await checkScreen(page, 'before_room', 'reach-before-room');
      await logIn(page, 'panel', 'client@example.com');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation').last();
      await nav.getByRole('link', { name: 'Wallet' }).waitFor();
      // The seeded client has two unread messages: the badge says so.
      const messages = nav.getByRole('link', { name: /^Messages/ });
      await expect.poll(async () => messages.textContent()).toContain('2');
      await messages.click();
      await page.waitForURL((url) => url.pathname === '/messages');
      // The top bar names the grouping and the page.
      const banner = page.getByRole('banner');
      await banner.getByText('Messages').waitFor();
      // The grouping's logo, named by the operator's name.
      await banner.getByRole('img', { name: 'Parada Barcelona', exact: true }).waitFor();
      await checkScreen(page, 'messages with top bar', 'reach-top-bar');
      await closePage(page);
    }
  });

  it('hotel staff set the week in Catalan and the kiosk follows it', async () => {
    // One page: the phone's pass, then the desktop's with the settings reached again from
    // the profile as the app's links do.
    const page = await loggedInPage(browser(), 'hotel', 'hotel@example.com', {
      viewport: PHONE,
      locale: 'ca-ES',
      path: '/hotel/settings',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      if (viewport !== PHONE) {
        await resize(page, viewport);
        await openInApp(page, '/hotel/settings');
      }
      await page.getByRole('heading', { level: 1, name: "Configuració de l'hotel" }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Porta de recollida' }).waitFor();
      await checkScreen(page, 'hotel settings', 'reach-hotel-settings');

      // The room cards' code: a new one warns first that printed cards stop working.
      await page.getByRole('button', { name: 'Crea un codi nou' }).click();
      const warning = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await warning.getByText(/deixaran de funcionar/).waitFor();
      await screenshot(page, 'reach-hotel-cards-warning');
      await warning.getByRole('button', { name: /Cancel/ }).click();

      if (viewport === DESKTOP) {
        // Every day closed: the kiosk sends the lobby to its closed screen.
        // Chakra's checkbox input is visually hidden: a user clicks its label.
        await page.getByText('Obert les 24 hores, cada dia').click();
        for (const label of await page.getByText('Tancat', { exact: true }).all()) {
          await label.click();
        }
        await page.getByRole('button', { name: "Desa l'horari" }).click();
        await page.getByText('Desat').waitFor();
        await page.goto(appUrl('hotel', '/hotelcab'));
        await page.waitForURL((url) => url.pathname === '/hotelcab_closed');
        await leaveKiosk(page);

        // Open around the clock again: the kiosk takes requests.
        await page.goto(appUrl('hotel', '/hotel/settings'));
        await page.getByText('Obert les 24 hores, cada dia').click();
        await page.getByRole('button', { name: "Desa l'horari" }).click();
        await page.getByText('Desat').waitFor();
        await page.goto(appUrl('hotel', '/hotelcab'));
        await page.waitForTimeout(1_000);
        expect(new URL(page.url()).pathname).toBe('/hotelcab');
        await leaveKiosk(page);

        await openInApp(page, '/profile');
        await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
        await checkScreen(page, 'hotel staff profile', 'reach-hotel-profile');
      } else {
        await openInApp(page, '/profile');
        await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
        await screenshot(page, 'reach-hotel-profile');
      }
    }
    await closePage(page);
  });

  it('a company works the hotel screens and books from its own pick-up', async () => {
    const page = await loggedInPage(browser(), 'panel', 'company@example.com');
    // The panel's menu has no Hotel item (its screens are the hotel app's); the panel's
    // /hotel, opened from a bookmark, leads to the hotel app's domain.
    await page.getByRole('navigation').getByRole('link', { name: 'My trips' }).waitFor();
    expect(
      await page.getByRole('navigation').getByRole('link', { name: 'Hotel', exact: true }).count(),
    ).toBe(0);
    await page.goto(appUrl('panel', '/hotel'));
    const open = page.getByRole('link', { name: /Open the hotel app \(hotel\.localhost\)/ });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe(`${appOrigin('hotel')}/hotel`);

    await logIn(page, 'hotel', 'company@example.com');
    await page.goto(appUrl('hotel', '/hotel/settings'));
    await page.getByRole('heading', { level: 1, name: 'Your pick-up address' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Kiosk opening hours' }).count()).toBe(0);
    const address = 'Acme Logistics, Carrer de Pujades 100, Barcelona';
    await page.getByRole('combobox', { name: 'Address' }).fill(address);
    await page.keyboard.press('Escape');
    const map = page.locator('.leaflet-container');
    await map.waitFor();
    await map.click({ position: { x: 200, y: 140 } });
    await page.getByRole('button', { name: 'Save pick-up' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await checkScreen(page, 'company pick-up', 'reach-company-pickup');

    await page.goto(appUrl('hotel', '/hotel'), { timeout: 90_000 });
    await page.getByText(address).first().waitFor();
    await page.getByLabel('Guest room or name').fill('Visitor from Acme');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/api\/services\/?$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('button', { name: 'Request taxi' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { service: ride } = (await response.json()) as {
      service: { direccion: { calle: string } };
    };
    // The ride leaves from the company's own pick-up, not the hotel's door.
    expect(ride.direccion.calle).toBe(address);
    await page.getByText('Taxi requested for Visitor from Acme').waitFor();
    await closePage(page);
  });

  it("Choose Fare shows extras and drivers' languages, and no two texts of a card overlap", async () => {
    // One page, the open dialog looked at in each width in turn (a page per width would
    // start the app three times).
    const page = await loggedInPage(browser(), 'panel', 'client@example.com', {
      viewport: { width: 390, height: 900 },
      path: '/request',
    });
    await chooseRoute(page);
    const dialog = page.getByRole('dialog', { name: 'Choose Fare' });
    for (const width of [390, 1024, 1440]) {
      await resize(page, { width, height: 900 });
      await dialog.waitFor();
      await dialog.getByText('Child seat available on request').first().waitFor();
      await dialog
        .getByText(/Drivers speak/)
        .first()
        .waitFor();
      await dialog.getByText('Wheelchair ramp and room for large luggage').waitFor();
      expect(await dialog.getByText('Internal: two vans on the night shift').count()).toBe(0);
      const overlaps = await page.$$eval('[data-fare-card]', (cards) =>
        cards.flatMap((card) => {
          const boxes = [...card.querySelectorAll('p, span, a, button')]
            .filter((element) => element.children.length === 0 && element.textContent?.trim())
            .map((element) => ({
              text: element.textContent!.trim(),
              box: element.getBoundingClientRect(),
            }))
            .filter(({ box }) => box.width > 0 && box.height > 0);
          const found: string[] = [];
          boxes.forEach((a, i) =>
            boxes.slice(i + 1).forEach((b) => {
              const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
              const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
              if (x > 1 && y > 1) found.push(`${a.text} × ${b.text}`);
            }),
          );
          return found;
        }),
      );
      expect({ width, overlaps }).toEqual({ width, overlaps: [] });
      if (width !== 1024) await screenshot(page, `reach-fare-cards-${width}`);
    }
    await page.context().close();
  });

  it('the guest menu has one entry per place', async () => {
    const page = await guestPage();
    const nav = page.getByRole('navigation').last();
    await nav.getByRole('link', { name: 'Rides' }).waitFor();
    const names = await nav.getByRole('link').allTextContents();
    expect(names.map((name) => name.trim())).toEqual([
      'Rides',
      'Club',
      'Help',
      'Terms and conditions',
      'Privacy policy',
    ]);
    await screenshot(page, 'reach-guest-menu');
    await page.context().close();
  });
});

/** Pick-up and destination typed and chosen, then Choose Fare opened. */
async function chooseRoute(page: Page) {
  await chooseAddress(page, 'Pick-up address', 'Sagrada', /Sagrada Família/);
  await chooseAddress(page, 'Destination', 'Barceloneta', /Barceloneta/);
  const open = page.getByRole('button', { name: 'Choose a fare' });
  await expect.poll(() => open.isEnabled(), { timeout: 30_000 }).toBe(true);
  await open.click();
}
