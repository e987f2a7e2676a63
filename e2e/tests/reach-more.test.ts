/**
 * The hotel's history a page at a time with its date
 * filter, and a booking within the hour opening its details on Bookings (`expand`), both in
 * Chromium against the real server.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  checkScreen,
  closePage,
  loggedInPage,
  openInApp,
  resize,
  useBrowser,
} from '../src/harness';
import { api, centreRide, signIn, siteFares, type Session } from '../src/lifecycle';
import { clockIn } from '../src/readings';

const browser = useBrowser();

/** The site's grouping, its clock and the first grouping its fare picker offers. */
async function siteOf(session: Session, domain: string) {
  const { config, agrupations: groupings } = await siteFares(session, domain);
  const fare = groupings[0];
  if (!fare) throw new Error(`no grouping to book on ${domain}`);
  return { timeZone: config.time_zone, fareId: fare.id };
}

/** "YYYY-MM-DD HH:mm" on a zone's clock, some minutes from now. */
const localIn = (timeZone: string, minutesAhead: number) =>
  clockIn(timeZone, new Date(Date.now() + minutesAhead * 60_000));

async function book(session: Session, fareId: number, traveler: string, when?: string) {
  const { user } = await api<{ user: { id: number } }>(session, 'GET', '/token/valid/');
  const created = await api<{ service: { id: number } }>(
    session,
    'POST',
    '/services/',
    centreRide(user.id, fareId, traveler, when ? { fecha_servicio_diferido: when } : {}),
  );
  return created.service.id;
}

const cancel = (session: Session, id: number) =>
  api(session, 'PUT', `/service/${id}/cancel/`).catch(() => undefined);

describe('history pages and expanded bookings', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it('hotel history: a page at a time, and the date filter narrows it (Catalan)', async () => {
    const staff = await signIn('hotel@example.com', 'hotel-demo');
    const { fareId, timeZone } = await siteOf(staff, 'hotel.localhost');
    // Twelve rides called off at once: more than a page of finished services for today.
    for (let index = 1; index <= 12; index += 1) {
      const id = await book(staff, fareId, `Habitació ${200 + index}`);
      await api(staff, 'PUT', `/service/${id}/cancel/`);
    }
    const today = localIn(timeZone, 0).slice(0, 10);
    // Other files book for tomorrow (lifecycle-hotel): sixty days ahead is empty in any order.
    const farAhead = localIn(timeZone, 60 * 24 * 60).slice(0, 10);
    const { total } = await api<{ total: number }>(staff, 'GET', '/v2/services/?limit=10&offset=0');
    expect(total).toBeGreaterThan(10);

    // One page for both widths: the phone's pass ends on the first page, unfiltered, as
    // the screen opens; the desktop's pass then runs the same steps on it.
    const page = await loggedInPage(browser(), 'hotel', 'hotel@example.com', {
      viewport: PHONE,
      locale: 'ca-ES',
      language: 'ca',
      path: '/hotel_history',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      await resize(page, viewport);
      const pages = page.getByRole('navigation', { name: "Pàgines de l'historial" });
      // The fleet simulator may end other files' hotel rides meanwhile: the total may grow.
      await pages.getByText(/1–10 de \d+/).waitFor();
      // Newest first: the page is the twelve rides' ten latest.
      const mine = page.getByText(/^Habitació 2\d\d$/).filter({ visible: true });
      await expect.poll(() => mine.count()).toBe(10);
      await expect(pages.getByRole('button', { name: 'Anterior' }).isDisabled()).resolves.toBe(
        true,
      );
      await checkScreen(
        page,
        `hotel history, first page (${viewport.width})`,
        'reach-hotel-history-ca',
      );

      await pages.getByRole('button', { name: 'Següent' }).click();
      await pages.getByText(/11–\d+ de \d+/).waitFor();
      await pages.getByRole('button', { name: 'Anterior' }).click();
      // Other files' hotel rides may end meanwhile and join the history: any total will do.
      await pages.getByText(/1–10 de \d+/).waitFor();

      // From a date no test books for there is nothing; from today, only today's rides.
      const from = page.getByLabel('Des de la data');
      await from.fill(farAhead);
      await page.getByRole('button', { name: 'Aplica' }).click();
      await page.getByText('No hi ha serveis per a aquest filtre.').waitFor();
      await from.fill(today);
      await page.getByRole('button', { name: 'Aplica' }).click();
      const todays = await api<{ total: number }>(
        staff,
        'GET',
        `/v2/services/?limit=10&offset=0&start_date=${today}`,
      );
      expect(todays.total).toBeGreaterThanOrEqual(12);
      await mine.first().waitFor();
      if (todays.total > 10) await pages.getByText(`1–10 de ${todays.total}`).waitFor();
      await page.getByRole('button', { name: 'Neteja' }).click();
      await pages.getByText(/1–10 de \d+/).waitFor();
    }
    await closePage(page);
  });

  it('Bookings opens by itself the booking whose pick-up is within the hour (expand)', async () => {
    const client = await signIn('client@example.com', 'demo');
    const { fareId, timeZone } = await siteOf(client, 'localhost');
    const soon = await book(client, fareId, 'Pronto Pérez', localIn(timeZone, 45));
    const later = await book(client, fareId, 'Tarde Torres', localIn(timeZone, 180));
    cleanup.push(
      () => cancel(client, soon),
      () => cancel(client, later),
    );
    const listed = await api<{ id: number; expand?: boolean }[]>(
      client,
      'GET',
      '/services/scheduled/',
    );
    expect(listed.find((ride) => ride.id === soon)?.expand).toBe(true);
    expect(listed.find((ride) => ride.id === later)?.expand).toBe(false);

    const page = await loggedInPage(browser(), 'panel', 'client@example.com', {
      viewport: PHONE,
      path: '/Bookings',
    });
    // No click: the row within the hour opens its details, the later one stays closed.
    const details = page.getByRole('dialog', { name: `Service #${soon}` });
    await details.getByText('Scheduled booking').waitFor();
    expect(await page.getByRole('dialog', { name: `Service #${later}` }).count()).toBe(0);
    await checkScreen(page, 'bookings, expanded booking', 'reach-bookings-expand');
    // Once per visit: closed, it stays closed until the page is opened again.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Details of service #${later}` }).waitFor();
    expect(await details.count()).toBe(0);
    await closePage(page);
  });

  it('a ticket reply goes through the text prompt, at both widths in Spanish and English', async () => {
    const words = {
      es: { reply: 'Responder', title: 'Respuesta a soporte', field: 'Tu respuesta' },
      en: { reply: 'Reply', title: 'Reply to support', field: 'Your reply' },
    } as const;
    for (const [language, locale, one, two] of [
      ['es', 'es-ES', 'Falta 1 carácter', 'Faltan 2 caracteres'],
      ['en', 'en-GB', '1 more character needed', '2 more characters needed'],
    ] as const) {
      // One page per language: the desktop's pass goes back to the list as its links do.
      const page = await loggedInPage(browser(), 'panel', 'client@example.com', {
        viewport: PHONE,
        locale,
        language: language,
        path: '/tickets',
      });
      for (const viewport of [PHONE, DESKTOP]) {
        await resize(page, viewport);
        await openInApp(page, '/tickets');
        await page.getByRole('link', { name: 'Invoice for last ride' }).click();
        await page.getByRole('button', { name: words[language].reply, exact: true }).click();
        const prompt = page.getByRole('dialog', { name: words[language].title });
        // Ten characters are not enough: the minimum is "longer than 10" (spec §2).
        await prompt.getByLabel(words[language].field).fill('0123456789');
        await prompt.getByText(one).waitFor();
        await prompt.getByLabel(words[language].field).fill('Use this.');
        await prompt.getByText(two).waitFor();
        const send = prompt.getByRole('button', { name: /Enviar respuesta|Send reply/ });
        await expect(send.isDisabled()).resolves.toBe(true);
        await checkScreen(
          page,
          `ticket reply prompt (${language}, ${viewport.width})`,
          `reach-text-prompt-${language}`,
        );
        await prompt.getByLabel(words[language].field).fill('0123456789A');
        await expect.poll(() => send.isEnabled()).toBe(true);
        // Nothing is sent here: the seeded ticket stays as other files expect it.
        await page.keyboard.press('Escape');
        await prompt.waitFor({ state: 'detached' });
      }
      await closePage(page);
    }
  });
});
