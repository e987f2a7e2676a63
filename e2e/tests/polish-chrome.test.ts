/**
 * The top bar names the operator (its
 * logo, else its name) and the page, at 390 and 1440 px; the language switch in the drawer
 * and the profile changes the texts at once, survives a reload, and follows the user to a
 * new sign-in in another browser because the server keeps it on the account.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  callApi,
  checkScreen,
  closePage,
  logInWith,
  loggedInPage,
  newPage,
  openInApp,
  screenshot,
  useBrowser,
} from '../src/harness';
import { signUpFromRoomCard } from '../src/guests';
import { freshClient } from '../src/accounts';

const browser = useBrowser();

/** The words the frame shows, per language (core's and ui's catalogs). */
const WORDS = {
  en: {
    request: 'Request a ride',
    trips: 'My trips',
    profile: 'Profile',
    language: 'Language',
    openMenu: 'Open menu',
    menu: 'Main menu',
  },
  ca: {
    request: 'Demanar un servei',
    trips: 'Els meus viatges',
    profile: 'Perfil',
    language: 'Idioma',
    openMenu: 'Obrir el menú',
    menu: 'Menú principal',
  },
} as const;
type Language = keyof typeof WORDS;

const api = <T>(token: string | null, method: string, path: string, body?: object) =>
  callApi<T>(method, path, { token, body, language: 'en' });

/** This file's new clients' phone numbers (+3462…): apart from the other files'. */
const CHROME_PHONES = '+3462';

const storedLanguage = async (token: string) =>
  (await api<{ user: { language: string | null } }>(token, 'GET', '/token/valid/')).user.language;

async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Where a box is on screen, or a failure naming what has none (hidden or absent). */
async function box(locator: Locator, what: string) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${what} has no box on screen`);
  return found;
}

/**
 * The top bar shows the brand (the logo with the operator's name as its text alternative,
 * else the name) and then the page's title, both whole on screen and side by side.
 */
async function expectTopBar(
  page: Page,
  brand: { name: string; logo: string | null },
  title: string,
) {
  const banner = page.getByRole('banner');
  const brandBox = brand.logo
    ? banner.getByRole('img', { name: brand.name, exact: true })
    : banner.getByText(brand.name, { exact: true });
  const titleText = banner.getByText(title, { exact: true });
  await brandBox.waitFor();
  await titleText.waitFor();
  const width = page.viewportSize()!.width;
  const [b, t, bar] = [
    await box(brandBox, 'the brand'),
    await box(titleText, 'the page title'),
    await box(banner, 'the top bar'),
  ];
  // In the bar, on screen, the brand first and the title after it, neither on the other.
  for (const part of [b, t]) {
    expect(part.y).toBeGreaterThanOrEqual(bar.y);
    expect(part.y + part.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    expect(part.x + part.width).toBeLessThanOrEqual(width + 0.5);
  }
  expect(b.x + b.width).toBeLessThanOrEqual(t.x);
  // Neither is cut short: the name and the title read whole at both widths (a phone may
  // give the title a second line).
  for (const text of brand.logo ? [titleText] : [brandBox, titleText]) {
    const clipped = await text.evaluate(
      (node) =>
        node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
    );
    expect(clipped, `${await text.innerText()} is cut short`).toBe(false);
  }
}

describe('the top bar and the language of a signed-in user', () => {
  it('names the operator and the page on every width, in the reader’s language', async () => {
    const brand = await api<{ name: string; logo: string | null }>(
      null,
      'GET',
      '/configuration/domain/?search=localhost',
    );
    const client = await freshClient('Chrome bar', CHROME_PHONES);
    for (const language of ['en', 'ca'] as const satisfies Language[]) {
      // Chosen on the account, so an English browser opens in it at sign-in.
      await api(client.token, 'PUT', '/customer/update_profile', { language });
      const words = WORDS[language];
      const page = await loggedInPage(browser(), 'panel', client.email, {
        viewport: DESKTOP,
        locale: 'en-GB',
        password: client.password,
      });
      for (const [path, title] of [
        ['/request', words.request],
        ['/history', words.trips],
        ['/profile', words.profile],
      ] as const) {
        await openInApp(page, path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await settle(page);
          await expectTopBar(page, brand, title);
        }
      }
      // The profile reads evenly: its cards' help texts share one size, its cards one gap,
      // and the h1 starts where the cards do.
      const fontSize = (text: RegExp) =>
        page.getByText(text).evaluate((node) => getComputedStyle(node).fontSize);
      expect(await fontSize(/^(We will email you a link|T'enviarem un enllaç)/)).toBe(
        await fontSize(/^PNG, JPEG, GIF/),
      );
      const cards = await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .evaluateAll((headings) =>
          headings.map((heading) => {
            const card = heading.closest('.chakra-card__root') ?? heading;
            const { top, bottom, left } = card.getBoundingClientRect();
            return { top, bottom, left };
          }),
        );
      expect(cards.length).toBeGreaterThanOrEqual(4);
      const gaps = cards.slice(1).map((card, index) => Math.round(card.top - cards[index]!.bottom));
      expect(new Set(gaps).size, `gaps between the profile's cards: ${gaps.join(', ')}`).toBe(1);
      const h1 = await box(page.getByRole('heading', { level: 1 }), 'the h1');
      for (const card of cards) expect(Math.abs(card.left - h1.x)).toBeLessThan(1);

      // The top bar, drawer and profile, photographed at both widths for a person to look at.
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await settle(page);
        await checkScreen(
          page,
          `profile (${language}, ${viewport.width})`,
          `chrome-profile-${language}`,
        );
      }
      await openInApp(page, '/request');
      await page.getByRole('heading', { level: 1, name: words.request }).waitFor();
      await page.setViewportSize(PHONE);
      await settle(page);
      await screenshot(page, `chrome-request-${language}`);
      await page.setViewportSize(DESKTOP);
      await settle(page);
      await screenshot(page, `chrome-request-${language}`);
      await closePage(page);
    }
  });

  it('switches the language in the drawer on a phone: the texts change, a reload and another sign-in keep it', async () => {
    const client = await freshClient('Chrome drawer', CHROME_PHONES);
    expect(await storedLanguage(client.token)).toBeNull();
    const page = await loggedInPage(browser(), 'panel', client.email, {
      viewport: PHONE,
      locale: 'en-GB',
      password: client.password,
      path: '/history',
    });
    await page.getByRole('heading', { level: 1, name: WORDS.en.trips }).waitFor();

    await page.getByRole('button', { name: WORDS.en.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: WORDS.en.menu });
    const select = drawer.getByRole('combobox', { name: WORDS.en.language });
    await select.waitFor();
    await settle(page);
    await checkScreen(page, 'drawer (en, 390)', 'chrome-drawer-en');
    await select.selectOption('ca');
    // The drawer, the top bar and the page change at once, without a reload.
    const drawerCa = page.getByRole('dialog', { name: WORDS.ca.menu });
    await drawerCa.getByRole('combobox', { name: WORDS.ca.language }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ca');
    await settle(page);
    await checkScreen(page, 'drawer (ca, 390)', 'chrome-drawer-ca');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: WORDS.ca.trips }).waitFor();
    await page.getByRole('banner').getByText(WORDS.ca.trips, { exact: true }).waitFor();
    await expect.poll(() => storedLanguage(client.token)).toBe('ca');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: WORDS.ca.trips }).waitFor();
    await closePage(page);

    // A browser that never saw this user, speaking English: the account's choice wins.
    const elsewhere = await loggedInPage(browser(), 'panel', client.email, {
      throughForm: true,
      viewport: DESKTOP,
      locale: 'en-GB',
      password: client.password,
      path: '/history',
    });
    await elsewhere.getByRole('heading', { level: 1, name: WORDS.ca.trips }).waitFor();
    // At 1440 px the drawer stays open beside the page, with the switch under the menu.
    const aside = elsewhere.getByTestId('permanent-drawer');
    await aside.getByRole('combobox', { name: WORDS.ca.language }).waitFor();
    await settle(elsewhere);
    await checkScreen(elsewhere, 'drawer (ca, 1440)', 'chrome-drawer-ca');
    await closePage(elsewhere);
  });

  it('switches the language in the profile: kept on the account, and after signing in again', async () => {
    const client = await freshClient('Chrome profile', CHROME_PHONES);
    await api(client.token, 'PUT', '/customer/update_profile', { language: 'ca' });
    const page = await loggedInPage(browser(), 'panel', client.email, {
      viewport: DESKTOP,
      locale: 'en-GB',
      password: client.password,
      path: '/profile',
    });
    await page.getByRole('heading', { level: 1, name: WORDS.ca.profile }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: WORDS.ca.language }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: WORDS.en.profile }).waitFor();
    // The drawer's switch shows the same choice: one language, two places to change it.
    await expect
      .poll(() =>
        page
          .getByTestId('permanent-drawer')
          .getByRole('combobox', { name: WORDS.en.language })
          .inputValue(),
      )
      .toBe('en');
    await expect.poll(() => storedLanguage(client.token)).toBe('en');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: WORDS.en.profile }).waitFor();

    // Logging out and in again, in the same browser and at phone width, keeps English.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.setViewportSize(PHONE);
    await logInWith(page, 'panel', client.email, 'en', client.password);
    await page.goto(appUrl('panel', '/profile'));
    await page.getByRole('heading', { level: 1, name: WORDS.en.profile }).waitFor();
    await expect(
      main.getByRole('combobox', { name: WORDS.en.language }).inputValue(),
    ).resolves.toBe('en');
    await closePage(page);
  });
  it('a hotel guest switches the language in the drawer of the guest app, and a reload keeps it', async () => {
    const brand = await api<{ name: string; logo: string | null }>(
      null,
      'GET',
      '/configuration/domain/?search=guest.localhost',
    );
    const page = await newPage(browser(), { viewport: PHONE, locale: 'en-GB' });
    const digits = String(Date.now()).slice(-6);
    await signUpFromRoomCard(page, 'en', {
      room: 317,
      name: `Chrome Guest ${digits}`,
      phone: `+34 601 ${digits}`,
    });
    await page.waitForURL((url) => url.pathname === '/ride');
    await page.getByRole('heading', { name: 'Request a taxi' }).waitFor();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await settle(page);
      await screenshot(page, 'chrome-guest-en');
      await expectTopBar(page, brand, 'Rides');
    }

    await page.getByRole('button', { name: WORDS.en.openMenu }).click();
    await page
      .getByRole('dialog', { name: WORDS.en.menu })
      .getByRole('combobox', { name: WORDS.en.language })
      .selectOption('ca');
    await page
      .getByRole('dialog', { name: WORDS.ca.menu })
      .getByRole('combobox', { name: WORDS.ca.language })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Demana un taxi' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Demana un taxi' }).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await settle(page);
      await expectTopBar(page, brand, 'Viatges');
      await checkScreen(page, `guest ride (ca, ${viewport.width})`, 'chrome-guest-ca');
    }
    await closePage(page);
  });

  it('the hotel staff’s top bar names the operator and the page at 390 and 1440 px', async () => {
    const brand = await api<{ name: string; logo: string | null }>(
      null,
      'GET',
      '/configuration/domain/?search=hotel.localhost',
    );
    // The seed's desk account is shared by other files in several languages: it only looks.
    const page = await loggedInPage(browser(), 'hotel', 'hotel@example.com', {
      viewport: PHONE,
      locale: 'en-GB',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await settle(page);
      await screenshot(page, 'chrome-hotel-en');
      await expectTopBar(page, brand, 'Hotel');
    }
    // The staff's profile: the same cards, spacing and language switch as the panel's.
    await openInApp(page, '/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByRole('main').getByRole('combobox', { name: WORDS.en.language }).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await settle(page);
      await expectTopBar(page, brand, WORDS.en.profile);
      await checkScreen(page, `hotel profile (en, ${viewport.width})`, 'chrome-hotel-profile-en');
    }
    await closePage(page);
  });
});
