/**
 * An address list offers only answers for what its own box holds (type
 * fast, click at once: the chosen place is what was typed), Choose Fare's cards draw no
 * text over another at 390, 1024 and 1440 px, and My trips says where each trip went, its
 * price and payment method, with the fare's parts in the details. Catalan and English.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  checkScreen,
  closePage,
  expectAccessible,
  loggedInPage,
  screenshot,
  useBrowser,
} from '../src/harness';
import { freshClient } from '../src/accounts';
import { TRIP_WORDS, openFares, openTripDetails, pastTrip } from '../src/trips';
import { money, plain } from '../src/readings';

const browser = useBrowser();

const WORDS = {
  en: {
    ...TRIP_WORDS.en,
    locale: 'en-GB',
    searching: 'Searching…',
  },
  ca: {
    ...TRIP_WORDS.ca,
    locale: 'ca-ES',
    searching: 'Cercant…',
  },
} as const;

/** Two animation frames: the layout after a resize has settled. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** Fills a box at once and clicks the first suggestion the moment one is offered. */
async function typeAndClickAtOnce(page: Page, label: string, typed: string): Promise<string> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  // The suggestions' own list: the language switch's <option>s are options too.
  const first = page.getByRole('listbox', { name: label }).getByRole('option').first();
  await first.waitFor();
  const offered = (await first.textContent()) ?? '';
  await first.click();
  return offered;
}

describe('booking: suggestions, fare cards, My trips', () => {
  it('type fast, click at once: the place chosen is the one typed, even when answers come late', async () => {
    for (const [language, viewport] of [
      ['en', DESKTOP],
      ['ca', PHONE],
    ] as const) {
      const words = WORDS[language];
      const page = await loggedInPage(browser(), 'panel', 'client@example.com', {
        viewport,
        locale: words.locale,
        path: '/request',
      });
      // The real geocoder, answering 700 ms late: an earlier text's answer then arrives
      // while the next text is in the box, as on a slow phone connection.
      await page.route('**/api/geocode/search**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      const origin = page.getByRole('combobox', { name: words.pickup });
      const destination = page.getByRole('combobox', { name: words.destination });

      const pickedUp = await typeAndClickAtOnce(page, words.pickup, 'Basílica de la Sagrada');
      expect(pickedUp).toMatch(/Sagrada Fam/);
      await expect.poll(() => origin.inputValue()).toMatch(/Sagrada Fam/);

      // Destination: a first text goes to the geocoder, then the real one is typed while
      // that answer is still on its way. Nothing of the pick-up's or the first text's may be
      // offered; the list says it is searching until the answer for this text comes.
      await destination.fill('Sagrada');
      await page.waitForTimeout(550);
      await destination.fill('Plaça Catalunya');
      const list = page.getByRole('listbox', { name: words.destination });
      const seen = new Set<string>();
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        for (const text of await list.getByRole('option').allTextContents()) seen.add(text);
        if ([...seen].some((text) => /Catalunya/.test(text))) break;
        await page.waitForTimeout(25);
      }
      expect([...seen].filter((text) => !/Catalunya/.test(text))).toEqual([]);
      await list.getByRole('option').first().click();
      await expect.poll(() => destination.inputValue()).toMatch(/Catalunya/);
      expect(await destination.inputValue()).not.toMatch(/Sagrada/);

      // One more quick round: fill and click whatever comes first.
      await destination.fill('');
      const offered = await typeAndClickAtOnce(page, words.destination, 'Barceloneta');
      expect(offered).toMatch(/Barceloneta/);
      await expect.poll(() => destination.inputValue()).toMatch(/Barceloneta/);

      // While a text is looked up the box says so instead of showing older places.
      await destination.fill('Estació de Sants');
      await page.getByText(words.searching).first().waitFor();
      expect(await list.getByRole('option').allTextContents()).toEqual([]);
      for (const size of [viewport, viewport === DESKTOP ? PHONE : DESKTOP]) {
        await page.setViewportSize(size);
        await settle(page);
        await screenshot(page, `polish-booking-searching-${language}`);
      }
      await page.setViewportSize(viewport);
      await list.getByRole('option').first().waitFor();
      await expectAccessible(page, `request with suggestions (${language})`);
      for (const size of [viewport, viewport === DESKTOP ? PHONE : DESKTOP]) {
        await page.setViewportSize(size);
        await settle(page);
        await screenshot(page, `polish-booking-suggestions-${language}`);
      }
      await closePage(page);
    }
  });

  it('no two texts of a fare card intersect at 390, 1024 and 1440 px', async () => {
    for (const language of ['en', 'ca'] as const) {
      const words = WORDS[language];
      const page = await loggedInPage(browser(), 'panel', 'client@example.com', {
        viewport: DESKTOP,
        locale: words.locale,
        language: language,
        path: '/request',
      });
      await openFares(page, words);
      const cards = page.locator('[data-fare-card]');
      await cards.first().waitFor();
      // Every element that writes text of its own and is drawn (a screen reader's extra
      // words are clipped to a pixel and drawn nowhere).
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('[data-fare-card] *')) {
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          const box = element.getBoundingClientRect();
          if (ownText && box.width > 1 && box.height > 1) element.setAttribute('data-text-box', '');
        }
      });
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (const viewport of [PHONE, { width: 1024, height: 800 }, DESKTOP]) {
        await page.setViewportSize(viewport);
        await settle(page);
        for (let index = 0; index < count; index++) {
          // Read until the layout holds still: a language switch refetches the fares and
          // the cards are drawn again meanwhile; what must hold is the card as it stays.
          const overlapsOf = async () => {
            const texts = cards.nth(index).locator('[data-text-box]');
            const boxes: { text: string; x: number; y: number; width: number; height: number }[] =
              [];
            for (let n = 0; n < (await texts.count()); n++) {
              const box = await texts.nth(n).boundingBox();
              if (box) boxes.push({ text: (await texts.nth(n).innerText()).trim(), ...box });
            }
            // The card's texts at least: its name, its price and "Fare details".
            expect(boxes.length).toBeGreaterThanOrEqual(3);
            const overlaps: string[] = [];
            for (const [i, a] of boxes.entries()) {
              for (const b of boxes.slice(i + 1)) {
                const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
                const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
                if (across > 0.5 && down > 0.5) overlaps.push(`"${a.text}" × "${b.text}"`);
              }
            }
            return overlaps;
          };
          await expect
            .poll(overlapsOf, {
              message: `fare card ${index} at ${viewport.width} px (${language})`,
              timeout: 5_000,
            })
            .toEqual([]);
        }
        await screenshot(page, `polish-booking-fare-cards-${language}`);
      }
      await expectAccessible(page, `fare cards (${language})`);
      await closePage(page);
    }
  });

  it('My trips names the route with its stops, the price and the payment method; details show the parts', async () => {
    for (const [language, viewport] of [
      ['ca', PHONE],
      ['en', DESKTOP],
    ] as const) {
      const words = WORDS[language];
      const client = await freshClient(`Polish booking ${language}`, '+3462');
      const ride = await pastTrip(client, 'cash', {
        destination_waypoints: [
          { nombre: 'Casa Batlló, Barcelona', latitud: 41.3916, longitud: 2.165 },
        ],
      });
      expect(ride.payment_method).toBe('cash');
      expect(ride.fare).toBeGreaterThan(0);

      const page = await loggedInPage(browser(), 'panel', client.email, {
        viewport,
        locale: words.locale,
        language: language,
        password: client.password,
        path: '/history',
      });
      await page.getByRole('heading', { level: 1, name: words.trips }).waitFor();
      for (const size of [viewport, viewport === DESKTOP ? PHONE : DESKTOP]) {
        await page.setViewportSize(size);
        await settle(page);
        // The table at 1440 px, a card per trip on a phone: either way one visible item.
        const trip =
          size === DESKTOP
            ? page
                .getByRole('row')
                .filter({ has: page.getByRole('cell', { name: String(ride.id), exact: true }) })
            : page.getByRole('listitem').filter({ hasText: `#${ride.id} ·` });
        await trip.getByText('Plaça de Catalunya, Barcelona').waitFor();
        await trip.getByText('→ Casa Batlló, Barcelona').waitFor();
        await trip.getByText('→ Sagrada Família, Barcelona').waitFor();
        await trip.getByText(words.cash, { exact: true }).waitFor();
        expect(plain(await trip.innerText())).toContain(money(ride.fare!, words.locale));
        // The stop comes before the destination.
        const text = await trip.innerText();
        expect(text.indexOf('Casa Batlló')).toBeLessThan(text.indexOf('Sagrada Família'));
        await checkScreen(
          page,
          `my trips (${language}, ${size.width})`,
          `polish-booking-my-trips-${language}`,
        );
      }
      await page.setViewportSize(viewport);
      await settle(page);

      const dialog = await openTripDetails(page, words, ride, words.locale);
      await dialog.getByText(words.cash, { exact: true }).first().waitFor();
      for (const size of [viewport, viewport === DESKTOP ? PHONE : DESKTOP]) {
        await page.setViewportSize(size);
        await settle(page);
        await checkScreen(
          page,
          `trip details (${language}, ${size.width})`,
          `polish-booking-trip-details-${language}`,
        );
      }
      await dialog.getByRole('button', { name: words.close }).first().click();
      await dialog.waitFor({ state: 'hidden' });
      await closePage(page);
    }
  });
});
