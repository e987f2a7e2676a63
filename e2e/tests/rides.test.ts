/**
 * The services screens as client2 sees them: a ride followed live in the quick panel (pushed
 * over SSE, not polled), bookings shared and cancelled, my trips with filters and services.pdf,
 * and a share link opened by someone who is not logged in.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  checkScreen,
  closePage,
  expectAccessible,
  expectNoConsoleErrors,
  loggedInPage,
  openInApp,
  resize,
  newPage,
  screenshot,
  useBrowser,
} from '../src/harness';
import { api, bookCentreRide, demoClient, type Client } from '../src/lifecycle';

const browser = useBrowser();
const EMAIL = 'client2@example.com';

/** 'YYYY-MM-DD' some days from now. */
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Waits for a dialog's opening animation: axe would read its colours half faded in. */
const settled = (dialog: Locator) =>
  dialog.evaluate((element) =>
    Promise.all(
      [element, ...element.ownerDocument.querySelectorAll('[data-scope="dialog"]')].flatMap(
        (node) => node.getAnimations().map((animation) => animation.finished),
      ),
    ),
  );

/** The status box of one service on the quick panel. */
const statusBox = (page: Page, id: number) =>
  page.locator(`section[aria-labelledby="service-${id}-title"]`);

/** A 1×1 transparent PNG. */
const EMPTY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let client: Client;

beforeAll(async () => {
  client = await demoClient(EMAIL);
});

describe('services screens', () => {
  it('follows a ride live on the quick panel, pushed without polling or reloading', async () => {
    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      viewport: DESKTOP,
      path: '/panel',
    });
    await page.getByRole('heading', { name: 'Quick panel', level: 1 }).waitFor();
    // The stream is open before the ride exists, so every change of it is a push.
    await page.getByText('Live', { exact: true }).waitFor();
    await page.getByText('You have no services in process.').waitFor();

    // On /panel only the quick panel is the current menu item (both items are /panel).
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect
      .poll(() => nav.locator('[aria-current="page"]').allTextContents())
      .toEqual(['Quick panel']);

    const polls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/services/in_process')) polls.push(request);
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    const id = await bookCentreRide(client, 'Live rider');
    const box = statusBox(page, id);
    await box.waitFor();
    // A driver takes it and the box follows each step the server pushes.
    await box
      .getByText(/Your driver is on the way|waiting at the pickup|Trip in progress/)
      .waitFor();
    await box.getByRole('img', { name: /^Plate:/ }).waitFor();
    await screenshot(page, 'services-quick-panel-live');
    await expectAccessible(page, 'quick panel with a live ride');

    // Done: it leaves the live boxes and the orders table says so.
    const orders = page.getByRole('region', { name: 'Orders' });
    await orders
      .getByRole('row')
      .filter({ hasText: 'Live rider' })
      .getByText('Completed')
      .waitFor({ timeout: 45_000 });
    await box.waitFor({ state: 'detached' });
    expect(polls).toEqual([]);
    expect(navigations).toEqual([]);

    // The orders item opens the same page at its orders section, and only it is marked.
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect
      .poll(() => nav.locator('[aria-current="page"]').allTextContents())
      .toEqual(['Orders']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('orders-title');
    await closePage(page);
  });

  it('shares a booking with someone logged out, who sees it cancelled live', async () => {
    const when = `${daysFromNow(2)} 10:30`;
    const shared = await bookCentreRide(client, 'Shared rider', { fecha_servicio_diferido: when });
    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      viewport: DESKTOP,
      path: '/Bookings',
    });
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Details of service #${shared}` }).click();
    const details = page.getByRole('dialog', { name: `Service #${shared}` });
    await details.getByText('Scheduled booking').waitFor();
    await settled(details);
    await expectAccessible(page, 'booking details');

    // Edit the booking: two passengers and another traveler.
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit service #${shared}` });
    await edit.getByRole('button', { name: 'Add a passenger' }).click();
    await edit.getByLabel('Traveler name').fill('Shared rider Jr');
    await settled(edit);
    await expectAccessible(page, 'booking edit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Service edited').waitFor();
    await page.getByRole('row').filter({ hasText: 'Shared rider Jr' }).waitFor();

    await page.getByRole('button', { name: `Details of service #${shared}` }).click();
    await details.getByRole('button', { name: 'Share trip' }).click();

    const share = page.getByRole('dialog', { name: `Share trip #${shared}` });
    const link = share.getByLabel('Link to the trip');
    await expect.poll(() => link.inputValue()).toMatch(/\/history\?token=/);
    await settled(share);
    await expectAccessible(page, 'share dialog');
    const url = await link.inputValue();
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'detached' });

    // Someone else, not logged in, on a phone.
    const guest = await newPage(browser(), { viewport: PHONE });
    // The map's tile server is outside this machine's reach; an empty tile stands in for it.
    await guest
      .context()
      .route(/tile\.openstreetmap\.org/, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_PNG }),
      );
    await guest.goto(url);
    await guest.getByRole('heading', { name: 'Shared trip', level: 1 }).waitFor();
    await guest.getByText('Scheduled booking').first().waitFor();
    await guest.getByText('Sagrada Família, Barcelona').waitFor();
    await checkScreen(guest, 'shared trip', 'services-shared-trip');

    // Cancel it, after confirming; the shared page follows without reloading.
    // Closing the share dialog went back to the details, which offer the cancel too.
    await details.getByRole('button', { name: 'Cancel service' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel service #${shared}?` });
    await confirm.getByText('Plaça de Catalunya, Barcelona').waitFor();
    await settled(confirm);
    await expectAccessible(page, 'cancel confirmation');
    await confirm.getByRole('button', { name: 'Cancel service' }).click();
    await page.getByText('The service has been cancelled').waitFor();
    await page.getByRole('button', { name: `Details of service #${shared}` }).waitFor({
      state: 'detached',
    });
    // The shared page speaks of the trip, not to its reader.
    await guest.getByText('This service was cancelled').waitFor();

    await closePage(guest);

    // A link for something unknown says so instead of showing an empty page. (No console
    // check here: the browser logs the 404 this is about.)
    const stranger = await newPage(browser(), { viewport: PHONE });
    await stranger.goto(appUrl('panel', `/history?token=${'x'.repeat(43)}`));
    await stranger.getByText('This link is no longer valid. Ask for a new one.').waitFor();
    await expectAccessible(stranger, 'dead share link');
    await stranger.context().close();
    await closePage(page);
  });

  it('lists my trips with filters and downloads services.pdf', async () => {
    // At least one finished trip of each kind the filters are tried with.
    const booked = await bookCentreRide(client, 'Cancelled rider', {
      fecha_servicio_diferido: `${daysFromNow(3)} 09:00`,
    });
    await api(client, 'PUT', `/service/${booked}/cancel/`);

    const page = await loggedInPage(browser(), 'panel', EMAIL, {
      viewport: DESKTOP,
      path: '/panel',
    });
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'My trips' })
      .click();
    await page.getByRole('heading', { name: 'My trips', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'My finished trips' });
    const cancelledRow = table.getByRole('row').filter({ hasText: 'Cancelled rider' });
    await cancelledRow.waitFor();
    // Where it went and what it cost (a booking without a fixed price runs on the meter).
    await cancelledRow
      .getByText(/→ Sagrada Família, Barcelona/)
      .first()
      .waitFor();
    await cancelledRow
      .getByText(/^(€\d+\.\d{2}|Meter)$/)
      .first()
      .waitFor();
    await checkScreen(page, 'my trips', 'services-history');

    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Status').selectOption({ label: 'Completed' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await table
      .getByRole('row')
      .filter({ hasText: 'Cancelled rider' })
      .waitFor({ state: 'detached' });
    // The status column, found by its header: the columns before it grow.
    const headers = await table.getByRole('columnheader').allTextContents();
    const statusColumn = headers.indexOf('Status') + 1;
    expect(statusColumn).toBeGreaterThan(0);
    const statuses = await table
      .locator(`tbody tr td:nth-child(${statusColumn})`)
      .allTextContents();
    expect(statuses.every((text) => text === 'Completed')).toBe(true);

    await filters.getByLabel('Status').selectOption({ label: 'Cancelled by the customer' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await table.getByRole('row').filter({ hasText: 'Cancelled rider' }).waitFor();

    // Nothing has happened from next week on.
    await filters.getByLabel('From').fill(daysFromNow(7));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No trips match these filters.').waitFor();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await table.getByRole('row').filter({ hasText: 'Cancelled rider' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('services.pdf');
    const file = await download.path();
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await closePage(page);
  });

  it('reads well on a phone: quick panel, bookings and my trips', async () => {
    await bookCentreRide(client, 'Phone rider', {
      fecha_servicio_diferido: `${daysFromNow(4)} 18:45`,
    });
    const page = await loggedInPage(browser(), 'panel', EMAIL, { viewport: PHONE });
    for (const [path, title, name] of [
      ['/panel', 'Quick panel', 'services-quick-panel'],
      ['/Bookings', 'Bookings', 'services-bookings'],
      ['/history', 'My trips', 'services-history'],
    ] as const) {
      await openInApp(page, path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('status', { name: 'Loading…' }).waitFor({ state: 'detached' });
      await page.getByRole('list').filter({ hasText: '#' }).first().waitFor();
      await checkScreen(page, `${title} (phone)`, name);
    }
    // The bookings at 1440 px: a table instead of the phone's cards, on the same page.
    await resize(page, DESKTOP);
    await openInApp(page, '/Bookings');
    await page.getByRole('table', { name: 'Scheduled services' }).waitFor();
    await screenshot(page, 'services-bookings');
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
