/**
 * The ride request form as each app composes the ui's sections: the panel's
 * request page, the hotel's home and the guest's ride form, in English and Catalan, at
 * 390 and 1440 px, each checked by axe and kept as a screenshot to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  checkScreen,
  closePage,
  loggedInPage,
  newPage,
  useBrowser,
} from '../src/harness';
import { signUpFromRoomCard } from '../src/guests';

const browser = useBrowser();

const LANGUAGES = {
  en: {
    locale: 'en-GB',
    request: 'Request a ride',
    hotel: 'Taxi for a guest',
    guestTitle: 'Request a taxi',
    pickup: 'Pickup',
    later: 'Later',
  },
  ca: {
    locale: 'ca-ES',
    request: 'Demanar un servei',
    hotel: 'Taxi per a un client',
    guestTitle: 'Demana un taxi',
    pickup: 'Recollida',
    later: 'Més tard',
  },
} as const;

/** axe and a screenshot at both widths, the page kept as it is between them. */
async function atBothWidths(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await checkScreen(page, `${name} at ${viewport.width}`, name);
  }
}

describe.each(Object.entries(LANGUAGES))('the request form sections in %s', (language, words) => {
  const lang = language as keyof typeof LANGUAGES;

  it('panel: the request page', async () => {
    const page = await loggedInPage(browser(), 'panel', 'client@example.com', {
      locale: words.locale,
      viewport: PHONE,
      language: lang,
      path: '/request',
    });
    await page.getByRole('heading', { name: words.request, level: 1 }).waitFor();
    await atBothWidths(page, `form-panel-request-${lang}`);
    await closePage(page);
  });

  it('hotel: the home page with its form and the rides under way', async () => {
    const page = await loggedInPage(browser(), 'hotel', 'hotel@example.com', {
      locale: words.locale,
      viewport: PHONE,
      language: lang,
      path: '/hotel',
    });
    await page.getByRole('heading', { name: words.hotel, level: 1 }).waitFor();
    await atBothWidths(page, `form-hotel-home-${lang}`);
    // "Later" asks the date at once; the form then says none is chosen yet.
    await page.getByRole('button', { name: words.later, exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await atBothWidths(page, `form-hotel-later-${lang}`);
    await closePage(page);
  });

  it("guest: the ride form after the room card's signup", async () => {
    const room = lang === 'en' ? 318 : 319;
    const page = await newPage(browser(), { locale: words.locale, viewport: PHONE });
    await signUpFromRoomCard(page, lang, {
      room,
      name: `Screens ${lang}`,
      phone: `+34 622 100 ${room}`,
    });
    await page.waitForURL((url) => url.pathname === '/ride');
    await page.getByRole('heading', { name: words.guestTitle }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: words.pickup }).inputValue())
      .toContain('Hotel Demo Barcelona');
    await atBothWidths(page, `form-guest-ride-${lang}`);
    await closePage(page);
  });
});
