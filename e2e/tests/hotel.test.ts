/**
 * The hotel app on hotel.localhost: staff request a taxi for room 214 and follow
 * it, the variants and the history, room QR cards, the lobby kiosk in one tap, the kiosk
 * closed outside its hours, and log-out back to the login with the site domain.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiUrl,
  appUrl,
  checkScreen,
  closePage,
  expectAccessible,
  expectNoConsoleErrors,
  logIn,
  loggedInPage,
  newPage,
  openInApp,
  resize,
  useBrowser,
} from '../src/harness';
import { timeIn } from '../src/readings';
import { tokenOf } from '../src/accounts';

const browser = useBrowser();
const STAFF = 'hotel@example.com';

/** A hotel staff token for the settings the kiosk reads (opening hours). */
const staffToken = () => tokenOf(STAFF, 'hotel-demo');

async function setHours(hours: { opens: string; closes: string } | null): Promise<void> {
  const response = await fetch(apiUrl('/hotel/settings'), {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Token ${await staffToken()}`,
      'app-agrupation': 'hotel-demo',
    },
    body: JSON.stringify({ opening_hours: hours }),
  });
  expect(response.status).toBe(200);
}

/** 'HH:mm' in Madrid, `hours` from now. */
const madridTime = (hours: number) =>
  timeIn('Europe/Madrid', new Date(Date.now() + hours * 3_600_000));

/**
 * A screen loaded, then checked. `inApp` reaches it as the app's links do (no new start of
 * the app); the request variants stay full loads: the three are one page whose variant is
 * read as it mounts, and they share one heading.
 */
async function visit(
  page: Page,
  path: string,
  heading: string | RegExp,
  name: string,
  inApp = false,
) {
  if (inApp) await openInApp(page, path);
  else if (new URL(page.url()).pathname !== path) await page.goto(appUrl('hotel', path));
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await checkScreen(page, name, `hotel-${name}`);
}

describe('hotel app', () => {
  afterAll(async () => {
    await setHours(null);
  });

  it('staff request a taxi for room 214 and see its driver and live status', async () => {
    const page = await newPage(browser(), { viewport: DESKTOP });
    // The first load of the run also warms the server's static files: give it time.
    await page.goto(appUrl('hotel', '/hotel'), { timeout: 90_000 });
    // A visitor is sent to the staff login.
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await checkScreen(page, 'hotel login', 'hotel-login');
    await logIn(page, 'hotel', STAFF);
    expect(new URL(page.url()).pathname).toBe('/hotel');
    await page.getByRole('heading', { name: 'Taxi for a guest', level: 1 }).waitFor();

    await page.getByLabel('Guest room or name').fill('Room 214');
    await page.getByLabel('Location reference').fill('Main door');
    await page.getByLabel("Traveler's phone").fill('+34 600 123 214');
    await page.getByRole('button', { name: 'Request taxi' }).click();
    await page.getByText('Taxi requested for Room 214').waitFor();
    // No destination: the meter prices it and the guest tells the driver.
    await page.getByText('No destination: the guest tells the driver').first().waitFor();

    // Today's services: the ride gets a driver (the simulated fleet) and its status moves,
    // told to staff rather than to the guest.
    const status = page.getByText(
      /The driver is on the way to the pickup point|The car is waiting for the guest at the pickup point|The guest is on the way/,
    );
    await status.first().waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => page.getByText('Room 214').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await checkScreen(page, 'hotel home with a ride', 'hotel-home');
    await closePage(page);
  });

  it('shows the variants, the history and the room QR cards, and logs out to the login', async () => {
    // One page for both widths (a new one costs a start of the app): each width walks the
    // same screens from a fresh load of the first variant.
    const page = await loggedInPage(browser(), 'hotel', STAFF, {
      viewport: PHONE,
      path: '/hotel/pedir_ahora',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      if (viewport !== PHONE) {
        await resize(page, viewport);
        await page.goto(appUrl('hotel', '/hotel/pedir_ahora'));
      }
      // One choice, now or later, the destination optional either way.
      await visit(page, '/hotel/pedir_ahora', 'Taxi for a guest', 'pedir-ahora');
      await page.getByRole('combobox', { name: 'Destination (optional)' }).waitFor();
      expect(
        await page.getByRole('button', { name: 'Now', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await visit(page, '/hotel/pedir_reserva', 'Taxi for a guest', 'pedir-reserva');
      await page.getByRole('button', { name: 'Choose date and time' }).waitFor();

      await openInApp(page, '/hotel', { sameHeading: true });
      await page.getByRole('link', { name: 'History' }).first().click();
      await page.waitForURL((url) => url.pathname === '/hotel_history');
      await page.getByText('Service history').first().waitFor();
      await checkScreen(page, 'hotel history', 'hotel-history');
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === '/hotel');

      await visit(page, '/hotel/qr', 'Room QR cards', 'qr-cards', true);
      const card = page.getByRole('img', { name: 'Room 214' });
      await card.waitFor();
      await page.getByLabel('Rooms').fill('214');
      await expect.poll(() => page.getByRole('img').count()).toBeGreaterThan(0);
      expectNoConsoleErrors(page);

      if (viewport === DESKTOP) {
        // The hotel menu hides below 2025 px. Log-out asks first, then lands on the login
        // (the hotel was found by its hostname: no site domain to keep in the path).
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: 'Log out' }).first().click();
        const question = page.getByRole('alertdialog');
        await question.getByText('Are you sure you want to log out?').waitFor();
        await question.getByRole('button', { name: 'Log out' }).click();
        await page.getByRole('heading', { name: 'Log in' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
      }
    }
    await page.context().close();
  });

  it('the history keeps the spec title in Spanish', async () => {
    const page = await loggedInPage(browser(), 'hotel', STAFF, {
      locale: 'es-ES',
      viewport: PHONE,
      path: '/hotel_history',
    });
    await page.getByText('Historico de servicios').first().waitFor();
    await expectAccessible(page, 'hotel history (es)');
    await page.context().close();
  });

  it('the kiosk books a taxi to the door in one tap and follows it', async () => {
    const page = await loggedInPage(browser(), 'hotel', STAFF, {
      viewport: DESKTOP,
      path: '/hotelcab',
    });
    for (const viewport of [DESKTOP, PHONE]) {
      // The phone's look at the idle kiosk, on the same page once the desktop's ride is done.
      await resize(page, viewport);
      await visit(page, '/hotelcab', 'Taxi to the door', `kiosk-idle`);
      if (viewport === DESKTOP) {
        await page.getByLabel('Room number or name').fill('214');
        await page.getByRole('button', { name: 'Call a taxi' }).click();
        await page
          .getByText(/Looking for a driver|Your driver is on the way|Your vehicle is waiting/)
          .first()
          .waitFor();
        await page.getByRole('button', { name: 'Done' }).waitFor();
        await checkScreen(page, 'kiosk following', 'hotel-kiosk-following');
        await page.getByRole('button', { name: 'Done' }).click();
        await page.getByRole('button', { name: 'Call a taxi' }).waitFor();
      }
    }
    await closePage(page);
  });

  it('the kiosk is closed outside the opening hours', async () => {
    // Read the clock once: a minute turning between setting and reading the hours
    // would otherwise look for a time the kiosk was never given.
    const opens = madridTime(2);
    const closes = madridTime(3);
    await setHours({ opens, closes });
    const page = await loggedInPage(browser(), 'hotel', STAFF, {
      viewport: DESKTOP,
      path: '/hotelcab',
    });
    for (const viewport of [DESKTOP, PHONE]) {
      await resize(page, viewport);
      await page.getByRole('heading', { name: 'The taxi desk is closed' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/hotelcab_closed');
      await page.getByText(`Open from ${opens} to ${closes}.`).waitFor();
      await checkScreen(page, 'kiosk closed', 'hotel-kiosk-closed');
    }
    await closePage(page);
    await setHours(null);
  });
});
