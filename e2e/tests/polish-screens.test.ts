/**
 * The screens a user notices, each at 390 and 1440 px in English and Spanish:
 * My trips with the payment method and the fare's parts, the profile's language switch
 * (kept on the account), the top bar, the wallet's send confirmation, the fare cards, the
 * hotel's login and the guest's prefilled pick-up. Every screen is checked by role and
 * visible text, run through axe and photographed for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  callApi,
  checkScreen,
  closePage,
  loggedInPage,
  newPage,
  openInApp,
  useBrowser,
} from '../src/harness';
import { signUpFromRoomCard } from '../src/guests';
import { freshClient, tokenOf } from '../src/accounts';
import { TRIP_WORDS, openFares, openTripDetails, pastTrip } from '../src/trips';

const browser = useBrowser();

const RUNS = [
  { language: 'en', locale: 'en-GB', viewport: DESKTOP },
  { language: 'es', locale: 'es-ES', viewport: PHONE },
] as const;
type Run = (typeof RUNS)[number];

/** The words each screen shows, per language (the apps' own catalogs). */
const WORDS = {
  en: {
    ...TRIP_WORDS.en,
    payment: 'Payment',
    wallet: 'Wallet',
    profile: 'Profile',
    language: 'Language',
    purses: 'Wallet',
    send: 'Send money',
    recipient: 'User code or ID',
    amount: 'Amount (EUR)',
    continue: 'Continue',
    confirmTitle: 'Send money?',
    request: 'Request a ride',
    hotelLogin: 'Log in',
    hotelStaff: 'Hotel staff',
    guestTitle: 'Request a taxi',
    guestPickup: 'Pickup',
  },
  es: {
    ...TRIP_WORDS.es,
    payment: 'Pago',
    wallet: 'Monedero',
    profile: 'Perfil',
    language: 'Idioma',
    purses: 'Monedero',
    send: 'Enviar dinero',
    recipient: 'Código o ID de usuario',
    amount: 'Importe (EUR)',
    continue: 'Continuar',
    confirmTitle: '¿Enviar dinero?',
    request: 'Pedir un servicio',
    hotelLogin: 'Inicia sesión',
    hotelStaff: 'Personal del hotel',
    guestTitle: 'Pide un taxi',
    guestPickup: 'Recogida',
  },
} as const;

const api = <T>(
  token: string | null,
  method: string,
  path: string,
  body?: object,
  language = 'en',
) => callApi<T>(method, path, { token, body, language });

/**
 * Each run drives its screens at one width; the same screen is also looked at, and
 * photographed, at the other, so every screen is seen at both widths in both languages.
 */
async function look(page: Page, name: string, run: Run) {
  for (const viewport of run.viewport === DESKTOP ? [DESKTOP, PHONE] : [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await checkScreen(
      page,
      `${name} (${run.language}, ${viewport.width})`,
      `polish-${name}-${run.language}`,
    );
  }
  await page.setViewportSize(run.viewport);
}

describe('screens at 390 and 1440 px, in English and Spanish', () => {
  it('My trips names the payment method; its details show the price breakdown; the profile keeps the language', async () => {
    for (const run of RUNS) {
      const words = WORDS[run.language];
      const client = await freshClient(`Polish ${run.language}`, '+3461', run.language);
      const wallet = await pastTrip(client, 'wallet');
      const cash = await pastTrip(client, 'cash');
      expect(wallet.payment_method).toBe('wallet');
      expect(cash.payment_method).toBe('cash');
      expect(cash.fare_breakdown?.map((part) => part.kind)).toEqual(
        expect.arrayContaining(['flag_fall', 'distance', 'scheduled_supplement']),
      );

      const page = await loggedInPage(browser(), 'panel', client.email, {
        viewport: run.viewport,
        locale: run.locale,
        language: run.language,
        password: client.password,
        path: '/history',
      });
      await page.getByRole('heading', { level: 1, name: words.trips }).waitFor();
      // The top bar names the page (and the operator: its logo or name).
      await page.getByRole('banner').getByText(words.trips).first().waitFor();

      if (run.viewport === DESKTOP) {
        const table = page.getByRole('table');
        await table.getByRole('columnheader', { name: words.payment }).waitFor();
        const row = (id: number) => table.getByRole('row').filter({ hasText: String(id) });
        await row(cash.id).getByRole('cell', { name: words.cash, exact: true }).waitFor();
        await row(wallet.id).getByRole('cell', { name: words.wallet, exact: true }).waitFor();
      } else {
        const card = (id: number) => page.getByRole('listitem').filter({ hasText: `#${id}` });
        await card(cash.id).getByText(words.payment, { exact: true }).waitFor();
        await card(cash.id).getByText(words.cash, { exact: true }).waitFor();
        await card(wallet.id).getByText(words.wallet, { exact: true }).waitFor();
      }
      await look(page, 'my-trips', run);

      const dialog = await openTripDetails(page, words, cash, run.locale);
      await look(page, 'trip-details', run);
      await dialog.getByRole('button', { name: words.close }).first().click();
      await dialog.waitFor({ state: 'hidden' });

      // The profile's switch changes the screen and is kept on the account (emails follow it).
      await openInApp(page, '/profile');
      await page.getByRole('heading', { level: 1, name: words.profile }).waitFor();
      const select = page.getByRole('main').getByLabel(words.language);
      await look(page, 'profile', run);
      await select.selectOption('ca');
      await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
      await expect
        .poll(async () => {
          const valid = await api<{ user: { language: string | null } }>(
            client.token,
            'GET',
            '/token/valid/',
          );
          return valid.user.language;
        })
        .toBe('ca');
      // Another browser signing in as this user opens in the language kept on the account.
      const elsewhere = await loggedInPage(browser(), 'panel', client.email, {
        throughForm: true,
        viewport: run.viewport,
        locale: run.locale,
        language: run.language,
        password: client.password,
        path: '/history',
      });
      await elsewhere.getByRole('heading', { level: 1, name: 'Els meus viatges' }).waitFor();
      await elsewhere.context().close();
      await closePage(page);
    }
  });

  it("the wallet's send confirmation names who receives the money", async () => {
    // The receiver's code as its wallet shows it (account.test reads it off the screen).
    const { code } = await api<{ code: string }>(
      await tokenOf('office@example.com'),
      'GET',
      '/purses/',
    );
    for (const run of RUNS) {
      const words = WORDS[run.language];
      const page = await loggedInPage(browser(), 'panel', 'company@example.com', {
        viewport: run.viewport,
        locale: run.locale,
        language: run.language,
        path: '/purses',
      });
      await page.getByRole('heading', { level: 1, name: words.purses }).waitFor();
      await page.getByRole('banner').getByText(words.purses).first().waitFor();
      await page.getByRole('button', { name: words.send }).click();
      const send = page.getByRole('dialog', { name: words.send });
      await send.getByLabel(words.recipient).fill(code);
      await send.getByLabel(words.amount).fill('5');
      await send.getByRole('button', { name: words.continue }).click();
      const confirm = page.getByRole('dialog', { name: words.confirmTitle });
      await confirm.getByText(new RegExp(`Office Supplies SL \\(${code}\\)`)).waitFor();
      await look(page, 'wallet-send-confirm', run);
      await closePage(page);
    }
  });

  it('Choose Fare shows its cards without overlap', async () => {
    for (const run of RUNS) {
      const words = WORDS[run.language];
      const page = await loggedInPage(browser(), 'panel', 'client@example.com', {
        viewport: run.viewport,
        locale: run.locale,
        language: run.language,
        path: '/request',
      });
      await page.getByRole('banner').getByText(words.request).first().waitFor();
      await openFares(page, words);
      await page.locator('[data-fare-card]').first().waitFor();
      await look(page, 'fare-cards', run);
      await closePage(page);
    }
  });

  it("the hotel's login shows its brand", async () => {
    for (const run of RUNS) {
      const words = WORDS[run.language];
      const page = await newPage(browser(), { viewport: run.viewport, locale: run.locale });
      await page.goto(appUrl('hotel', '/login'), { timeout: 90_000 });
      await page.getByRole('heading', { name: words.hotelLogin }).waitFor();
      // Under the brand the domain's configuration names, for its staff.
      const site = await api<{ name: string }>(
        null,
        'GET',
        '/configuration/domain/?search=hotel.localhost',
      );
      await page.getByText(site.name, { exact: true }).first().waitFor();
      await page.getByText(words.hotelStaff, { exact: true }).waitFor();
      await look(page, 'hotel-login', run);
      await closePage(page);
    }
  });

  it("a guest's pick-up starts at the hotel's door", async () => {
    for (const run of RUNS) {
      const words = WORDS[run.language];
      const page = await newPage(browser(), { viewport: run.viewport, locale: run.locale });
      const digits = String(Date.now()).slice(-6);
      await signUpFromRoomCard(page, run.language, {
        room: 316,
        name: `Polish Guest ${run.language} ${digits}`,
        phone: `+34 600 ${digits}`,
      });
      await page.waitForURL((url) => url.pathname === '/ride');
      await page.getByRole('heading', { name: words.guestTitle }).waitFor();
      await expect
        .poll(() => page.getByRole('combobox', { name: words.guestPickup }).inputValue())
        .toContain('Hotel Demo Barcelona');
      await look(page, 'guest-pickup', run);
      await closePage(page);
    }
  });
});
