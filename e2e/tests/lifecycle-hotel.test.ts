/**
 * One ride, everywhere, in the hotel app: staff book a taxi and follow it as a
 * LiveRide with the car moving as the simulator drives it; change and cancel a booking
 * after the question; a metered ride ("now", no destination) ends with the fare the
 * driver's meter reported; the kiosk shows its ride and its car on the map.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  closePage,
  expectAccessible,
  loggedInPage,
  useBrowser,
} from '../src/harness';
import { chooseAddress } from '../src/addresses';
import {
  expectCarMoving,
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

beforeAll(async () => {
  staff = await signIn(STAFF, 'hotel-demo');
});

/** The ride's LiveRide, opened from today's list by its details button. */
async function follow(page: Page, id: number, details: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: details }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('one ride, everywhere: the hotel', () => {
  it('staff book a taxi, follow it with the car moving, change a booking and cancel it', async () => {
    const page = await loggedInPage(browser(), 'hotel', STAFF, { viewport: DESKTOP });
    await page.getByRole('heading', { name: 'Taxi for a guest', level: 1 }).waitFor();

    await page.getByLabel('Guest room or name').fill('Room 301');
    // The airport: a trip long enough to watch the car on its way.
    await chooseAddress(page, 'Destination (optional)', 'Aeroport de Barcelona');
    const booked = nextBookedId(page);
    await page.getByRole('button', { name: 'Request taxi' }).click();
    const id = await booked;

    const ride = await follow(page, id, `Details of service #${id}`, `Service #${id}`);
    await ride.getByText('Taxi for Room 301').waitFor();
    await expectCarMoving(page, ride.getByRole('region', { name: `Map of service #${id}` }));
    await expectAccessible(page, 'hotel: following a ride');
    await shootBothWidths(page, 'lifecycle-hotel-follow-en');
    await ride.getByRole('button', { name: 'Close' }).click();
    await ride.waitFor({ state: 'hidden' });

    // A booking for tomorrow: not in today's table, still changed and cancelled from here.
    const tomorrow = madridDate(1);
    // "Later" opens the date dialog at once (the request form's WhenSection).
    await page.getByRole('button', { name: 'Later', exact: true }).click();
    const when = page.getByRole('dialog', { name: 'Choose date and time' });
    await when.getByRole('textbox', { name: 'Date' }).fill(tomorrow);
    await when.getByRole('textbox', { name: 'Time' }).fill('09:15');
    await when.getByRole('button', { name: 'Accept' }).click();
    // Its closing hands focus back to the opener: wait, or it takes it from the next field.
    await when.waitFor({ state: 'hidden' });
    await page.getByLabel('Guest room or name').fill('Room 302');
    const later = nextBookedId(page);
    await page.getByRole('button', { name: 'Book taxi' }).click();
    const bookingId = await later;

    const opener = page.getByRole('button', { name: new RegExp(`^#${bookingId} · Room 302 · `) });
    await opener.click();
    const booking = page.getByRole('dialog', { name: `Service #${bookingId}` });
    await booking.getByRole('button', { name: 'Change booking' }).click();
    const edit = page.getByRole('dialog', { name: `Edit booking #${bookingId}` });
    await edit.getByRole('button', { name: 'Add a passenger' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await readRide(staff, bookingId))?.passengers, { timeout: 15_000 })
      .toBe(2);
    await edit.waitFor({ state: 'detached' });
    await booking.getByRole('button', { name: 'Cancel service' }).click();
    const question = page.getByRole('alertdialog', { name: `Cancel service #${bookingId}?` });
    await question.getByText(/^The taxi for Room 302 from .+ will be cancelled/).waitFor();
    await expectAccessible(page, 'hotel: cancel a booking?');
    await shootBothWidths(page, 'lifecycle-hotel-cancel-en');
    await question.getByRole('button', { name: 'Cancel service' }).click();
    await opener.waitFor({ state: 'detached' });
    expect((await waitForStatus(staff, bookingId, [4], 15_000)).status_code).toBe(4);

    // The first ride ends and stays among today's services, with its price.
    await waitForStatus(staff, id, [8], 60_000);
    await page
      .getByRole('table', { name: "Today's services" })
      .getByRole('row')
      .filter({ hasText: 'Room 301' })
      .getByText('Completed')
      .waitFor({ timeout: 15_000 });
    await closePage(page);
  });

  it('a metered ride, now and with no destination, ends with the fare the driver reported (ca)', async () => {
    const page = await loggedInPage(browser(), 'hotel', STAFF, {
      viewport: PHONE,
      locale: 'ca-ES',
      language: 'ca',
    });
    await page.getByRole('heading', { name: 'Taxi per a un client', level: 1 }).waitFor();
    await page.getByLabel('Habitació o nom del client').fill('Habitació 303');
    const booked = nextBookedId(page);
    await page.getByRole('button', { name: 'Demana el taxi' }).click();
    const id = await booked;
    // The driver's app, from now on: the meter's fare once the guest is on board (started at
    // once: at the simulator's speed the trip lasts seconds).
    const finished = finishOnBoard(id, 31.4);
    const quoted = await readRide(staff, id);
    expect(quoted).toMatchObject({ metered: true, fare: null });
    expect(quoted?.fare_estimate).toBeGreaterThan(0);

    const ride = await follow(page, id, `Detalls del servei núm. ${id}`, `Servei núm. ${id}`);
    await ride.getByText("Sense destinació: l'hoste ho diu al conductor").waitFor();
    await ride.getByRole('region', { name: `Mapa del servei #${id}` }).waitFor();
    // Until the end the ride has no fare, only an estimate: the meter sets what it costs.
    expect(await finished).toMatchObject({ metered: true, status_code: 7, fare: null });
    await ride.getByText('Trajecte completat').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'hotel: a metered ride ended (ca)');
    await shootBothWidths(page, 'lifecycle-hotel-follow-ca');
    const ended = await waitForStatus(staff, id, [8], 5_000);
    expect(ended.fare).toBe(31.4);
    await ride.getByRole('button', { name: 'Tancar' }).click();
    await page.getByRole('list', { name: "Serveis d'avui" }).getByText('31,40 €').waitFor();

    // A booking for tomorrow, cancelled after the question, in Catalan too.
    // "Més tard" opens the date dialog at once, as "Later" does above.
    await page.getByRole('button', { name: 'Més tard', exact: true }).click();
    const when = page.getByRole('dialog', { name: "Tria la data i l'hora" });
    await when.getByRole('textbox', { name: 'Data' }).fill(madridDate(1));
    await when.getByRole('textbox', { name: 'Hora' }).fill('08:45');
    await when.getByRole('button', { name: 'Acceptar' }).click();
    // Its closing hands focus back to the opener: wait, or it takes it from the next field.
    await when.waitFor({ state: 'hidden' });
    await page.getByLabel('Habitació o nom del client').fill('Habitació 305');
    const later = nextBookedId(page);
    await page.getByRole('button', { name: 'Reserva el taxi' }).click();
    const bookingId = await later;
    await page
      .getByRole('button', { name: new RegExp(`^#${bookingId} · Habitació 305 · `) })
      .click();
    await page
      .getByRole('dialog', { name: `Servei núm. ${bookingId}` })
      .getByRole('button', { name: 'Cancel·la el servei' })
      .click();
    const question = page.getByRole('alertdialog', {
      name: `Vols cancel·lar el servei #${bookingId}?`,
    });
    await question.getByText(/^Es cancel·larà el taxi per a Habitació 305 des de /).waitFor();
    await expectAccessible(page, 'hotel: cancel a booking? (ca)');
    await shootBothWidths(page, 'lifecycle-hotel-cancel-ca');
    await question.getByRole('button', { name: 'Cancel·la el servei' }).click();
    expect((await waitForStatus(staff, bookingId, [4], 15_000)).status_code).toBe(4);
    await closePage(page);
  });

  it('the kiosk shows its ride with the car on the map', async () => {
    const page = await loggedInPage(browser(), 'hotel', STAFF, {
      viewport: DESKTOP,
      path: '/hotelcab',
    });
    await page.getByLabel('Room number or name').fill('Room 304');
    const booked = nextBookedId(page);
    await page.getByRole('button', { name: 'Call a taxi' }).click();
    const id = await booked;
    await page.getByText('Your taxi', { exact: true }).waitFor();
    // The car is a few hundred metres from the door: it is on the map, if not for long.
    const map = page.getByRole('region', { name: `Map of service #${id}` });
    await map.locator('.parada-car').waitFor({ timeout: 60_000 });
    await expectAccessible(page, 'kiosk following on the map');
    await shootBothWidths(page, 'lifecycle-hotel-kiosk-en');
    await closePage(page);
  });
});
