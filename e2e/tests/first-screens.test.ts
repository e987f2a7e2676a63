/**
 * The first screens the build prerendered, untouched: the page paints the operator's
 * name, logo and colours before any of the app's script has loaded (the server fills them
 * in), in the visitor's language, and the first interaction still does its work once the
 * app takes the page over.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../src/accounts';
import {
  DEMO_PASSWORD,
  DESKTOP,
  PHONE,
  appOrigin,
  appUrl,
  callApi,
  closePage,
  newPage,
  screenshot,
  useBrowser,
} from '../src/harness';

const browser = useBrowser();
const OTHER = appOrigin('panel').replace('localhost', 'other.localhost');
/** A logo on an https host of its own, answered by the test (page.route) as a CDN would. */
const LOGO = 'https://logo.example/brand.svg';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="#b91c1c"/><text x="60" y="26" font-size="16" text-anchor="middle" fill="#fff">LOGO</text></svg>';

interface Brand {
  logo: string | null;
  main_color: string | null;
  secondary_color: string | null;
}

/** Sets a grouping's brand as its operator would (admin API), giving back what it was. */
async function setBrand(email: string, permalink: string, brand: Partial<Brand>): Promise<Brand> {
  const token = await tokenOf(email, permalink);
  const groupings = await callApi<(Brand & { id: number; permalink: string })[]>(
    'GET',
    '/admin/agrupations',
    { token, agrupation: permalink },
  );
  const row = groupings.find((grouping) => grouping.permalink === permalink);
  if (!row) throw new Error(`the seed has no "${permalink}" grouping`);
  await callApi('PUT', `/admin/agrupations/${row.id}`, {
    token,
    agrupation: permalink,
    body: brand,
  });
  return { logo: row.logo, main_color: row.main_color, secondary_color: row.secondary_color };
}

/**
 * A page whose app scripts are held (counted, not loaded) until `release`: what it shows
 * meanwhile is the server's page alone.
 */
async function heldPage(options: Parameters<typeof newPage>[1]) {
  const page = await newPage(browser(), options);
  await page.route(LOGO, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: LOGO_SVG }),
  );
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { page, asked, release };
}

const isLive = (page: Page) => page.locator('#root[data-live]').count();

/** Where the page's heading, fields and buttons stand, to see that nothing moved. */
const boxesOf = (page: Page) =>
  page.locator('main h1, main input:not([type=checkbox]), main button').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    }),
  );

/**
 * What a held page painted: its logo loaded, its submit button in the grouping's colour
 * (for a grouping that has them), no app script asked for and nothing of React's; then a
 * shot at 390 and 1440 px.
 */
async function expectPaintedAlone(
  held: Awaited<ReturnType<typeof heldPage>>,
  { logo, submit, color, shot }: { logo?: Locator; submit: string; color?: string; shot: string },
) {
  const { page, asked } = held;
  if (logo) {
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
  }
  const button = page.getByRole('button', { name: submit, exact: true });
  await button.waitFor();
  if (color) {
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      color,
    );
  }
  expect(asked).toEqual([]);
  expect(await isLive(page)).toBe(0);
  await screenshot(page, shot);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, shot);
  await page.setViewportSize(PHONE);
}

describe('untouched first screens in the operator brand', () => {
  let otherBefore: Brand;
  let hotelBefore: Brand;
  beforeAll(async () => {
    otherBefore = await setBrand('operator-other@example.com', 'other', { logo: LOGO });
    hotelBefore = await setBrand('operator@example.com', 'hotel-demo', {
      logo: LOGO,
      main_color: '#b91c1c',
      secondary_color: '#f59e0b',
    });
  });
  afterAll(async () => {
    await setBrand('operator-other@example.com', 'other', otherBefore);
    await setBrand('operator@example.com', 'hotel-demo', hotelBefore);
  });

  it("the panel's login shows the operator's logo and colours in Catalan before any script, and logs in", async () => {
    const held = await heldPage({ locale: 'ca-ES', viewport: PHONE });
    const { page, release } = held;
    await page.goto(`${OTHER}/login`);
    // The form in Catalan, under the bar's logo named by the operator's name.
    await page.getByRole('heading', { name: 'Inicia la sessió' }).waitFor();
    expect(await page.title()).toBe('Other Cabs');
    await expectPaintedAlone(held, {
      logo: page.getByRole('img', { name: 'Other Cabs London' }),
      submit: 'Entra',
      color: 'rgb(29, 78, 216)',
      shot: 'first-screen-panel-login-other',
    });

    // The first touch loads the app, which takes the page over as it stands.
    await page
      .getByRole('textbox', { name: 'Correu electrònic o telèfon' })
      .fill('other@example.com');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra', exact: true }).click();
    release();
    await page.waitForURL((url) => url.pathname !== '/login');
    await closePage(page);
  });

  it("the hotel's login shows its name, logo and colours in Spanish before any script", async () => {
    const held = await heldPage({ locale: 'es-ES', viewport: PHONE });
    const { page, release } = held;
    await page.goto(`${appOrigin('hotel')}/login`);
    await page.getByText('Hotel Demo Barcelona', { exact: true }).waitFor();
    await page.getByText('Personal del hotel', { exact: true }).waitFor();
    await expectPaintedAlone(held, {
      logo: page.locator(`img[src="${LOGO}"]`).first(),
      submit: 'Entrar',
      color: 'rgb(185, 28, 28)',
      shot: 'first-screen-hotel-login',
    });
    release();
    // Taken over, the page keeps the brand it painted.
    await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).click();
    await expect.poll(() => isLive(page)).toBe(1);
    await page.getByText('Hotel Demo Barcelona', { exact: true }).waitFor();
    await closePage(page);
  });
  it("a room card's signup shows its hotel and room in Catalan before any script, and signs the guest up", async () => {
    const held = await heldPage({ locale: 'ca-ES', viewport: PHONE });
    const { page, release } = held;
    const room = String(600 + Math.floor(Math.random() * 300));
    await page.goto(appUrl('guest', `/guests/signup?token=demo-hotel-rooms&room=${room}`));
    // The card checked by the server: its hotel in the heading, its room in the field,
    // under the operator's name, as the started app shows them.
    await page.getByRole('heading', { name: 'Benvingut a Hotel Demo Barcelona' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Habitació' }).inputValue()).toBe(room);
    // (in the drawer, which a phone's width keeps closed: its logo, named by the operator)
    await page
      .getByRole('img', { name: 'Parada Barcelona', exact: true })
      .or(page.getByText('Parada Barcelona', { exact: true }))
      .first()
      .waitFor({ state: 'attached' });
    expect(await page.title()).toBe('Parada Barcelona — taxis i trasllats');
    await expectPaintedAlone(held, { submit: "Registra'm", shot: 'first-screen-guest-room-card' });
    const layout = await boxesOf(page);

    // Typed, ticked and sent before the app has arrived: all of it held, then done.
    await page.getByRole('textbox', { name: 'El teu nom' }).fill('Clara Held');
    await page
      .getByRole('textbox', { name: 'Telèfon', exact: true })
      .fill(`+34 622 ${room} ${String(Math.floor(Math.random() * 900) + 100)}`);
    await page.getByText(/^Accepto les/).click({ position: { x: 4, y: 8 } });
    await page.getByRole('button', { name: "Registra'm", exact: true }).click();
    expect(await isLive(page)).toBe(0);
    release();
    await page.waitForURL((url) => url.pathname === '/ride');
    expect(await page.getByLabel('Nom per al conductor').inputValue()).toBe(`Clara Held (${room})`);
    await closePage(page);

    // Taken over untouched, the page is the one painted: nothing moved.
    const again = await heldPage({ locale: 'ca-ES', viewport: PHONE });
    await again.page.goto(appUrl('guest', `/guests/signup?token=demo-hotel-rooms&room=${room}`));
    await again.page.getByRole('heading', { name: 'Benvingut a Hotel Demo Barcelona' }).waitFor();
    expect(await boxesOf(again.page)).toEqual(layout);
    again.release();
    await again.page.locator('main select').first().focus();
    await expect.poll(() => isLive(again.page)).toBe(1);
    await again.page.getByRole('heading', { name: 'Benvingut a Hotel Demo Barcelona' }).waitFor();
    expect(await again.page.getByRole('textbox', { name: 'Habitació' }).inputValue()).toBe(room);
    expect(await boxesOf(again.page)).toEqual(layout);
    await screenshot(again.page, 'first-screen-guest-room-card-live');
    await again.page.setViewportSize(DESKTOP);
    await screenshot(again.page, 'first-screen-guest-room-card-live');
    await closePage(again.page);
  });
});
