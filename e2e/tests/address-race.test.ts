/**
 * An address list only ever offers results for what its own box holds.
 * Typing in Destination right after choosing a pick-up must not leave the pick-up's results
 * on screen, clickable, until the new answer comes: a quick click would book a 0 km trip.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  checkScreen,
  closePage,
  logInWith,
  newPage,
  useBrowser,
} from '../src/harness';

const browser = useBrowser();

/** Fills the box and clicks the first option the moment one is offered. */
async function typeAndClickAtOnce(page: Page, label: string, typed: string): Promise<string> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  // The suggestions' own list: the language switch's <option>s are options too.
  const first = page.getByRole('listbox').getByRole('option').first();
  await first.waitFor();
  const offered = (await first.textContent()) ?? '';
  await first.click();
  return offered;
}

describe('address suggestions follow their own box', () => {
  it('a click at once on Destination chooses the place typed there, not the pick-up', async () => {
    for (const [viewport, locale, labels] of [
      [DESKTOP, 'en-GB', { origin: 'Pick-up address', destination: 'Destination' }],
      [PHONE, 'es-ES', { origin: 'Dirección de recogida', destination: 'Destino' }],
    ] as const) {
      const page = await newPage(browser(), { viewport, locale });
      // An account no other browser test signs in with: the panel takes an account's chosen
      // language at sign-in, and client@'s is whatever the file before this one left.
      await logInWith(page, 'panel', 'regular@example.com', locale.slice(0, 2) as 'en' | 'es');
      await page.goto(appUrl('panel', '/request'));
      const origin = page.getByRole('combobox', { name: labels.origin });
      await origin.fill('Basílica de la Sagrada Família');
      await page
        .getByRole('option', { name: /Sagrada Fam/ })
        .first()
        .click();
      await expect.poll(() => origin.inputValue()).toMatch(/Sagrada Fam/);

      const offered = await typeAndClickAtOnce(page, labels.destination, 'Plaça Catalunya');
      expect(offered).toMatch(/Catalunya/);
      const destination = page.getByRole('combobox', { name: labels.destination });
      await expect.poll(() => destination.inputValue()).toMatch(/Catalunya/);
      expect(await destination.inputValue()).not.toMatch(/Sagrada/);

      // While a new text is being looked up the list says so instead of showing old places.
      await destination.fill('Barcelonet');
      const shown = await page.getByRole('listbox').getByRole('option').allTextContents();
      expect(shown.filter((name) => /Catalunya|Sagrada/.test(name))).toEqual([]);
      await page
        .getByRole('option', { name: /Barceloneta/ })
        .first()
        .waitFor();
      await checkScreen(
        page,
        `request with suggestions (${locale})`,
        `address-suggestions-${locale}`,
      );
      await closePage(page);
    }
  });
});
