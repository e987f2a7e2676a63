/**
 * The login under the
 * hotel's brand; one now/later choice with the destination optional (a ride with one is
 * quoted, one without is metered, a booking may have either); the ride told to staff, not to
 * the guest; a ride without destination says the guest tells the driver wherever reception
 * sees it; one spelling of the traveller; the guest's pick-up at the hotel's door after
 * sign-up. Each screen is read by role and visible text, run through axe and photographed
 * at 390 and 1440 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  closePage,
  expectAccessible,
  loggedInPage,
  newPage,
  openInApp,
  useBrowser,
} from '../src/harness';
import { chooseAddress } from '../src/addresses';
import { signUpFromRoomCard } from '../src/guests';
import {
  api,
  finishOnBoard,
  madridDate,
  nextBookedId,
  readRide,
  shootBothWidths,
  signIn,
  waitForStatus,
  type Session,
} from '../src/lifecycle';

const browser = useBrowser();
const STAFF = 'hotel@example.com';
let staff: Session;
let door: string;

const WORDS = {
  ca: {
    locale: 'ca-ES',
    login: 'Inicia la sessió',
    staff: "Personal de l'hotel",
    title: 'Taxi per a un client',
    when: 'Quan',
    now: 'Ara',
    later: 'Més tard',
    room: 'Habitació o nom del client',
    phone: 'Telèfon del viatger',
    destination: 'Destinació (opcional)',
    request: 'Demana el taxi',
    book: 'Reserva el taxi',
    dateDialog: "Tria la data i l'hora",
    date: 'Data',
    time: 'Hora',
    accept: 'Acceptar',
    today: "Serveis d'avui",
    details: (id: number) => `Detalls del servei núm. ${id}`,
    dialog: (id: number) => `Servei núm. ${id}`,
    close: 'Tancar',
    noDestination: "Sense destinació: l'hoste ho diu al conductor",
    guestTells: "L'hoste ho diu al conductor",
    driver: 'Conductor',
    customerDriver: 'El teu conductor',
    staffStatus:
      /Buscant un conductor per a l'hoste|El conductor va cap al punt de recollida|El cotxe espera l'hoste|L'hoste és de camí|Trajecte completat/,
    customerStatus: /El teu conductor|digues al conductor on vas/,
    traveler: 'Viatger',
  },
  es: {
    locale: 'es-ES',
    login: 'Inicia sesión',
    staff: 'Personal del hotel',
    title: 'Taxi para un huésped',
    when: 'Cuándo',
    now: 'Ahora',
    later: 'Más tarde',
    room: 'Habitación o nombre del huésped',
    phone: 'Teléfono del viajero',
    destination: 'Destino (opcional)',
    request: 'Pedir taxi',
    book: 'Reservar taxi',
    today: 'Servicios de hoy',
    guestTells: 'El huésped se lo dice al conductor',
    traveler: 'Viajero',
  },
} as const;

/** The three-button hotel request, in every language: one now/later choice replaces it. */
const OLD_BUTTONS =
  /^(Now, no destination|Now, to a destination|Book for later|Ara, sense destinació|Ara, amb destinació|Reservar per a més tard|Ahora, sin destino|Ahora, con destino|Reservar para más tarde)$/;

beforeAll(async () => {
  staff = await signIn(STAFF, 'hotel-demo');
  const settings = await api<{ pickup: { name: string } | null }>(staff, 'GET', '/hotel/settings');
  expect(settings.pickup?.name).toBeTruthy();
  door = settings.pickup?.name ?? '';
});

async function openHotel(
  language: 'ca' | 'es',
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const words = WORDS[language];
  const page = await loggedInPage(browser(), 'hotel', STAFF, {
    viewport,
    locale: words.locale,
    language: language,
  });
  await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
  return page;
}

describe('in the hotel and the guest app, in Catalan', () => {
  it("1 · the login shows the hotel's brand for its staff (ca, es)", async () => {
    const site = await api<{ name: string }>(
      null,
      'GET',
      '/configuration/domain/?search=hotel.localhost',
    );
    for (const language of ['ca', 'es'] as const) {
      const words = WORDS[language];
      const page = await newPage(browser(), { viewport: PHONE, locale: words.locale });
      await page.goto(appUrl('hotel', '/login'), { timeout: 90_000 });
      await page.getByRole('heading', { name: words.login, level: 1 }).waitFor();
      await page.getByText(site.name, { exact: true }).first().waitFor();
      await page.getByText(words.staff, { exact: true }).waitFor();
      // The brand sits above the form, not beside or under it.
      const brand = await page.getByText(site.name, { exact: true }).first().boundingBox();
      const heading = await page.getByRole('heading', { name: words.login }).boundingBox();
      expect(brand && heading && brand.y + brand.height <= heading.y).toBe(true);
      await expectAccessible(page, `hotel login (${language})`);
      await shootBothWidths(page, `polish-hotel-login-${language}`);
      await closePage(page);
    }
  });

  it('2 · one now/later choice: a destination is optional, quoted when given, metered when not (ca)', async () => {
    const words = WORDS.ca;
    const page = await openHotel('ca');
    const choice = page.getByRole('group', { name: words.when });
    await choice.getByRole('button', { name: words.now, exact: true }).waitFor();
    await choice.getByRole('button', { name: words.later, exact: true }).waitFor();
    expect(
      await choice
        .getByRole('button', { name: words.now, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByRole('button', { name: OLD_BUTTONS }).count()).toBe(0);
    expect(await page.getByRole('link', { name: OLD_BUTTONS }).count()).toBe(0);
    await expectAccessible(page, 'hotel request, one choice (ca)');
    await shootBothWidths(page, 'polish-hotel-choice-ca');

    // Now, with a destination: the server quotes it (a fare, no meter).
    await page.getByLabel(words.room).fill('Habitació 401');
    await chooseAddress(page, words.destination, 'Sagrada', /Sagrada Família/);
    let booked = nextBookedId(page);
    await page.getByRole('button', { name: words.request }).click();
    const quotedId = await booked;
    const quoted = await readRide(staff, quotedId);
    expect(quoted).toMatchObject({ metered: false, programacion: null });
    expect(quoted?.fare).toBeGreaterThan(0);

    // Now, no destination: metered from the door.
    await page.getByText('Taxi demanat per a Habitació 401').waitFor();
    await page.getByLabel(words.room).fill('Habitació 402');
    expect(await page.getByRole('combobox', { name: words.destination }).inputValue()).toBe('');
    booked = nextBookedId(page);
    await page.getByRole('button', { name: words.request }).click();
    const meteredId = await booked;
    const metered = await readRide(staff, meteredId);
    expect(metered).toMatchObject({ metered: true, fare: null });

    // Later, still without a destination: a booking, metered too.
    await page.getByRole('button', { name: words.later, exact: true }).click();
    const when = page.getByRole('dialog', { name: words.dateDialog });
    await when.getByRole('textbox', { name: words.date }).fill(madridDate(2));
    await when.getByRole('textbox', { name: words.time }).fill('10:15');
    await when.getByRole('button', { name: words.accept }).click();
    await when.waitFor({ state: 'hidden' });
    await page.getByLabel(words.room).fill('Habitació 403');
    booked = nextBookedId(page);
    await page.getByRole('button', { name: words.book }).click();
    const laterId = await booked;
    const later = await readRide(staff, laterId);
    expect(later).toMatchObject({
      status_code: 13,
      metered: true,
      programacion: { fecha: madridDate(2), hora: '10:15' },
    });
    // Not left waiting for tomorrow's other tests.
    await api(staff, 'PUT', `/service/${laterId}/cancel`).catch(() => undefined);
    for (const id of [quotedId, meteredId]) {
      await api(staff, 'PUT', `/service/${id}/cancel`).catch(() => undefined);
    }
    await closePage(page);
  });

  it('3 + 4 · the status card speaks to staff and a ride without destination says the guest tells the driver (ca)', async () => {
    const words = WORDS.ca;
    const page = await openHotel('ca', DESKTOP);
    await page.getByLabel(words.room).fill('Habitació 404');
    const booked = nextBookedId(page);
    await page.getByRole('button', { name: words.request }).click();
    const id = await booked;
    // Driver assigned, on the way, at the door or driving: the card shows while it lasts
    // (at the e2e simulator's speed the whole ride takes seconds).
    await waitForStatus(staff, id, [3, 6, 10, 7], 60_000);

    // The card of a ride under way on the home page: told to staff, about the guest.
    const card = page.locator(`[data-service="${id}"]`).first();
    await card.getByText(words.noDestination).waitFor();
    await card.getByText(words.driver, { exact: true }).waitFor();
    expect(await card.getByText(words.customerStatus).count()).toBe(0);
    await shootBothWidths(page, 'polish-hotel-home-ca', card);

    // Today's table: the route says who tells the driver, never the door as a drop-off.
    const row = page
      .getByRole('table', { name: words.today })
      .getByRole('row')
      .filter({ hasText: 'Habitació 404' });
    await row.getByText(`→ ${words.guestTells}`).waitFor();
    expect(await row.getByText(/\b0 m\b/).count()).toBe(0);

    // The ride followed from the table: staff are told about the guest and their driver.
    await row.getByRole('button', { name: words.details(id) }).click();
    const ride = page.getByRole('dialog', { name: words.dialog(id) });
    await ride.getByText(words.noDestination).waitFor();
    await ride.getByText(words.staffStatus).first().waitFor({ timeout: 30_000 });
    await ride.getByText(words.driver, { exact: true }).waitFor({ timeout: 60_000 });
    expect(await ride.getByText(words.customerStatus).count()).toBe(0);
    expect(await ride.getByText(/Destinació 1/).count()).toBe(0);
    await expectAccessible(page, 'hotel follows a ride without destination (ca)');
    await shootBothWidths(page, 'polish-hotel-follow-ca');
    await ride.getByRole('button', { name: words.close }).click();

    await api(staff, 'PUT', `/service/${id}/cancel`).catch(() => undefined);
    await closePage(page);
  });

  it('4 · the phone list and the history say it too (es)', async () => {
    const words = WORDS.es;
    const page = await openHotel('es');
    await page.getByLabel(words.room).fill('Habitación 405');
    const booked = nextBookedId(page);
    await page.getByRole('button', { name: words.request }).click();
    const id = await booked;
    // The driver's meter ends it, so the history has it too.
    const finished = finishOnBoard(id, 18.2);
    const item = page
      .getByRole('list', { name: words.today })
      .getByRole('listitem')
      .filter({ hasText: 'Habitación 405' });
    await item.getByText(`→ ${words.guestTells}`).waitFor();
    await shootBothWidths(page, 'polish-hotel-today-es');
    await finished;
    await waitForStatus(staff, id, [8], 30_000);
    await openInApp(page, '/hotel_history');
    // The phone's cards (the table hides below 1024 px).
    await page.getByRole('listitem').getByText(`→ ${words.guestTells}`).first().waitFor();
    await expectAccessible(page, 'hotel history (es)');
    await shootBothWidths(page, 'polish-hotel-history-es');
    await closePage(page);
  });

  it('5 · the traveller has one name per language (ca, es)', async () => {
    for (const language of ['ca', 'es'] as const) {
      const words = WORDS[language];
      const page = await openHotel(language, DESKTOP);
      await page.getByLabel(words.phone).waitFor();
      await page
        .getByRole('table', { name: words.today })
        .getByRole('columnheader', { name: words.traveler, exact: true })
        .waitFor();
      await page.context().close();
    }
  });

  it("6 · after sign-up the guest's pick-up is the hotel's door (ca)", async () => {
    const page = await newPage(browser(), { viewport: PHONE, locale: 'ca-ES' });
    const digits = String(Date.now()).slice(-6);
    await signUpFromRoomCard(page, 'ca', {
      room: 318,
      name: `Hoste Polit ${digits}`,
      phone: `+34 611 ${digits}`,
    });
    await page.waitForURL((url) => url.pathname === '/ride');
    await page.getByRole('heading', { name: 'Demana un taxi' }).waitFor();
    const pickup = page.getByRole('combobox', { name: 'Recollida' });
    await expect.poll(() => pickup.inputValue()).toBe(door);
    await expectAccessible(page, 'guest ride form prefilled (ca)');
    await shootBothWidths(page, 'polish-hotel-guest-ride-ca');
    await closePage(page);
  });
});
