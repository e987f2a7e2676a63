import type { Language } from '@parada/core';
import {
  brandHeader,
  pdfDate,
  pdfMoney,
  pdfSafe,
  pdfTable,
  renderPdf,
  type PdfBrand,
  type PdfColumn,
} from './pdf-layout';
import { methodName, pdfText, pdfWord } from './pdf-texts';
import type { Receipt, Statement, StatementRow } from './service';

/** receipt-{id}.pdf: one ride and what it was charged, in the reader's language. */
export function receiptPdf(receipt: Receipt, brand: PdfBrand, language: Language): Promise<Buffer> {
  const say = (key: Parameters<typeof pdfText>[1], params = {}) => pdfText(language, key, params);
  const title = say('receipt.title', { id: receipt.rideId });
  return renderPdf(
    'portrait',
    (doc) => {
      brandHeader(doc, brand, title, language);
      doc.fontSize(10);
      const line = (label: string, value: string) => doc.text(pdfSafe(`${label}: ${value}`));
      line(say('receipt.date'), pdfDate(receipt.date, language, brand.timeZone));
      line(say('receipt.customer'), receipt.customer);
      line(say('receipt.from'), receipt.from);
      line(say('receipt.to'), receipt.to);
      if (receipt.driver) line(say('receipt.driver'), `${receipt.driver} (${receipt.plate ?? ''})`);
      doc.moveDown();
      let total = 0;
      for (const charge of receipt.lines) {
        const cents = Math.round(charge.amount * 100);
        total += cents;
        doc.text(
          pdfSafe(
            `${pdfWord(language, 'charge', charge.kind)} — ${methodName(language, charge.method)} — ${pdfWord(language, 'charge', charge.status)}: ${pdfMoney(cents, charge.currency, language)}`,
          ),
        );
      }
      const currency = receipt.lines[0]?.currency ?? brand.currency;
      doc
        .moveDown()
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(pdfSafe(`${say('total')}: ${pdfMoney(total, currency, language)}`));
    },
    { title, language },
  );
}

/** statement-{month}.pdf: the month's rides by employee and service type, with subtotals. */
export function statementPdf(
  statement: Statement,
  brand: PdfBrand,
  language: Language,
): Promise<Buffer> {
  const say = (key: Parameters<typeof pdfText>[1], params = {}) => pdfText(language, key, params);
  const money = (cents: number) => pdfMoney(cents, statement.currency, language);
  const title = `${statement.title ?? say('statement.title', { month: statement.month })} — ${statement.company}`;
  const columns: PdfColumn<StatementRow>[] = [
    {
      title: say('column.date'),
      width: 65,
      cell: (row) => pdfDate(row.date, language, brand.timeZone),
    },
    { title: say('column.ride'), width: 50, cell: (row) => `#${row.rideId}` },
    {
      title: say(statement.groupColumn === 'room' ? 'column.room' : 'column.employee'),
      width: 100,
      cell: (row) => row.employee,
    },
    { title: say('column.service_type'), width: 85, cell: (row) => row.rideType },
    { title: say('column.route'), width: 245, cell: (row) => `${row.from} – ${row.to}` },
    { title: say('column.paid_with'), width: 90, cell: (row) => methodName(language, row.method) },
    {
      title: say('column.amount'),
      width: 70,
      cell: (row) => pdfMoney(row.cents, row.currency, language),
      align: 'right',
    },
  ];
  const groupOf = (row: StatementRow) => `${row.employee} · ${row.rideType}`;
  return renderPdf(
    'landscape',
    (doc) => {
      const left = doc.page.margins.left;
      brandHeader(doc, brand, title, language);
      if (statement.rows.length === 0) {
        doc.fontSize(10).text(say('statement.empty'), left);
      } else {
        const subtotals = new Map<string, number>();
        for (const row of statement.rows) {
          subtotals.set(groupOf(row), (subtotals.get(groupOf(row)) ?? 0) + row.cents);
        }
        const subtotal = (group: string) => {
          doc.fontSize(9).font('Helvetica-Bold');
          doc.text(
            pdfSafe(`${say('statement.subtotal', { group })}: ${money(subtotals.get(group) ?? 0)}`),
            left,
          );
          doc.font('Helvetica').moveDown(0.3);
        };
        pdfTable(doc, columns, statement.rows, (row, previous) => {
          if (previous && groupOf(previous) !== groupOf(row)) subtotal(groupOf(previous));
        });
        subtotal(groupOf(statement.rows.at(-1)!));
      }
      doc.moveDown().fontSize(11).font('Helvetica-Bold');
      doc.text(pdfSafe(`${say('total')}: ${money(statement.totalCents)}`), left);
      doc.font('Helvetica');
      const due = statement.dueBy === 'room_bill' ? 'stay.due' : 'statement.due';
      doc.text(pdfSafe(`${say(due)}: ${money(statement.dueCents)}`), left);
    },
    { title, language },
  );
}

/**
 * A CSV cell: quoted when it holds a separator, quote or line break, and a leading
 * = + - @ is defused so a spreadsheet never runs a name as a formula.
 */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * statement-{month}.csv: one line per charge, in the reader's language (headings, words for
 * codes, days as the language writes them on the grouping's clock); amounts stay plain
 * numbers with a point and the currency's code, so a spreadsheet reads them as numbers.
 */
export function statementCsv(statement: Statement, language: Language): string {
  const say = (key: Parameters<typeof pdfText>[1]) => pdfText(language, key);
  const lines = [
    [
      say('column.date'),
      say('column.ride'),
      say(statement.groupColumn === 'room' ? 'column.room' : 'column.employee'),
      say('column.service_type'),
      say('receipt.from'),
      say('receipt.to'),
      say('column.kind'),
      say('column.paid_with'),
      say('column.status'),
      say('column.amount'),
      say('column.currency'),
    ],
    ...statement.rows.map((row) => [
      pdfDate(row.date, language, statement.timeZone),
      String(row.rideId),
      row.employee,
      row.rideType,
      row.from,
      row.to,
      pdfWord(language, 'charge', row.kind),
      methodName(language, row.method),
      pdfWord(language, 'charge', row.status),
      (row.cents / 100).toFixed(2),
      row.currency,
    ]),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
