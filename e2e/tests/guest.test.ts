/**
 * The guest app on guest.localhost: a guest opens a room's QR link, signs up,
 * requests a ride and sees the club; the entry page, log-in, register and content pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  checkScreen,
  closePage,
  newPage,
  openInApp,
  resize,
  useBrowser,
  waitForMessage,
} from '../src/harness';
import { signUpFromRoomCard } from '../src/guests';
import { chooseAddress } from '../src/addresses';

const browser = useBrowser();
/** The seeded Hotel Demo's room-card token (apps/server seed). */
const ROOM_LINK = '/guests/signup?token=demo-hotel-rooms&room=214';

async function settle(page: Page, name: string) {
  await checkScreen(page, name, `guest-${name}`);
}

describe('guest app', () => {
  it('a guest signs up from a room card, requests a ride and sees the club', async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    await page.goto(appUrl('guest', ROOM_LINK), { timeout: 90_000 });
    await page.getByRole('heading', { name: 'Welcome to Hotel Demo Barcelona' }).waitFor();
    expect(await page.getByLabel('Room').inputValue()).toBe('214');
    await settle(page, 'signup');

    // Nothing typed: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('You must accept the terms of use and the privacy policy').waitFor();

    await page.getByLabel('Your name').fill('Ana Guest');
    await page.getByLabel('Phone', { exact: true }).fill('+34 600 555 214');
    await page.getByText(/^I accept the/).click({ position: { x: 4, y: 8 } });
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/ride');
    await page.getByRole('heading', { name: 'Request a taxi' }).waitFor();
    expect(await page.getByLabel('Name for the driver').inputValue()).toBe('Ana Guest (214)');
    // The pickup starts at the hotel's door.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Pickup' }).inputValue())
      .toContain('Hotel Demo Barcelona');
    await settle(page, 'ride');

    // The airport: a trip long enough to still be under way after the reload below.
    await chooseAddress(page, 'Destination', 'Aeroport de Barcelona');
    await page.getByRole('button', { name: 'Choose fare' }).click();
    const fares = page.getByRole('dialog');
    await fares.getByRole('button', { name: /^Taxi/ }).first().click();
    await fares.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Request taxi' }).click();
    const underWay = page.getByRole('region', { name: 'Under way' });
    await underWay
      .getByText(
        /Looking for a driver|Your driver is on the way|Your vehicle is waiting|Trip in progress/,
      )
      .first()
      .waitFor();
    // The form starts afresh for the next ride, still naming the guest for the driver.
    await expect
      .poll(() => page.getByLabel('Name for the driver').inputValue())
      .toBe('Ana Guest (214)');
    await settle(page, 'ride-requested');
    // A reload reads the ride from the server again.
    await page.reload();
    await page
      .getByRole('region', { name: 'Under way' })
      .getByText(
        /Looking for a driver|Your driver is on the way|Your vehicle is waiting|Trip in progress/,
      )
      .first()
      .waitFor();

    await page.getByRole('link', { name: 'Club offers' }).click();
    await page.getByRole('heading', { name: 'Club', level: 1 }).waitFor();
    await page.getByText('10% off breakfast').waitFor();
    await settle(page, 'club');
    await page.getByRole('link', { name: /Café del Born/ }).click();
    await page.getByRole('heading', { name: 'Café del Born', level: 1 }).waitFor();
    await page.getByText('Passeig del Born 12, Barcelona').waitFor();
    await page.getByRole('region', { name: 'Map of Café del Born' }).waitFor();
    await settle(page, 'commerce');
    await closePage(page);
  });

  it('shows the entry page, log-in, register and content to visitors, on both sizes', async () => {
    // One page for both widths. Each pass loads the app's root (its way to the entry page is
    // what is checked), then moves on as the app's links do.
    const page = await newPage(browser(), { viewport: PHONE });
    for (const viewport of [PHONE, DESKTOP]) {
      await resize(page, viewport);
      await page.goto(appUrl('guest', '/'));
      await page.waitForURL((url) => url.pathname === '/before_room');
      await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
      await settle(page, 'entry');
      await page.getByRole('link', { name: 'Log in' }).first().click();
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      await settle(page, 'login');
      await openInApp(page, '/register');
      await page
        .getByRole('button', { name: /Sign up|Create/ })
        .first()
        .waitFor();
      await settle(page, 'register');
      await openInApp(page, '/content/condiciones_generales');
      await page.getByRole('heading', { name: 'General conditions', level: 1 }).waitFor();
      await settle(page, 'content');
      await openInApp(page, '/club');
      await page.getByText('10% off breakfast').waitFor();
      await settle(page, 'club-visitor');
    }
    await closePage(page);
  });

  it('says so when a room link is not valid', async () => {
    const page = await newPage(browser(), { viewport: PHONE, locale: 'es-ES' });
    await page.goto(appUrl('guest', '/guests/signup?token=nope&room=1'));
    await page
      .getByText('Este enlace de habitación no es válido. Pide uno nuevo en recepción')
      .waitFor();
    await settle(page, 'signup-invalid');
    await page.context().close();
  });

  it('a second scan of the same card by the same guest reaches the same account', async () => {
    const details = (page: Page) =>
      signUpFromRoomCard(page, 'ca', { room: 412, name: 'Berta Roca', phone: '+34 611 777 412' });
    const first = await newPage(browser(), { viewport: PHONE, locale: 'ca-ES' });
    await details(first);
    await first.waitForURL((url) => url.pathname === '/ride');
    await first.context().close();

    const second = await newPage(browser(), { viewport: DESKTOP, locale: 'ca-ES' });
    await details(second);
    await second.getByText('Ja estàs registrat en aquesta habitació').waitFor();
    await settle(second, 'signup-code');
    const sms = await waitForMessage('+34611777412', /\d{6}/);
    await second.getByLabel('Codi').fill(/(\d{6})/.exec(sms.body)![1]!);
    await second.getByRole('button', { name: 'Obre els meus trajectes' }).click();
    await second.waitForURL((url) => url.pathname === '/ride');
    await second.getByRole('heading', { name: 'Els teus viatges', level: 1 }).waitFor();
    await settle(second, 'rides-ca');
    await closePage(second);
  });
});
