/**
 * The room account, in Chromium: a stranger holding the room card's link cannot
 * charge the room, only ask reception, which refuses (Catalan guest, Spanish desk);
 * reception registers the stay, the guest of that room charges a taxi to it, the fleet ends
 * the ride, reception finds the stay on the Rooms page with the fare as its total, downloads
 * its statement as PDF and CSV and settles it after the question, and the guest's room card
 * books no more.
 */
import { readFile } from 'node:fs/promises';
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
  useBrowser,
} from '../src/harness';
import {
  api,
  nextBookedId,
  downloaded,
  pdfText,
  shootBothWidths,
  signIn,
  type Session,
} from '../src/lifecycle';
import { spanishEuros } from '../src/readings';

const browser = useBrowser();
const HOTEL = 'hotel-demo';
const ROOM = '616';

interface StayLine {
  id: number;
  room: string;
  total: number;
  rides_count: number;
  state: string;
}

let staff: Session;

beforeAll(async () => {
  staff = await signIn('hotel@example.com', HOTEL);
  await api(staff, 'PUT', '/hotel/settings/', { room_charges: true, room_charge_limit: 80 });
});

/** The room's newest stay as reception's API sees it. */
async function stayOfRoom(): Promise<StayLine | undefined> {
  const { stays } = await api<{ stays: StayLine[] }>(staff, 'GET', `/hotel/stays/?room=${ROOM}`);
  return stays[0];
}

async function until<T>(read: () => Promise<T | undefined>, what: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The guest's ride to the Sagrada Família, charged to the room (Catalan words). */
async function requestOnRoom(page: Page) {
  await page.getByRole('combobox', { name: 'Destinació' }).fill('Sagrada Família');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Tria la tarifa' }).click();
  const fares = page.getByRole('dialog');
  await fares.getByRole('button', { name: /^Taxi/ }).first().click();
  await fares.waitFor({ state: 'hidden' });
  await page.getByText('Carrega-ho a la meva habitació').click();
}

describe('the room account', () => {
  it('a stranger with the card link cannot charge the room; reception registers the stay, its guest charges a ride, reception sees it and settles', async () => {
    // A stranger with the card's link, another name for the same room.
    const stranger = await newPage(browser(), { viewport: PHONE, locale: 'ca-ES' });
    await stranger.goto(appUrl('guest', `/guests/signup?token=demo-hotel-rooms&room=${ROOM}`));
    await stranger.getByLabel('El teu nom').fill('Pere Intrús');
    await stranger.getByLabel('Telèfon', { exact: true }).fill('+34 611 000 616');
    await stranger.getByText(/^Accepto les/).click({ position: { x: 4, y: 8 } });
    await stranger.getByRole('button', { name: "Registra'm" }).click();
    await stranger.waitForURL((url) => url.pathname === '/ride');
    const theirs = stranger.getByRole('group', { name: 'Compte de l’habitació' });
    await theirs.getByRole('button', { name: 'Demana el compte de l’habitació' }).waitFor();
    expect(await stranger.getByText('Carrega-ho a la meva habitació').count()).toBe(0);
    await shootBothWidths(stranger, 'room-account-ask-ca', theirs);
    await theirs.getByRole('button', { name: 'Demana el compte de l’habitació' }).click();
    await theirs.getByText(/^Recepció té la teva sol·licitud/).waitFor();

    // Reception, in Spanish, from the staff menu: the request waits; it is refused.
    const desk = await loggedInPage(browser(), 'hotel', 'hotel@example.com', {
      viewport: DESKTOP,
      locale: 'es-ES',
      language: 'es',
      path: '/hotel/rooms',
    });
    await desk.getByRole('heading', { name: 'Habitaciones', level: 1 }).waitFor();
    const request = desk.getByRole('group', {
      name: `Solicitud de Pere Intrús, habitación ${ROOM}`,
    });
    await request.waitFor();
    await expectAccessible(desk, 'rooms page with a request waiting (es)');
    await shootBothWidths(desk, 'room-account-requests-es', request);
    await request.getByRole('button', { name: 'Rechazar' }).click();
    await request.waitFor({ state: 'hidden' });
    await stranger.reload();
    await stranger
      .getByText(/^Recepció no ha aprovat el compte de l’habitació/)
      .first()
      .waitFor();
    expect(await stayOfRoom()).toBeUndefined();
    await stranger.context().close();

    // Reception registers the stay of the room's guest.
    const register = desk.getByRole('form', { name: 'Registrar una estancia' });
    await register.getByLabel(/^Habitación/).fill(ROOM);
    await register.getByLabel(/^Nombre del huésped/).fill('Laia Ferrer');
    await register.getByLabel(/^Salida/).fill('2099-01-31');
    await shootBothWidths(desk, 'room-account-register-es', register);
    await register.getByRole('button', { name: 'Registrar la estancia' }).click();
    await desk.getByText('Estancia registrada').first().waitFor();
    await desk.getByRole('row').filter({ hasText: 'Laia Ferrer' }).waitFor();

    const guest = await newPage(browser(), { viewport: PHONE, locale: 'ca-ES' });
    await guest.goto(appUrl('guest', `/guests/signup?token=demo-hotel-rooms&room=${ROOM}`));
    await guest.getByLabel('El teu nom').fill('Laia Ferrer');
    await guest.getByLabel('Telèfon', { exact: true }).fill('+34 611 616 616');
    await guest.getByText(/^Accepto les/).click({ position: { x: 4, y: 8 } });
    await guest.getByRole('button', { name: "Registra'm" }).click();
    await guest.waitForURL((url) => url.pathname === '/ride');

    await requestOnRoom(guest);
    const section = guest.getByRole('group', { name: 'Compte de l’habitació' });
    await section.getByText(/Fins a 80,00\s€ per viatge/).waitFor();
    await section.getByText(/La teva estada: fins al 2099-01-31/).waitFor();
    await expectAccessible(guest, 'guest ride form with the room charge (ca)');
    await shootBothWidths(guest, 'room-account-guest-form-ca', section);
    const booked = nextBookedId(guest);
    await guest.getByRole('button', { name: 'Demana el taxi' }).click();
    const rideId = await booked;

    // The fleet simulator drives the ride to its end; the completion charges the room.
    const stay = await until(async () => {
      const line = await stayOfRoom();
      return line && line.total > 0 ? line : undefined;
    }, `the ride ${rideId} charged to room ${ROOM}`);
    const { rides } = await api<{ rides: { service_id: number; amount: number }[] }>(
      staff,
      'GET',
      `/hotel/stays/${stay.id}/`,
    );
    expect(rides).toEqual([expect.objectContaining({ service_id: rideId })]);
    const fare = rides[0]!.amount;
    expect(stay.total).toBe(fare);

    // Reception sees the ride on the stay.
    await desk.reload();
    await desk.getByRole('heading', { name: 'Habitaciones', level: 1 }).waitFor();
    const row = desk.getByRole('row').filter({ hasText: 'Laia Ferrer' });
    await row.getByText(spanishEuros(fare)).waitFor();
    await row.getByText('Abierta').waitFor();
    await row.getByRole('button', { name: `Viajes de la habitación ${ROOM}` }).click();
    const detail = desk.getByRole('region', { name: new RegExp(`^Habitación ${ROOM} ·`) });
    await detail
      .getByText(/Total: /)
      .filter({ hasText: spanishEuros(fare) })
      .waitFor();
    await expectAccessible(desk, 'rooms page with a stay open (es)');
    await shootBothWidths(desk, 'room-account-stays-es', detail);

    const pdf = await downloaded(desk, () =>
      detail.getByRole('button', { name: 'Extracto (PDF)' }).click(),
    );
    expect(pdf.suggestedFilename()).toBe(`stay-${stay.id}.pdf`);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdfBytes);
    expect(text).toContain(`Habitación ${ROOM}, estancia del`);
    expect(text).toContain('Cargo a la habitación');
    expect(text).toMatch(spanishEuros(fare));

    const csv = await downloaded(desk, () =>
      detail.getByRole('button', { name: 'Extracto (CSV)' }).click(),
    );
    expect(csv.suggestedFilename()).toBe(`stay-${stay.id}.csv`);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
    // In the desk's language, as the PDF: Spanish headings, the room charge's kind in words.
    expect(lines[0]).toMatch(/^Fecha,Servicio,Habitación,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${rideId},${ROOM},`);
    expect(lines[1]).toMatch(new RegExp(`,${fare.toFixed(2).replace('.', '\\.')},EUR$`));

    await detail.getByRole('button', { name: 'Liquidar estancia' }).click();
    const question = desk.getByRole('alertdialog', {
      name: `¿Liquidar la estancia de la habitación ${ROOM}?`,
    });
    await question.getByText(/pasan a la factura del huésped/).waitFor();
    await expectAccessible(desk, 'settle question (es)');
    await question.getByRole('button', { name: 'Liquidar estancia' }).click();
    await question.waitFor({ state: 'hidden' });
    await detail.getByText(/^Liquidada el /).waitFor();
    await row.getByText('Liquidada', { exact: true }).waitFor();
    expect(await detail.getByRole('button', { name: 'Liquidar estancia' }).count()).toBe(0);
    await closePage(desk);

    // The stay is settled: the guest's room card books no more, and says why.
    await requestOnRoom(guest);
    await guest.getByRole('button', { name: 'Demana el taxi' }).click();
    await guest
      .getByText('La teva estada ha acabat: aquesta targeta d’habitació ja no demana viatges')
      .first()
      .waitFor();
    expect((await stayOfRoom())?.state).toBe('settled');
    await guest.context().close();
  });

  it('reception sets the room charges and books a taxi on a room (es)', async () => {
    const desk = await loggedInPage(browser(), 'hotel', 'hotel@example.com', {
      viewport: DESKTOP,
      locale: 'es-ES',
      language: 'es',
      path: '/hotel/settings',
    });
    const card = desk.getByRole('heading', { name: 'Cargos a la habitación' }).locator('..');
    await card.getByLabel('Límite por viaje (EUR)').fill('60');
    await card.getByRole('button', { name: 'Guardar los cargos a la habitación' }).click();
    await desk.getByRole('status').getByText('Guardado', { exact: true }).waitFor();
    expect(
      (await api<{ room_charge_limit: number }>(staff, 'GET', '/hotel/settings/'))
        .room_charge_limit,
    ).toBe(60);

    await desk.goto(appUrl('hotel', '/hotel'));
    await desk.getByLabel('Habitación o nombre del huésped').fill('Habitación 717');
    await desk.getByText('Cargar a la habitación', { exact: true }).click();
    const section = desk.getByRole('group', { name: 'Cuenta de la habitación' });
    await section.getByText(/Hasta 60,00\s€ por viaje/).waitFor();
    // The room is required: the server's message shows beside the box.
    await desk.getByRole('button', { name: 'Pedir taxi' }).click();
    await section.getByText('Indica la habitación').waitFor();
    await section.getByRole('textbox', { name: /^Habitación/ }).fill('717');
    await expectAccessible(desk, 'reception form with the room charge (es)');
    await shootBothWidths(desk, 'room-account-staff-form-es', section);
    const booked = nextBookedId(desk);
    await desk.getByRole('button', { name: 'Pedir taxi' }).click();
    const rideId = await booked;
    await desk.getByText('Taxi pedido para Habitación 717').waitFor();
    const { stays } = await api<{ stays: StayLine[] }>(staff, 'GET', '/hotel/stays/?room=717');
    const { rides } = await api<{ rides: { service_id: number }[] }>(
      staff,
      'GET',
      `/hotel/stays/${stays[0]!.id}/`,
    );
    expect(rides.map((ride) => ride.service_id)).toEqual([rideId]);
    await closePage(desk);
  });
});
