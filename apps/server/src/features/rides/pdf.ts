import type { Language, Ride } from '@parada/core';
import {
  brandHeader,
  pdfDay,
  pdfMoney,
  pdfSafe,
  pdfTable,
  renderPdf,
  type PdfBrand,
  type PdfColumn,
} from '../billing/pdf-layout';
import { methodName, pdfText, pdfWord } from '../billing/pdf-texts';

/** A ride of the document, with what it was charged (nothing yet or ever: undefined). */
export interface PdfRide {
  ride: Ride;
  charged: { cents: number; currency: string } | undefined;
}

/** Where a service went: its pick-up, every stop, and its drop-off. */
const route = (ride: Ride): string =>
  [ride.direccion.calle, ...ride.destination_waypoints.map((stop) => stop.address)].join(' – ');

/**
 * services.pdf: the panel's services table (spec §2 columns, tools left out) on A4
 * landscape pages, in the reader's language, under the operator's brand, with each
 * service's payment method, what it was charged and the total of those charges: a fare
 * quoted for a cancelled ride or a booking still to come was never paid.
 */
export function ridesPdf(
  name: string,
  rides: PdfRide[],
  brand: PdfBrand,
  language: Language,
): Promise<Buffer> {
  const say = (key: Parameters<typeof pdfText>[1], params = {}) => pdfText(language, key, params);
  const title = say('services.title', { name });
  const columns: PdfColumn<PdfRide>[] = [
    { title: say('column.id'), width: 36, cell: ({ ride: s }) => String(s.id) },
    {
      title: say('column.date'),
      width: 66,
      cell: ({ ride: s }) => `${pdfDay(s.date, language)} ${s.time}`,
    },
    {
      title: say('column.user_type'),
      width: 82,
      cell: ({ ride: s }) => pdfWord(language, 'user_type', s.type_user),
    },
    { title: say('column.user'), width: 70, cell: ({ ride: s }) => s.employee?.name ?? '' },
    { title: say('column.traveler'), width: 70, cell: ({ ride: s }) => s.viajero.name ?? '' },
    { title: say('column.route'), width: 134, cell: ({ ride }) => route(ride) },
    { title: say('column.status'), width: 76, cell: ({ ride: s }) => s.status_name },
    {
      title: say('column.driver'),
      width: 84,
      cell: ({ ride: s }) => (s.taxi ? `${s.taxi.name} (${s.taxi.plate})` : ''),
    },
    {
      title: say('column.payment'),
      width: 70,
      cell: ({ ride: s }) => (s.payment_method ? methodName(language, s.payment_method) : ''),
    },
    {
      title: say('column.charged'),
      width: 64,
      align: 'right',
      cell: ({ charged }) => (charged ? pdfMoney(charged.cents, charged.currency, language) : '—'),
    },
  ];
  return renderPdf(
    'landscape',
    (doc) => {
      const left = doc.page.margins.left;
      brandHeader(doc, brand, title, language);
      if (rides.length === 0) {
        doc.fontSize(10).text(say('none'), left);
        return;
      }
      pdfTable(doc, columns, rides);
      // A total per currency: an operator bills in one, but a list never adds unlike money.
      const totals = new Map<string, number>();
      for (const { charged } of rides) {
        if (!charged) continue;
        totals.set(charged.currency, (totals.get(charged.currency) ?? 0) + charged.cents);
      }
      if (totals.size === 0) totals.set(brand.currency, 0);
      doc.moveDown(0.5).fontSize(11).font('Helvetica-Bold');
      for (const [currency, cents] of totals) {
        doc.text(pdfSafe(`${say('total')}: ${pdfMoney(cents, currency, language)}`), left);
      }
      doc.font('Helvetica');
    },
    { title, language },
  );
}
