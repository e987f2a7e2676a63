/**
 * The console's back office, fares and reports: an operator changes a grouping's fare (with
 * a sample trip priced first, and a refused amount told next to its field) and the price the
 * client's panel quotes follows, then comes back when the fare does; zones imported from
 * GeoJSON with a fixed price between them price the same trip, until they are deleted; the
 * reports' charts hold, in their tables, the figures of the CSV they download. In es and ca.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  checkScreen,
  closePage,
  loggedInPage,
  resize,
  screenshot,
  useBrowser,
} from '../src/harness';
import { api, downloaded, signIn, type Session } from '../src/lifecycle';
import { plain } from '../src/readings';
import { TRIP_WORDS, openFares } from '../src/trips';

const browser = useBrowser();
const OPERATOR = 'operator@example.com';

interface Fare {
  flag_fall: number;
  per_km: number;
  minimum: number;
  scheduled_supplement: number;
  discount_percent: number;
}

/** The operator's session through the API, for what a test puts back whatever happens. */
let operator: Session | null = null;
const asOperator = async () => (operator ??= await signIn(OPERATOR, 'demo'));
const groupingIdOf = async (permalink: string) => {
  const all = await api<{ id: number; permalink: string }[]>(
    await asOperator(),
    'GET',
    '/admin/agrupations/',
  );
  return all.find((grouping) => grouping.permalink === permalink)!.id;
};

/**
 * The Taxi card's price in the client's panel for the Sagrada Família to Barceloneta, as
 * the client reads it (English, the account's language), on a page of its own.
 */
async function taxiQuote(): Promise<string> {
  const page = await loggedInPage(browser(), 'panel', 'client@example.com', { path: '/request' });
  const dialog = await openFares(page, TRIP_WORDS.en);
  const card = dialog.locator('[data-fare-card]').filter({ hasText: /^T\s*Taxi/ });
  const price = async () => /\d+\.\d{2}/.exec(plain(await card.first().innerText()))?.[0] ?? '';
  await expect.poll(price).toMatch(/\d/);
  const quoted = await price();
  await closePage(page);
  return quoted;
}

/** The console page at `path`, signed in as the operator in `language`. */
const consolePage = (
  path: string,
  language: 'es' | 'ca',
  viewport: { width: number; height: number } = DESKTOP,
) =>
  loggedInPage(browser(), 'console', OPERATOR, {
    path,
    language,
    locale: language === 'es' ? 'es-ES' : 'ca-ES',
    viewport,
  });

/**
 * The page's errors but the refusals a test asks for on purpose (the browser logs each 4xx
 * answer): such a page is closed with its context, not `closePage`.
 */
function unexpectedErrors(page: Page, refused: number[]): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const status = /status of (\d{3})/.exec(text)?.[1];
    if (!(status && refused.includes(Number(status)) && text.startsWith('Failed to load resource')))
      errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return () => errors;
}

/** A number as a table of the reports writes it in Spanish or Catalan ("1.234,5 €"). */
const numberIn = (text: string) => {
  const digits = plain(text).replace(/[^\d,.-]/g, '');
  return digits === '' || digits === '-'
    ? null
    : Number(digits.replace(/\./g, '').replace(',', '.'));
};

/** Rows of a chart's figures table: the day, then a number per column, by column name. */
async function tableRows(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor({ state: 'attached' });
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) =>
    plain(text).trim(),
  );
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
  return rows.map((cells) => ({
    date: cells[0]!.trim(),
    values: Object.fromEntries(headers.slice(1).map((name, i) => [name, numberIn(cells[i + 1]!)])),
  }));
}

/** The zones drawn on the map that reach past its box (none when the map fits them). */
async function zonesOutsideMap(page: Page): Promise<number[]> {
  return page.getByTestId('zone-map').evaluate((map) => {
    const box = map.getBoundingClientRect();
    return [...map.querySelectorAll('path.leaflet-interactive')].flatMap((path, index) => {
      const zone = path.getBoundingClientRect();
      const inside =
        zone.left >= box.left - 1 &&
        zone.right <= box.right + 1 &&
        zone.top >= box.top - 1 &&
        zone.bottom <= box.bottom + 1;
      return inside ? [] : [index];
    });
  });
}

describe('console: fares, zones and reports', () => {
  let taxiFare: Fare | null = null;
  afterAll(async () => {
    // The seeded fare back, should a step have failed half-way.
    if (taxiFare) {
      await api(
        await asOperator(),
        'PUT',
        `/admin/agrupations/${await groupingIdOf('demo-taxi')}/pricing/`,
        {
          fare: taxiFare,
        },
      );
    }
  });

  it('a fare change changes the price the panel quotes, and changing it back brings it back (es)', async () => {
    const taxi = await groupingIdOf('demo-taxi');
    taxiFare = (
      await api<{ fare: Fare }>(await asOperator(), 'GET', `/admin/agrupations/${taxi}/pricing/`)
    ).fare;
    const before = await taxiQuote();

    const page = await consolePage('/fares', 'es');
    const errors = unexpectedErrors(page, [422]);
    await page.getByRole('heading', { name: 'Tarifas y zonas', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Consola' })
      .getByRole('link', { name: 'Informes' })
      .waitFor();
    await page.getByLabel('Agrupación').selectOption({ label: 'Taxi' });
    const base = page.getByRole('textbox', { name: 'Bajada de bandera' });
    await expect.poll(() => base.inputValue()).toBe((taxiFare.flag_fall / 100).toFixed(2));
    const raised = ((taxiFare.flag_fall + 500) / 100).toFixed(2);
    await base.fill(raised);

    // The sample trip, priced with what is typed before anything is saved.
    for (const [label, typed, option] of [
      ['Desde', 'Sagrada', /Sagrada Família/],
      ['Hasta', 'Barceloneta', /Barceloneta/],
    ] as const) {
      await page.getByRole('combobox', { name: label }).fill(typed);
      await page.getByRole('option', { name: option }).first().click();
    }
    await page.getByRole('button', { name: 'Calcular el precio' }).click();
    await page.getByText(/^Precio del trayecto de muestra: \d+,\d{2}/).waitFor();
    await page.getByText(/^Bajada de bandera: /).waitFor();
    expect(await taxiQuote()).toBe(before);

    // A refusal stands next to its field, in the server's words.
    const perKm = page.getByRole('textbox', { name: 'Por km' });
    await perKm.fill('-1');
    await page.getByRole('button', { name: 'Guardar la tarifa' }).click();
    await expect.poll(() => perKm.getAttribute('aria-invalid')).toBe('true');
    // The field's error message, as a screen reader reaches it from the field.
    const errorOf = (field: typeof perKm) =>
      field.evaluate((input) => {
        const id = input.getAttribute('aria-errormessage');
        return (id && document.getElementById(id)?.textContent) || '';
      });
    await expect.poll(() => errorOf(perKm)).toMatch(/\S{3}/);
    await screenshot(page, 'console-fares-error-es');

    await perKm.fill((taxiFare.per_km / 100).toFixed(2));
    await page.getByRole('button', { name: 'Guardar la tarifa' }).click();
    await page.getByText('Tarifa guardada.').waitFor();
    const raisedQuote = await taxiQuote();
    expect(Number(raisedQuote)).toBeGreaterThan(Number(before));

    await checkScreen(page, 'console fares (es)', 'console-fares-es');
    await resize(page, PHONE);
    await screenshot(page, 'console-fares-es');
    await resize(page, DESKTOP);

    // Back to the seeded base: the panel's price is what it was.
    await base.fill((taxiFare.flag_fall / 100).toFixed(2));
    await page.getByRole('button', { name: 'Guardar la tarifa' }).click();
    await page.getByText('Tarifa guardada.').waitFor();
    expect(await taxiQuote()).toBe(before);
    taxiFare = null;
    // The change and its undoing are in the audit log.
    const audit = await api<{ action: string }[]>(
      await asOperator(),
      'GET',
      `/console/audit/?object_id=${taxi}`,
    );
    expect(audit.filter((entry) => entry.action === 'fare.update').length).toBeGreaterThanOrEqual(
      2,
    );
    // The audit log says it in words.
    await page.goto(appUrl('console', '/audit'));
    await page.getByText('Cambió la tarifa').first().waitFor();
    expect(errors()).toEqual([]);
    await page.context().close();
  });

  it('zones imported from GeoJSON with a fixed price between them price the trip until deleted (ca, 390 px)', async () => {
    const before = await taxiQuote();
    const page = await consolePage('/fares', 'ca', PHONE);
    const errors = unexpectedErrors(page, [422]);
    await page.getByRole('heading', { name: 'Tarifes i zones', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Mapa de les zones' }).waitFor();
    const geoJson = page.getByRole('textbox', { name: /^GeoJSON/ });
    await geoJson.fill('{"type": "Polygon",');
    await page.getByRole('button', { name: 'Importa les zones' }).click();
    await page.getByText('Això no és JSON: revisa el text que has enganxat.').waitFor();

    const square = (lat: number, lng: number, d: number) => [
      [
        [lng - d, lat - d],
        [lng + d, lat - d],
        [lng + d, lat + d],
        [lng - d, lat + d],
        [lng - d, lat - d],
      ],
    ];
    await geoJson.fill(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Sagrada E2E' },
            geometry: { type: 'Polygon', coordinates: square(41.4036, 2.1744, 0.006) },
          },
          {
            type: 'Feature',
            properties: { name: 'Platja E2E' },
            geometry: { type: 'Polygon', coordinates: square(41.3784, 2.1925, 0.012) },
          },
        ],
      }),
    );
    await page.getByRole('button', { name: 'Importa les zones' }).click();
    await page.getByText('2 zones afegides.').waitFor();
    const zones = page.getByRole('list', { name: 'Zones' });
    await zones.getByText('Sagrada E2E').waitFor();
    await zones.getByText('Platja E2E').waitFor();

    // An empty price is refused next to its field; then the price between the two.
    await page.getByLabel('Zona d’origen').selectOption({ label: 'Sagrada E2E' });
    await page.getByLabel('Zona de destinació').selectOption({ label: 'Platja E2E' });
    await page.getByRole('button', { name: 'Afegeix el preu' }).click();
    const amount = page.getByRole('textbox', { name: 'Preu', exact: true });
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() =>
        amount.evaluate(
          (input) =>
            document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent ??
            '',
        ),
      )
      .toMatch(/\S{3}/);
    await amount.fill('19,00');
    await page.getByRole('button', { name: 'Afegeix el preu' }).click();
    await page.getByText('Sagrada E2E ↔ Platja E2E', { exact: true }).waitFor();
    await checkScreen(page, 'console zones (ca)', 'console-zones-ca');
    await resize(page, DESKTOP);
    await screenshot(page, 'console-zones-ca');
    // Narrowed to a phone again, the map fits its zones to the new box.
    await resize(page, PHONE);
    await expect.poll(() => zonesOutsideMap(page)).toEqual([]);
    await resize(page, DESKTOP);

    const zoned = await taxiQuote();
    expect(zoned).not.toBe(before);

    // A zone renamed keeps its price; the price's route says the new name.
    await page.getByRole('button', { name: 'Canvia el nom de Platja E2E' }).click();
    await page.getByRole('textbox', { name: 'Nom nou de Platja E2E' }).fill('Platja E2E nova');
    await page.getByRole('button', { name: 'Desa el nom' }).click();
    await page.getByText('Sagrada E2E ↔ Platja E2E nova', { exact: true }).waitFor();

    // A weekend surcharge from its preset, listed with its days, then deleted.
    await page.getByRole('button', { name: 'Cap de setmana (predefinit)' }).click();
    await page.getByRole('button', { name: 'Afegeix el recàrrec' }).click();
    const surcharges = page.getByRole('list', { name: 'Recàrrecs per hora i dia' });
    await surcharges.getByText(/00:00–00:00 · \+20 %$/).waitFor();
    await page.getByRole('button', { name: 'Esborra el recàrrec Cap de setmana' }).click();
    await expect.poll(() => surcharges.getByText(/00:00–00:00/).count()).toBe(0);

    // Deleting the zones takes their price with them: the metered price is back.
    for (const name of ['Sagrada E2E', 'Platja E2E nova']) {
      await page.getByRole('button', { name: `Esborra ${name}` }).click();
      await page.getByText(`Zona ${name} esborrada, amb els seus preus.`).waitFor();
    }
    await expect.poll(() => zones.getByText('Sagrada E2E').count()).toBe(0);
    expect(await taxiQuote()).toBe(before);

    // A .geojson file chosen instead of pasted text imports the same way.
    await page.getByLabel('O tria un fitxer .geojson').setInputFiles({
      name: 'fitxer.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(
        JSON.stringify({
          type: 'Feature',
          properties: { name: 'Fitxer E2E' },
          geometry: { type: 'Polygon', coordinates: square(41.39, 2.16, 0.004) },
        }),
      ),
    });
    await page.getByText('1 zona afegida.').waitFor();
    await zones.getByText('Fitxer E2E').waitFor();
    await page.getByRole('button', { name: 'Esborra Fitxer E2E' }).click();
    await page.getByText('Zona Fitxer E2E esborrada, amb els seus preus.').waitFor();
    expect(errors()).toEqual([]);
    await page.context().close();
  });

  it('a report’s CSV holds the figures its charts show (es)', async () => {
    const page = await consolePage('/reports', 'es');
    await page.getByRole('heading', { name: 'Informes', level: 1 }).waitFor();
    await page.getByLabel('Agrupación').selectOption({ label: 'Taxi' });
    await Promise.all([
      page.waitForResponse((response) =>
        /reports\/rides\/?\?.*agrupation_id=/.test(response.url()),
      ),
      page.getByRole('button', { name: 'Mostrar' }).click(),
    ]);
    await page.getByText(/^\d+ servicios pedidos, \d+ completados, \d+ cancelados$/).waitFor();
    const file = await downloaded(page, () =>
      page.getByRole('button', { name: 'Descargar el CSV' }).click(),
    );
    const csv = await readFile((await file.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const columns = header!.split(',');
    const records = lines.map((line) =>
      Object.fromEntries(line.split(',').map((cell, c) => [columns[c]!, cell])),
    );
    // The seed's month of finished rides: a row a day, the Taxi's only.
    expect(records.length).toBeGreaterThanOrEqual(28);
    expect(new Set(records.map((record) => record.agrupation))).toEqual(new Set(['Taxi']));
    const methods = columns.filter((column) => column.startsWith('revenue_'));
    expect(methods.length).toBeGreaterThanOrEqual(3);
    const minutes = (seconds: string) =>
      seconds === '' ? null : Math.round(Number(seconds) / 6) / 10;

    // Each chart's table, as a screen reader reads it, holds the CSV's figures day by day.
    await expect
      .poll(() => tableRows(page, 'Cifras del gráfico «Servicios por día»'))
      .toEqual(
        records.map((record) => ({
          date: record.date,
          values: {
            Completados: Number(record.completed),
            'Cancelados por el cliente': Number(record.cancelled_by_client),
            'Cancelados por el operador': Number(record.cancelled_by_operator),
            'Cancelados por el conductor': Number(record.cancelled_by_driver),
            'No atendidos': Number(record.not_attended),
            Pedidos: Number(record.requested),
          },
        })),
      );
    await expect
      .poll(() => tableRows(page, 'Cifras del gráfico «Tiempo para asignar conductor (minutos)»'))
      .toEqual(
        records.map((record) => ({
          date: record.date,
          values: {
            Mediana: minutes(record.assign_median_seconds!),
            'Percentil 90': minutes(record.assign_p90_seconds!),
          },
        })),
      );
    const revenue = await tableRows(page, 'Cifras del gráfico «Ingresos por medio de pago (EUR)»');
    expect(revenue.map((row) => [row.date, ...Object.values(row.values)])).toEqual(
      records.map((record) => [record.date, ...methods.map((method) => Number(record[method]))]),
    );

    await checkScreen(page, 'console reports (es)', 'console-reports-es');
    await resize(page, PHONE);
    await screenshot(page, 'console-reports-es');
    await closePage(page);
  });

  it('opens from the console’s menu in Catalan', async () => {
    const page = await consolePage('/dispatch', 'ca');
    const menu = page.getByRole('navigation', { name: 'Consola' });
    await menu.getByRole('link', { name: 'Informes' }).click();
    await page.getByRole('heading', { name: 'Informes', level: 1 }).waitFor();
    await page
      .getByRole('table', { name: 'Xifres del gràfic «Serveis per dia»' })
      .waitFor({ state: 'attached' });
    await menu.getByRole('link', { name: 'Tarifes i zones' }).click();
    await page.getByRole('heading', { name: 'Tarifa', level: 2 }).waitFor();
    expect(page.url()).toBe(appUrl('console', '/fares'));
    await closePage(page);
  });
});
