/**
 * One ride, everywhere, in the guest app: a guest books a taxi for later from
 * the room card, the booking survives a reload and shows in a new tab; a second scan of the
 * same card by the same person reaches the same account and its booking, and cancels it
 * after the question. A ride now is followed as a LiveRide with the car moving, then its
 * receipt is a real PDF.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  closePage,
  expectAccessible,
  expectNoConsoleErrors,
  newPage,
  useBrowser,
  waitForMessage,
} from '../src/harness';
import { signUpFromRoomCard } from '../src/guests';
import { chooseAddress } from '../src/addresses';
import {
  expectCarMoving,
  madridDate,
  nextBookedId,
  pdfText,
  shootBothWidths,
} from '../src/lifecycle';

const browser = useBrowser();

async function chooseDestination(page: Page, words: Words, place = 'Sagrada Família') {
  await chooseAddress(page, words.destination, place);
  await page.getByRole('button', { name: words.chooseFare }).click();
  const fares = page.getByRole('dialog');
  await fares.getByRole('button', { name: /^Taxi/ }).first().click();
  await fares.waitFor({ state: 'hidden' });
}

type Words = (typeof WORDS)[keyof typeof WORDS];
const WORDS = {
  ca: {
    destination: 'Destinació',
    chooseFare: 'Tria la tarifa',
  },
  en: {
    destination: 'Destination',
    chooseFare: 'Choose fare',
  },
} as const;

describe('one ride, everywhere: the guest', () => {
  it('books for later, keeps it over a reload and a new tab, and a second scan reaches it to cancel (ca)', async () => {
    const phone = '+34 611 888 515';
    const first = await newPage(browser(), { viewport: PHONE, locale: 'ca-ES' });
    await signUpFromRoomCard(first, 'ca', { room: 515, name: 'Clara Puig', phone });
    await first.waitForURL((url) => url.pathname === '/ride');
    await first.getByRole('heading', { name: 'Els teus viatges', level: 1 }).waitFor();

    const tomorrow = madridDate(1);
    await first.getByRole('button', { name: 'Més tard' }).click();
    const when = first.getByRole('dialog', { name: "Tria la data i l'hora" });
    await when.getByRole('textbox', { name: 'Data' }).fill(tomorrow);
    await when.getByRole('textbox', { name: 'Hora' }).fill('10:30');
    await when.getByRole('button', { name: 'Acceptar' }).click();
    // Its closing hands focus back to the opener: wait, or it takes it from the next field.
    await when.waitFor({ state: 'hidden' });
    await chooseDestination(first, WORDS.ca);
    const booked = nextBookedId(first);
    await first.getByRole('button', { name: 'Reserva el taxi' }).click();
    const id = await booked;

    // The booking as the screens write a moment: its day of the month, then '· 10:30'.
    const bookedAt = new RegExp(`\\b${Number(tomorrow.slice(8))}\\b.* · 10:30`);
    const booking = (page: Page) =>
      page.getByRole('region', { name: 'Reservats' }).getByText(bookedAt);
    await booking(first).waitFor();
    await first.reload();
    await booking(first).waitFor();
    // Another tab of the same browser: the same session, the same booking.
    const tab = await first.context().newPage();
    await tab.goto(appUrl('guest', '/ride'));
    await booking(tab).waitFor();
    await tab.close();
    expectNoConsoleErrors(first);

    // The same person scans the same card on another device: a code, then the same rides.
    const second = await newPage(browser(), { viewport: DESKTOP, locale: 'ca-ES' });
    await signUpFromRoomCard(second, 'ca', { room: 515, name: 'Clara Puig', phone });
    await second.getByText('Ja estàs registrat en aquesta habitació').waitFor();
    const sms = await waitForMessage('+34611888515', /\d{6}/);
    await second.getByLabel('Codi').fill(/(\d{6})/.exec(sms.body)![1]!);
    await second.getByRole('button', { name: 'Obre els meus trajectes' }).click();
    await second.waitForURL((url) => url.pathname === '/ride');
    await booking(second).waitFor();
    await expectAccessible(second, 'guest rides with a booking (ca)');
    await shootBothWidths(
      second,
      'lifecycle-guest-rides-ca',
      second.getByRole('region', { name: 'Reservats' }),
    );

    await second
      .getByRole('region', { name: 'Reservats' })
      .getByRole('button', { name: 'Cancel·la el trajecte' })
      .click();
    const question = second.getByRole('alertdialog', {
      name: `Vols cancel·lar el trajecte #${id}?`,
    });
    await question.getByText(/^Es cancel·larà el taxi des de Hotel Demo Barcelona/).waitFor();
    await expectAccessible(second, 'guest cancel question (ca)');
    await shootBothWidths(second, 'lifecycle-guest-cancel-ca');
    await question.getByRole('button', { name: 'Cancel·la el trajecte' }).click();
    await second.getByRole('region', { name: 'Reservats' }).waitFor({ state: 'detached' });
    await closePage(second);

    // The first device reads the server again: the booking is gone there too.
    await first.reload();
    await first.getByRole('region', { name: 'Trajectes fets' }).getByText(bookedAt).waitFor();
    expect(await first.getByRole('region', { name: 'Reservats' }).count()).toBe(0);
    await first.context().close();
  });

  it('follows a ride now with the car moving, in a new tab too, then downloads its receipt (en)', async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    await signUpFromRoomCard(page, 'en', {
      room: 516,
      name: 'Ana Rider',
      phone: '+34 611 888 516',
    });
    await page.waitForURL((url) => url.pathname === '/ride');
    // The airport: a trip long enough to watch the car on its way.
    await chooseDestination(page, WORDS.en, 'Aeroport de Barcelona');
    const booked = nextBookedId(page);
    await page.getByRole('button', { name: 'Request taxi' }).click();
    const id = await booked;

    const underWay = page.getByRole('region', { name: 'Under way' });
    await underWay.getByText('Your taxi', { exact: true }).waitFor();
    await expectCarMoving(page, underWay.getByRole('region', { name: `Map of service #${id}` }));
    await expectAccessible(page, 'guest ride under way');
    await shootBothWidths(page, 'lifecycle-guest-live-en', underWay);

    // Another tab of the same browser reads the same ride: still under way, or just ended.
    const tab = await page.context().newPage();
    await tab.goto(appUrl('guest', '/ride'));
    await tab
      .getByRole('region', { name: `Map of service #${id}` })
      .or(tab.getByRole('button', { name: `Receipt of ride #${id} (PDF)` }))
      .waitFor();
    await tab.close();

    const receipt = page.getByRole('button', { name: `Receipt of ride #${id} (PDF)` });
    await receipt.waitFor({ timeout: 90_000 });
    await shootBothWidths(
      page,
      'lifecycle-guest-history-en',
      page.getByRole('region', { name: 'Past rides' }),
    );
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${id}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(`Receipt for ride #${id}`);
    await closePage(page);
  });
});
