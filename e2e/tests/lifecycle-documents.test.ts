/**
 * One ride, everywhere: the papers a ride leaves, downloaded from the panel as a
 * company does, in Spanish: the receipt of a finished ride from My trips, and the month's
 * statement as PDF and CSV, each read back as the file the browser saved.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { closePage, expectAccessible, loggedInPage, useBrowser, openInApp } from '../src/harness';
import {
  bookCentreRide,
  demoClient,
  downloaded,
  pdfText,
  shootBothWidths,
  waitForStatus,
  type Client,
} from '../src/lifecycle';
import { dayIn, spanishEuros } from '../src/readings';

const browser = useBrowser();
const COMPANY = 'company@example.com';

let company: Client;
let rideId: number;
let fare: number;

/** A ride the company books for itself (paid by its monthly transfer), driven to its end. */
beforeAll(async () => {
  company = await demoClient(COMPANY);
  rideId = await bookCentreRide(company, 'Statement rider');
  const ended = await waitForStatus(company, rideId, [8], 120_000);
  fare = ended.fare!;
  expect(fare).toBeGreaterThan(0);
}, 150_000);

describe('one ride, everywhere: receipts and statements', () => {
  it('a company downloads a ride receipt and its monthly statement as PDF and CSV (es)', async () => {
    const page = await loggedInPage(browser(), 'panel', COMPANY, {
      locale: 'es-ES',
      language: 'es',
      path: '/history',
    });
    const receiptButton = page
      .getByRole('button', { name: `Recibo del servicio n.º ${rideId} (PDF)` })
      .first();
    const receipt = await downloaded(page, () => receiptButton.click());
    expect(receipt.suggestedFilename()).toBe(`receipt-${rideId}.pdf`);
    const receiptPdf = await readFile(await receipt.path());
    expect(receiptPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const receiptText = pdfText(receiptPdf);
    expect(receiptText).toContain(`Recibo del servicio n.º ${rideId}`);
    expect(receiptText).toMatch(spanishEuros(fare));

    // The statement of the month the ride was charged in, on the grouping's clock (Madrid's).
    const month = dayIn('Europe/Madrid', new Date()).slice(0, 7);
    await openInApp(page, '/employee');
    const card = page.getByRole('region', { name: 'Extracto mensual' });
    await card.getByLabel('Mes').fill(month);
    await expectAccessible(page, 'employees with the statement card (es)');
    await shootBothWidths(page, 'lifecycle-statement-es');

    const pdf = await downloaded(page, () =>
      card.getByRole('button', { name: 'Descargar PDF' }).click(),
    );
    expect(pdf.suggestedFilename()).toBe(`statement-${month}.pdf`);
    const statementPdf = await readFile(await pdf.path());
    expect(statementPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const statementText = pdfText(statementPdf);
    expect(statementText).toContain(`Extracto ${month}`);
    expect(statementText).toMatch(spanishEuros(fare));
    expect(statementText).toMatch(/Total: [\d.]+,\d{2}\s€/);

    const csv = await downloaded(page, () =>
      card.getByRole('button', { name: 'Descargar CSV' }).click(),
    );
    expect(csv.suggestedFilename()).toBe(`statement-${month}.csv`);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
    // In the language chosen in the app, days as it writes them.
    expect(lines[0]).toBe(
      'Fecha,Servicio,Empleado,Tipo de servicio,Desde,Hasta,Concepto,Pagado con,Estado,Importe,Moneda',
    );
    const line = lines.find((row) => row.includes(`,${rideId},`));
    expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4},/);
    expect(line).toContain(',Transferencia mensual,En el extracto mensual,');
    expect(line).toMatch(new RegExp(`,${fare.toFixed(2).replace('.', '\\.')},EUR$`));
    await closePage(page);
  });
});
