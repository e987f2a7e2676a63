import { DEFAULT_PAYMENT_METHOD_NAMES } from '@parada/core';
import PDFDocument from 'pdfkit';
import type { Receipt, Statement, StatementRow } from './service';

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

const STATUS: Record<string, string> = {
  paid: 'Paid',
  collected: 'Paid in cash',
  on_statement: 'On the monthly statement',
  unpaid: 'Pending payment',
};
const METHOD: Record<string, string> = DEFAULT_PAYMENT_METHOD_NAMES;

function render(build: (doc: PDFKit.PDFDocument) => void, layout: 'portrait' | 'landscape') {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout, margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

/** receipt-{id}.pdf: one ride and what it was charged. */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  return render((doc) => {
    doc.fontSize(18).text(receipt.operator);
    doc.fontSize(12).text(`Receipt for ride #${receipt.serviceId}`).moveDown();
    doc.fontSize(10);
    doc.text(`Date: ${day(receipt.date)}`);
    doc.text(`Customer: ${receipt.customer}`);
    doc.text(`From: ${receipt.from}`);
    doc.text(`To: ${receipt.to}`);
    if (receipt.driver) doc.text(`Driver: ${receipt.driver} (${receipt.plate ?? ''})`);
    doc.moveDown();
    let total = 0;
    for (const line of receipt.lines) {
      const cents = Math.round(line.amount * 100);
      total += cents;
      doc.text(
        `${line.kind === 'fare' ? 'Fare' : 'Cancellation fee'} — ${METHOD[line.method] ?? line.method} — ${STATUS[line.status] ?? line.status}: ${money(cents, line.currency)}`,
      );
    }
    doc
      .moveDown()
      .fontSize(12)
      .text(`Total: ${money(total, receipt.lines[0]?.currency ?? '')}`);
  }, 'portrait');
}

const COLUMNS: Array<{ title: string; width: number; cell: (row: StatementRow) => string }> = [
  { title: 'Date', width: 65, cell: (row) => day(row.date) },
  { title: 'Ride', width: 45, cell: (row) => `#${row.serviceId}` },
  { title: 'Employee', width: 100, cell: (row) => row.employee },
  { title: 'Service type', width: 85, cell: (row) => row.serviceType },
  { title: 'Route', width: 250, cell: (row) => `${row.from} → ${row.to}` },
  { title: 'Paid with', width: 90, cell: (row) => METHOD[row.method] ?? row.method },
  { title: 'Amount', width: 70, cell: (row) => money(row.cents, row.currency) },
];

/** statement-{month}.pdf: the month's rides by employee and service type, with subtotals. */
export function statementPdf(statement: Statement): Promise<Buffer> {
  return render((doc) => {
    const left = doc.page.margins.left;
    doc.fontSize(16).text(`${statement.operator} — statement ${statement.month}`);
    doc.fontSize(11).text(statement.company).moveDown(0.5);
    const header = () => {
      let x = left;
      const y = doc.y;
      doc.fontSize(9).font('Helvetica-Bold');
      for (const column of COLUMNS) {
        doc.text(column.title, x, y, { width: column.width - 4 });
        x += column.width;
      }
      doc.font('Helvetica').moveDown(0.5);
    };
    const ensureRoom = () => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) {
        doc.addPage();
        header();
      }
    };
    header();
    if (statement.rows.length === 0) doc.fontSize(10).text('No rides this month.', left);
    let group = '';
    let groupCents = 0;
    const closeGroup = () => {
      if (!group) return;
      ensureRoom();
      doc.fontSize(9).font('Helvetica-Bold');
      doc.text(`Subtotal ${group}: ${money(groupCents, statement.currency)}`, left);
      doc.font('Helvetica').moveDown(0.3);
    };
    for (const row of statement.rows) {
      const key = `${row.employee} · ${row.serviceType}`;
      if (key !== group) {
        closeGroup();
        group = key;
        groupCents = 0;
      }
      groupCents += row.cents;
      ensureRoom();
      const y = doc.y;
      let x = left;
      let bottom = y;
      doc.fontSize(8);
      for (const column of COLUMNS) {
        doc.text(column.cell(row), x, y, { width: column.width - 4 });
        bottom = Math.max(bottom, doc.y);
        x += column.width;
      }
      doc.y = bottom + 3;
    }
    closeGroup();
    doc.moveDown().fontSize(11);
    doc.text(`Total: ${money(statement.totalCents, statement.currency)}`, left);
    doc.text(`Due by transfer: ${money(statement.dueCents, statement.currency)}`, left);
  }, 'landscape');
}

/**
 * A CSV cell: quoted when it holds a separator, quote or line break, and a leading
 * = + - @ is defused so a spreadsheet never runs a name as a formula.
 */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** statement-{month}.csv: one line per charge, amounts in currency units with a point. */
export function statementCsv(statement: Statement): string {
  const lines = [
    [
      'date',
      'service_id',
      'employee',
      'service_type',
      'from',
      'to',
      'kind',
      'method',
      'status',
      'amount',
      'currency',
    ],
    ...statement.rows.map((row) => [
      day(row.date),
      String(row.serviceId),
      row.employee,
      row.serviceType,
      row.from,
      row.to,
      row.kind,
      row.method,
      row.status,
      (row.cents / 100).toFixed(2),
      row.currency,
    ]),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
