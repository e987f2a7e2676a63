/**
 * What the My trips tests share: the words the request form, My trips and a trip's details
 * show (as the apps' catalogs have them), a past trip booked through the API, and the
 * details dialog's price part checked against the server's fare.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, centreRide, demoTaxi } from './lifecycle';
import { money, plain } from './readings';

export const TRIP_WORDS = {
  en: {
    pickup: 'Pick-up address',
    destination: 'Destination',
    chooseFare: 'Choose a fare',
    faresDialog: 'Choose Fare',
    trips: 'My trips',
    cash: 'Cash',
    details: (id: number) => `Details of service #${id}`,
    dialog: (id: number) => `Service #${id}`,
    priceAndPayment: 'Price and payment',
    paidWith: 'Paid with',
    breakdown: 'Price breakdown',
    baseFare: 'Base fare',
    distance: 'Distance',
    scheduled: 'Booked in advance',
    total: 'Total',
    close: 'Close',
  },
  ca: {
    pickup: 'Adreça de recollida',
    destination: 'Destinació',
    chooseFare: 'Tria una tarifa',
    faresDialog: 'Tria la tarifa',
    trips: 'Els meus viatges',
    cash: 'Efectiu',
    details: (id: number) => `Detalls del servei núm. ${id}`,
    dialog: (id: number) => `Servei #${id}`,
    priceAndPayment: 'Preu i pagament',
    paidWith: 'Pagat amb',
    breakdown: 'Desglossament del preu',
    baseFare: 'Baixada de bandera',
    distance: 'Distància',
    scheduled: 'Reserva anticipada',
    total: 'Total',
    close: 'Tancar',
  },
  es: {
    pickup: 'Dirección de recogida',
    destination: 'Destino',
    chooseFare: 'Elegir una tarifa',
    faresDialog: 'Elige tarifa',
    trips: 'Mis viajes',
    cash: 'Efectivo',
    details: (id: number) => `Detalles del servicio n.º ${id}`,
    dialog: (id: number) => `Servicio #${id}`,
    priceAndPayment: 'Precio y pago',
    paidWith: 'Pagado con',
    breakdown: 'Desglose del precio',
    baseFare: 'Bajada de bandera',
    distance: 'Distancia',
    scheduled: 'Reserva anticipada',
    total: 'Total',
    close: 'Cerrar',
  },
} as const;

export type TripWords = (typeof TRIP_WORDS)[keyof typeof TRIP_WORDS];

export interface PastTrip {
  id: number;
  fare: number | null;
  payment_method: string | null;
  fare_breakdown: { kind: string; amount: number }[] | null;
}

/**
 * A booking for tomorrow at 10:30 paid with `method`, the usual centre ride (`extra` adds
 * stops), then cancelled: My trips lists it with the past ones, with its price and method.
 */
export async function pastTrip(
  client: { token: string; id: number },
  method: 'cash' | 'wallet',
  extra: Record<string, unknown> = {},
): Promise<PastTrip> {
  const session = { token: client.token, agrupation: 'demo' };
  const { siteId, taxiId } = await demoTaxi(session);
  const methods = await api<{ methods: { id: number; type: string }[] }>(
    session,
    'GET',
    `/customer/payment_methods/?agrupacion_id=${siteId}`,
  );
  const chosen = methods.methods.find((candidate) => candidate.type === method);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const { service: ride } = await api<{ service: PastTrip }>(
    session,
    'POST',
    '/services/',
    centreRide(client.id, taxiId, '', {
      fecha_servicio_diferido: `${tomorrow} 10:30`,
      ...(chosen ? { payment_method_id: chosen.id } : {}),
      ...extra,
    }),
  );
  await api(session, 'PUT', `/service/${ride.id}/cancel/`);
  return ride;
}

/**
 * Opens a trip's details from My trips and checks its price part: the method, the fare's
 * parts (base, distance, the booking-ahead supplement) and the total, which is the server's
 * fare to the cent in the reader's format. The dialog, still open.
 */
export async function openTripDetails(
  page: Page,
  words: TripWords,
  trip: { id: number; fare: number | null },
  locale: string,
): Promise<Locator> {
  await page.getByRole('button', { name: words.details(trip.id) }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog(trip.id) });
  await dialog.getByRole('heading', { name: words.priceAndPayment }).waitFor();
  await dialog.getByText(words.paidWith).waitFor();
  const breakdown = dialog.getByLabel(words.breakdown);
  await breakdown.getByText(words.baseFare).waitFor();
  await breakdown.getByText(words.distance).waitFor();
  await breakdown.getByText(words.scheduled).waitFor();
  await dialog.getByText(words.total, { exact: true }).waitFor();
  expect(plain(await dialog.innerText())).toContain(money(trip.fare!, locale));
  return dialog;
}

/**
 * On the request screen: the pick-up and the destination typed and chosen from their
 * suggestions (the Sagrada Família to Barceloneta), then the fare picker opened once the
 * form allows it. The picker's dialog.
 */
export async function openFares(page: Page, words: TripWords): Promise<Locator> {
  for (const [label, typed, option] of [
    [words.pickup, 'Sagrada', /Sagrada Família/],
    [words.destination, 'Barceloneta', /Barceloneta/],
  ] as const) {
    const box = page.getByRole('combobox', { name: label });
    await box.fill(typed);
    await page.getByRole('option', { name: option }).first().click();
    await expect.poll(() => box.inputValue()).toMatch(option);
  }
  const open = page.getByRole('button', { name: words.chooseFare });
  await expect.poll(() => open.isEnabled(), { timeout: 30_000 }).toBe(true);
  await open.click();
  const dialog = page.getByRole('dialog', { name: words.faresDialog });
  await dialog.waitFor();
  return dialog;
}
