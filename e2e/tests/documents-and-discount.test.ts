/**
 * What a user is charged and what the papers say: a discount code applied in the fare
 * dialog is checked and books nothing, a wrong one is reported; My trips' PDF comes in the
 * language chosen in the app (not the browser's) and adds only what was charged; a booking
 * time reads without the clock over its digits and a past one says it is past.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  closePage,
  expectAccessible,
  loggedInPage,
  openInApp,
  screenshot,
  useBrowser,
} from '../src/harness';
import { chooseAddress } from '../src/addresses';
import {
  api,
  bookCentreRide,
  demoClient,
  downloaded,
  madridDate,
  pdfText,
  waitForStatus,
  type Client,
} from '../src/lifecycle';

const browser = useBrowser();
const EMAIL = 'client2@example.com';

/** Every POST /services the page sends: none may leave while only a code is applied. */
function bookingsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/services\/?$/.test(new URL(request.url()).pathname))
      sent.push(request.url());
  });
  return sent;
}

/** The profile's language switch, whichever language the page is in. */
const languageOf = (page: Page) => page.getByRole('main').getByLabel(/^(Language|Idioma)$/);

/** The account's language back to English, as the other files expect it. */
async function backToEnglish(page: Page): Promise<void> {
  await openInApp(page, '/profile');
  await languageOf(page).selectOption('en');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
}

describe('the fare dialog: a discount code is checked, never booked', () => {
  it('Apply on a wrong code says so, on a good one reprices; neither books (ca, phone)', async () => {
    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      locale: 'ca-ES',
      viewport: PHONE,
      path: '/profile',
    });
    await languageOf(page).selectOption('ca');
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    const sent = bookingsSent(page);
    // The refused code's 422 is the one error the browser may log.
    const unexpected: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !/^Failed to load resource.* 422 /.test(text)) {
        unexpected.push(text);
      }
    });
    await openInApp(page, '/request');
    await page.getByRole('heading', { name: 'Demanar un servei', level: 1 }).waitFor();
    await chooseAddress(page, 'Adreça de recollida', 'Sagrada', /Sagrada Família/);
    await chooseAddress(page, 'Destinació', 'Barceloneta', /Barceloneta/);
    const open = page.getByRole('button', { name: 'Tria una tarifa' });
    await expect.poll(() => open.isEnabled(), { timeout: 30_000 }).toBe(true);
    await open.click();
    const fares = page.getByRole('dialog', { name: 'Tria la tarifa' });
    await fares.getByRole('button', { name: /^Taxi/ }).first().click();
    await fares.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Canvia la tarifa' }).click();
    await fares.getByRole('button', { name: /Codi de descompte o localitzador/ }).click();
    const prompt = page.getByRole('dialog', { name: 'Codi de descompte o localitzador' });
    const field = prompt.getByLabel('Codi o localitzador');
    await field.fill('NOPE42');
    await prompt.getByRole('button', { name: 'Aplica' }).click();
    await prompt.getByText('Aquest codi no és vàlid: revisa’l i torna-ho a provar').waitFor();
    await expectAccessible(page, 'discount refused (ca)');
    await screenshot(page, 'discount-refused-ca-390');

    // Enter applies as the button does: the good code is taken, the fare repriced.
    await field.fill('PARADA10');
    await field.press('Enter');
    await prompt.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await fares.waitFor({ state: 'hidden' });
    await page.getByText('Codi o localitzador: PARADA10').waitFor();
    // The chosen fare shows its price before the discount, struck through.
    await page.locator('s').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/request');
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await screenshot(page, 'discount-applied-ca-390');
    await backToEnglish(page);
    expect(unexpected).toEqual([]);
    await page.context().close();
  });
});

describe("My trips' PDF", () => {
  let client: Client;
  let completed: number;
  let fare: number;
  let booking: number;
  let cancelled: number;
  beforeAll(async () => {
    client = await demoClient(EMAIL);
    completed = await bookCentreRide(client, 'Charged rider');
    const ended = await waitForStatus(client, completed, [8], 120_000);
    fare = ended.fare!;
    booking = await bookCentreRide(client, 'Future rider', {
      fecha_servicio_diferido: `${madridDate(5)} 09:00`,
    });
    cancelled = await bookCentreRide(client, 'Cancelled rider', {
      fecha_servicio_diferido: `${madridDate(6)} 09:00`,
    });
    await api(client, 'PUT', `/service/${cancelled}/cancel/`);
  }, 150_000);

  it('is in the language chosen in the app and totals only what was charged (es, English browser)', async () => {
    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      locale: 'en-GB',
      viewport: DESKTOP,
      path: '/profile',
    });
    await languageOf(page).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    await openInApp(page, '/history');
    await page.getByRole('heading', { name: 'Mis viajes', level: 1 }).waitFor();
    const download = await downloaded(page, () =>
      page.getByRole('button', { name: 'Descargar el PDF' }).click(),
    );
    const text = pdfText(await readFile(await download.path()));
    // Spanish words and day-month-year dates, though the browser asks for English.
    expect(text).toMatch(/Servicios de \S/);
    expect(text).toContain('Cobrado');
    expect(text).not.toMatch(/Services of|Issued on/);
    expect(text).toMatch(/Emitido el \d{2}\/\d{2}\/\d{4}/);

    const euros = (written: string) =>
      Math.round(Number(written.replace(/\./g, '').replace(',', '.')) * 100);
    const rowOf = (id: number) =>
      text.split('\n').find((line) => new RegExp(`^\\s*${id}\\s`).test(line)) ?? '';
    const charged = (line: string) =>
      [...line.matchAll(/([\d.]+,\d{2})\s€/g)].map((m) => euros(m[1]!));
    expect(charged(rowOf(completed))).toEqual([Math.round(fare * 100)]);
    // Quoted but never charged: a booking to come and a cancelled one add nothing.
    expect(charged(rowOf(booking))).toEqual([]);
    expect(charged(rowOf(cancelled))).toEqual([]);
    expect(rowOf(booking)).toContain('—');

    const total = /Total: ([\d.]+,\d{2})\s€/.exec(text);
    expect(total).not.toBeNull();
    const rows = text.split('\n').filter((line) => /^\s*\d+\s+\d{2}\/\d{2}\/\d{4}/.test(line));
    const sum = rows.flatMap(charged).reduce((all, cents) => all + cents, 0);
    expect(euros(total![1]!)).toBe(sum);
    await backToEnglish(page);
    await closePage(page);
  });
});

describe('the booking time', () => {
  it('reads clear of the clock icon, and a past one says it is past (es)', async () => {
    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      locale: 'es-ES',
      viewport: PHONE,
      path: '/profile',
    });
    await languageOf(page).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    await openInApp(page, '/request');
    await page.getByRole('button', { name: 'Más tarde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elige fecha y hora' });
    await dialog.waitFor();
    // "Booked for" never shows before anything is booked.
    expect(await page.getByText(/Reservado para/).count()).toBe(0);
    const time = dialog.getByRole('textbox', { name: 'Hora' });
    await dialog.getByRole('textbox', { name: 'Fecha' }).fill(madridDate(-1));
    await time.fill('08:30');
    const gap = await time.evaluate((input) => {
      const icon = input.parentElement?.querySelector('svg');
      if (!icon) return null;
      const text =
        input.getBoundingClientRect().left + parseFloat(getComputedStyle(input).paddingLeft);
      return text - icon.getBoundingClientRect().right;
    });
    expect(gap).not.toBeNull();
    expect(gap!).toBeGreaterThanOrEqual(2);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.getByText('Elige una fecha y hora posteriores a este momento').waitFor();
    expect(await dialog.getByText('Debe seleccionar fecha y hora').count()).toBe(0);
    await screenshot(page, 'booking-time-past-es-390');
    await page.keyboard.press('Escape');
    await backToEnglish(page);
    await closePage(page);
  });
});
