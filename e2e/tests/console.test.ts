/**
 * The operator's console on console.localhost: only operators enter; the live board shows
 * a new ride within seconds, with the cars by state; a dispatcher pre-assigns a booking for
 * later (its client sees the driver) and cancels one with a reason; a phone booking made in
 * the console is in the client's panel; the fleet and the audit log. In en, es and ca.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseAddress } from '../src/addresses';
import {
  DESKTOP,
  appUrl,
  checkScreen,
  closePage,
  expectAccessible,
  logInWith,
  loggedInPage,
  newPage,
  resize,
  screenshot,
  useBrowser,
} from '../src/harness';
import { api, bookCentreRide, demoClient, madridDate } from '../src/lifecycle';

const browser = useBrowser();
const OPERATOR = 'operator@example.com';
/** The seed's caller: a client only these tests book for. */
const CALLER = 'caller@example.com';

const console_ = (page: Page, path: string) => page.goto(appUrl('console', path));

/** A ride card or booking line of the board, by its number. */
const rideOnBoard = (page: Page, id: number) =>
  page.getByRole('button', { name: new RegExp(`#${id}\\b`) });

describe('console', () => {
  it('lets operators in through the form and no one else', async () => {
    const page = await newPage(browser(), { locale: 'en-GB' });
    await console_(page, '/login');
    await page.getByLabel('Email or phone').fill('client@example.com');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { name: 'The console is for operators' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Email or phone').waitFor();

    await logInWith(page, 'console', OPERATOR, 'en');
    await page.getByRole('heading', { name: 'Dispatch', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Console' });
    for (const screen of ['Dispatch', 'Phone booking', 'Fleet', 'Audit log']) {
      await menu.getByRole('link', { name: screen }).waitFor();
    }
    await closePage(page);
  });

  it('shows the cars by state and a new ride on the board within seconds (en)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, { path: '/dispatch' });
    await page.getByRole('heading', { name: 'Dispatch', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    const legend = page.getByRole('list', { name: 'Car states' });
    await legend.getByText(/^Free \(\d+\)$/).waitFor();
    await legend.getByText(/^On a ride \(\d+\)$/).waitFor();
    await page.getByRole('region', { name: 'Map of the online cars' }).waitFor();
    for (const column of ['Waiting for a driver', 'Offered', 'Assigned', 'In progress']) {
      await page.getByRole('heading', { name: new RegExp(`^${column}`), level: 2 }).waitFor();
    }

    const caller = await demoClient(CALLER);
    const booked = Date.now();
    const id = await bookCentreRide(caller, 'Marina');
    // Over the stream, not a poll: the board reads again only when told.
    await rideOnBoard(page, id).first().waitFor({ timeout: 5_000 });
    const seenAfter = Date.now() - booked;
    expect(seenAfter).toBeLessThan(5_000);

    await expectAccessible(page, 'console board');
    await screenshot(page, 'console-board');
    await resize(page, { width: 1024, height: 768 });
    await screenshot(page, 'console-board');
    await resize(page, DESKTOP);

    // The keys: ? lists them, j opens the first ride.
    await page.keyboard.press('?');
    await page.getByRole('region', { name: 'Keyboard shortcuts' }).getByText('Next ride').waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('j');
    await page.getByRole('heading', { name: /^Ride #\d+$/ }).waitFor();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.getByText('Requested').waitFor();
    await closePage(page);
  });

  it('pre-assigns a booking for later, which its client then sees, and cancels another with a reason (es)', async () => {
    const caller = await demoClient(CALLER);
    const later = await bookCentreRide(caller, 'Marina', {
      fecha_servicio_diferido: `${madridDate(2)} 10:15`,
    });
    const doomed = await bookCentreRide(caller, 'Marina', {
      fecha_servicio_diferido: `${madridDate(2)} 11:45`,
    });
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/dispatch',
      locale: 'es-ES',
      language: 'es',
    });
    await page.getByRole('heading', { name: 'Despacho', level: 1 }).waitFor();
    await rideOnBoard(page, later).click();
    await page.getByRole('heading', { name: `Servicio #${later}` }).waitFor();
    const jordi = await page.locator('option', { hasText: 'Jordi Puig' }).getAttribute('value');
    await page.getByRole('combobox', { name: 'Conductor' }).selectOption(jordi!);
    await page.getByRole('button', { name: 'Asignar conductor' }).click();
    await page.getByText('Asignado a Jordi Puig').waitFor();
    await rideOnBoard(page, later).filter({ hasText: 'conductor: Jordi Puig' }).waitFor();
    await checkScreen(page, 'console ride detail (es)', 'console-ride-es');

    await rideOnBoard(page, doomed).click();
    await page.getByRole('heading', { name: `Servicio #${doomed}` }).waitFor();
    await page.getByRole('button', { name: 'Cancelar el servicio' }).click();
    await page.getByText('Este campo es obligatorio').or(page.getByRole('alert')).first().waitFor();
    await page.getByLabel('Motivo que leerá el cliente').fill('Obras en la calle');
    await page.getByRole('button', { name: 'Cancelar el servicio' }).click();
    await page.getByText('Obras en la calle').first().waitFor();
    await expect.poll(() => rideOnBoard(page, doomed).count()).toBe(0);
    await closePage(page);

    // The client's bookings show the pre-assigned driver; their rides carry the reason.
    const panel = await loggedInPage(browser(), 'panel', CALLER, { path: '/Bookings' });
    await panel.getByText('Jordi Puig').first().waitFor();
    await closePage(panel);
    const theirs = await api<{ services: { id: number; status_name: string }[] }>(
      caller,
      'GET',
      '/v2/services/?limit=100',
    );
    expect(theirs.services.find((ride) => ride.id === doomed)?.status_name).toMatch(
      /Obras en la calle$/,
    );
  });

  it('books on the phone for a caller, and the ride is in their panel (en)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, { path: '/booking' });
    await page.getByRole('heading', { name: 'Phone booking', level: 1 }).waitFor();
    await page.getByLabel('Phone, name or email').fill('600000010');
    await page.getByRole('button', { name: 'Find client' }).click();
    await page.getByRole('button', { name: 'Book for Marina Costa' }).click();
    await page.getByRole('heading', { name: 'Booking for Marina Costa' }).waitFor();
    await chooseAddress(page, 'Pick-up address', 'Sagrada', /Sagrada Família/);
    await chooseAddress(page, 'Destination', 'Barceloneta', /Barceloneta/);
    const open = page.getByRole('button', { name: 'Choose a fare' });
    await expect.poll(() => open.isEnabled(), { timeout: 30_000 }).toBe(true);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Choose Fare' });
    await dialog.getByRole('button', { name: /^Taxi/ }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Notes for the driver').fill('Calls from the hotel bar');
    await expectAccessible(page, 'console phone booking');
    await screenshot(page, 'console-booking');
    await page.getByRole('button', { name: 'Request ride' }).click();
    const done = page.getByText(/^Ride #\d+ booked for Marina Costa\.$/);
    await done.waitFor();
    const id = Number(/#(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
    await closePage(page);

    // The ride is the caller's: their quick panel follows it, or (once the simulator has
    // driven it) their trips list it.
    const panel = await loggedInPage(browser(), 'panel', CALLER, { path: '/panel' });
    const followed = await panel
      .getByText(/Barceloneta/)
      .first()
      .waitFor({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!followed) {
      await panel.goto(appUrl('panel', '/history'));
      await panel
        .getByRole('row')
        .filter({ hasText: String(id) })
        .first()
        .waitFor();
    }
    await closePage(panel);
  });

  it('keeps the fleet and shows every action in the audit log (ca)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/fleet',
      locale: 'ca-ES',
      language: 'ca',
    });
    await page.getByRole('heading', { name: 'Flota', level: 1 }).waitFor();
    const expiring = page.getByRole('region', { name: /Documents que caduquen en 30 dies/ });
    await expiring.getByText(/Jordi Puig · Assegurança/).waitFor();
    await page.getByRole('region', { name: /Connectats ara/ }).waitFor();

    const form = page.getByRole('form', { name: 'Vehicle nou' });
    await form.getByLabel('Matrícula').fill('4242 CAT');
    await form.getByLabel('Model').fill('Seat Leon');
    await form.getByRole('checkbox', { name: 'Taxi' }).check({ force: true });
    await form.getByRole('button', { name: 'Afegeix vehicle' }).click();
    await page.getByRole('cell', { name: '4242 CAT', exact: true }).waitFor();
    // Its groupings changed afterwards: Premium as well as Taxi.
    await page.getByRole('button', { name: 'Agrupacions que serveix 4242 CAT' }).click();
    const groupings = page.getByRole('form', { name: 'Agrupacions que serveix 4242 CAT' });
    await expect
      .poll(() => groupings.getByRole('checkbox', { name: 'Taxi' }).isChecked())
      .toBe(true);
    await groupings.getByRole('checkbox', { name: 'Premium' }).check({ force: true });
    await groupings.getByRole('button', { name: 'Desa' }).click();
    await page.getByText('Agrupacions de 4242 CAT desades.').first().waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: '4242 CAT' })
      .getByRole('cell', { name: /Taxi.*Premium|Premium.*Taxi/ })
      .waitFor();

    await page.getByRole('button', { name: 'Suspèn Pau Ferrer' }).click();
    // Readmitted at once: the files after this one on the same server drive the seeded fleet.
    await page.getByRole('button', { name: 'Readmet Pau Ferrer' }).click();
    await page.getByRole('button', { name: 'Suspèn Pau Ferrer' }).waitFor();
    await page.getByRole('button', { name: 'Edita Marta Soler' }).click();
    const details = page.getByRole('form', { name: 'Dades de Marta Soler' });
    await details.getByLabel('Telèfon').fill('+34 699 123 456');
    await details.getByRole('button', { name: 'Desa les dades' }).click();
    await page.getByRole('cell', { name: /\+34699123456/ }).waitFor();
    const documents = page.getByRole('form', { name: 'Document de Marta Soler' });
    await documents.getByLabel('Caduca el').fill(`${madridDate(10)}`);
    await documents.getByRole('button', { name: 'Desa el document' }).click();
    await expiring.getByText(/Marta Soler · Permís de conduir/).waitFor();
    await checkScreen(page, 'console fleet (ca)', 'console-fleet-ca');

    await page
      .getByRole('navigation', { name: 'Consola' })
      .getByRole('link', { name: 'Registre d’activitat' })
      .click();
    await page.getByRole('heading', { name: 'Registre d’activitat', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Ha suspès un conductor' }).waitFor();
    await page.getByRole('cell', { name: 'Ha creat un vehicle' }).waitFor();
    await page.getByRole('cell', { name: 'Ha editat un conductor' }).first().waitFor();
    await page.getByLabel('Objecte', { exact: true }).selectOption('vehicle');
    await page.getByRole('button', { name: 'Filtra', exact: true }).click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Ha suspès un conductor' }).count())
      .toBe(0);
    await page.getByRole('cell', { name: 'Ha creat un vehicle' }).waitFor();
    await checkScreen(page, 'console audit (ca)', 'console-audit-ca');
    await closePage(page);
  });
});
