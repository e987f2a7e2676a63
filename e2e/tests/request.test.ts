/**
 * The request page (spec §2 request): a ride now followed to completion, a booking for
 * later seen in bookings and cancelled, and the whole flow once in Catalan on a phone.
 * Only client@example.com is used here; other files share the server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DESKTOP,
  PHONE,
  appUrl,
  callApi,
  closePage,
  expectAccessible,
  loggedInPage,
  newPage,
  screenshot,
  useBrowser,
  openInApp,
} from '../src/harness';
import { tokenOf } from '../src/accounts';
import { chooseAddress } from '../src/addresses';
import { centreRide, demoTaxi, nextBookedId } from '../src/lifecycle';

const browser = useBrowser();
const EMAIL = 'client@example.com';

const api = <T>(token: string | null, method: string, path: string, body?: object) =>
  callApi<T>(method, path, { token, body });

/** The client's token, for what the test sets up or checks behind the screens. */
const apiToken = () => tokenOf(EMAIL);

/** A booking made straight through the API, so the next one is the user's second. */
async function bookThroughApi(token: string, when: string): Promise<number> {
  const { user } = await api<{ user: { id: number } }>(token, 'GET', '/token/valid/');
  const { taxiId } = await demoTaxi({ token, agrupation: 'demo' });
  const created = await api<{ service: { id: number } }>(
    token,
    'POST',
    '/services/',
    centreRide(user.id, taxiId, '', { fecha_servicio_diferido: when }),
  );
  return created.service.id;
}

interface WireRide {
  id: number;
  status_code: number;
}

async function rideStatus(token: string, id: number): Promise<number | null> {
  for (const path of ['/services/in_process/list/', '/services/scheduled/']) {
    const list = await api<WireRide[]>(token, 'GET', path);
    const found = list.find((ride) => ride.id === id);
    if (found) return found.status_code;
  }
  const history = await api<{ services: WireRide[] }>(token, 'GET', '/v2/services/?limit=100');
  return history.services.find((ride) => ride.id === id)?.status_code ?? null;
}

/** A full-page picture taken from the top, where the sticky bars belong. */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Opens the fare picker once the fares are in and takes the named grouping. */
async function chooseFare(page: Page, buttonName: string, dialogTitle: string, fare: RegExp) {
  const open = page.getByRole('button', { name: buttonName });
  // Pricing waits for the server (slower on a cold or busy machine than poll's 5 s).
  await expect.poll(() => open.isEnabled(), { timeout: 30_000 }).toBe(true);
  await open.click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: fare }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('request page', () => {
  it('requests a ride now and the ride reaches completed', async () => {
    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      viewport: DESKTOP,
      path: '/request',
    });
    await page.getByRole('heading', { name: 'Request a ride', level: 1 }).waitFor();
    await expectAccessible(page, 'request (empty)');

    await chooseAddress(page, 'Pick-up address', 'Sagrada', /Sagrada Família/);
    await chooseAddress(page, 'Destination', 'Barceloneta', /Barceloneta/);
    await chooseFare(page, 'Choose a fare', 'Choose Fare', /^Taxi/);
    await expect.poll(() => page.getByText('Taxi', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByLabel('Notes for the driver').fill('Main door, please');
    await expectAccessible(page, 'request (ready)');
    await screenshotFromTop(page, 'request-ready');

    const created = nextBookedId(page);
    await page.getByRole('button', { name: 'Request ride' }).click();
    const id = await created;
    await page.waitForURL((url) => url.pathname === '/panel');

    // The simulator is sped up: a driver accepts, comes, drives and finishes.
    // The quick panel shows its live status box; the sped-up simulator then takes it from
    // search to drop-off, and the orders table says it is completed.
    await page.locator(`section[aria-labelledby="service-${id}-title"]`).waitFor();
    await expectAccessible(page, 'quick panel after the request');
    await page
      .getByRole('region', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: String(id) })
      .getByText('Completed')
      .waitFor({ timeout: 150_000 });
    expect(await rideStatus(await apiToken(), id)).toBe(8);
    await closePage(page);
  });

  it('books a ride for later after confirming it is another booking, and cancels it', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const date = [
      tomorrow.getFullYear(),
      String(tomorrow.getMonth() + 1).padStart(2, '0'),
      String(tomorrow.getDate()).padStart(2, '0'),
    ].join('-');
    const token = await apiToken();
    const earlier = await bookThroughApi(token, `${date} 09:00`);

    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      viewport: DESKTOP,
      path: '/request',
    });
    await page.getByRole('heading', { name: 'Request a ride', level: 1 }).waitFor();

    // A favorite is offered as soon as its alias matches, before any geocoder search.
    // The seeded client's home is "Casa": favourites are written in the user's language.
    await chooseAddress(page, 'Pick-up address', 'Cas', /Carrer de Verdi 20/);
    await chooseAddress(page, 'Destination', 'Barceloneta', /Barceloneta/);

    await page.getByRole('button', { name: 'Later' }).click();
    const dateDialog = page.getByRole('dialog', { name: 'Choose date and time' });
    await dateDialog.waitFor();
    await dateDialog.getByRole('textbox', { name: 'Date' }).fill(date);
    await dateDialog.getByRole('textbox', { name: 'Time' }).fill('10:30');
    await expectAccessible(page, 'request (date dialog)');
    await dateDialog.getByRole('button', { name: 'Accept' }).click();
    // Nothing is booked yet: the form says when the pick-up is, not that it is booked.
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
    await page.getByText(`Pick-up on ${day} at 10:30`).waitFor();
    expect(await page.getByText(/Booked for/).count()).toBe(0);

    await chooseFare(page, 'Choose a fare', 'Choose Fare', /^Taxi/);
    const created = nextBookedId(page);
    await page.getByRole('button', { name: 'Book ride' }).click();
    // The user already holds a booking: a second one is asked about first (spec §5).
    const confirm = page.getByRole('alertdialog', { name: 'Another booking' });
    await confirm.waitFor();
    await expectAccessible(page, 'request (another booking?)');
    await confirm.getByRole('button', { name: 'Book it' }).click();
    const id = await created;
    await page.waitForURL((url) => url.pathname === '/Bookings');

    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    expect(await rideStatus(token, id)).toBe(13);
    await expectAccessible(page, 'bookings after the booking');
    await page.getByRole('button', { name: `Cancel service #${id}` }).click();
    const cancel = page.getByRole('alertdialog', { name: `Cancel service #${id}?` });
    await cancel.getByRole('button', { name: 'Cancel service' }).click();
    await page
      .getByRole('button', { name: `Cancel service #${id}` })
      .waitFor({ state: 'detached' });
    expect(await rideStatus(token, id)).toBe(4);
    await api(token, 'PUT', `/service/${earlier}/cancel/`);
    await closePage(page);
  });

  it('walks the request flow in Catalan on a phone, with its validation', async () => {
    const page = await newPage(browser(), { locale: 'ca-ES', viewport: PHONE });
    await page.goto(appUrl('panel', '/login'));
    await page.getByLabel('Correu electrònic o telèfon').fill(EMAIL);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL((url) => !/\/(login|before_room)/.test(url.pathname));

    await openInApp(page, '/request');
    await page.getByRole('heading', { name: 'Demanar un servei', level: 1 }).waitFor();

    // Nothing chosen: the form says what is missing, in Catalan, next to each field.
    await page.getByRole('button', { name: 'Demana el servei' }).click();
    await page.getByText("L'origen és obligatori").first().waitFor();
    await page.getByText('La destinació és obligatòria').first().waitFor();
    // The fare's message in the user's words, never the internal ones ("agrupació").
    await page.getByText('Tria una tarifa per fer la sol·licitud').waitFor();
    expect(await page.getByText(/agrupació/).count()).toBe(0);
    await expectAccessible(page, 'request (ca, missing fields)');

    await chooseAddress(page, 'Adreça de recollida', 'Sagrada', /Sagrada Família/, {
      keyboard: true,
    });
    await chooseAddress(page, 'Destinació', 'Barceloneta', /Barceloneta/, { keyboard: true });
    await chooseFare(page, 'Tria una tarifa', 'Tria la tarifa', /^Taxi/);
    // A fare chosen: the refusal under it goes.
    expect(await page.getByText('Tria una tarifa per fer la sol·licitud').count()).toBe(0);
    await page.getByLabel('Nom del viatger').fill('Núria Puig');
    await page.getByLabel('Telèfon per als avisos').fill('12ab');
    await page.getByRole('button', { name: 'Demana el servei' }).click();
    await page.getByText('Introdueix un número de telèfon vàlid').first().waitFor();
    await expectAccessible(page, 'request (ca, bad phone)');
    await screenshotFromTop(page, 'request-ca');

    await page.getByLabel('Telèfon per als avisos').fill('+34 600 111 222');
    const created = nextBookedId(page);
    await page.getByRole('button', { name: 'Demana el servei' }).click();
    await created;
    await page.waitForURL((url) => url.pathname === '/panel');
    await closePage(page);
  });
});
