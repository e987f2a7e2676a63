import type { Service } from '@parada/core';
import PDFDocument from 'pdfkit';

const COLUMNS: Array<{ title: string; width: number; cell: (s: Service) => string }> = [
  { title: 'Id', width: 40, cell: (s) => String(s.id) },
  { title: 'Date', width: 80, cell: (s) => `${s.date} ${s.time}` },
  { title: 'User type', width: 55, cell: (s) => s.type_user },
  { title: 'User', width: 70, cell: (s) => s.employee?.name ?? '' },
  { title: 'Traveler', width: 70, cell: (s) => s.viajero.name ?? '' },
  {
    title: 'Address',
    width: 200,
    cell: (s) => `${s.direccion.calle} → ${s.destination_address ?? ''}`,
  },
  { title: 'Status', width: 90, cell: (s) => s.status_name },
  { title: 'Driver', width: 110, cell: (s) => (s.taxi ? `${s.taxi.name} (${s.taxi.plate})` : '') },
];

/**
 * services.pdf: the services table of the panel (spec §2 columns, tools left out) on A4
 * landscape pages, with the fare when there is one. Built in memory: the export is capped
 * by the query's limit.
 */
export function servicesPdf(title: string, services: Service[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(16).text(title);
    doc.moveDown(0.5);
    const left = doc.page.margins.left;
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
    header();
    if (services.length === 0) doc.fontSize(10).text('—', left);
    for (const service of services) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      let x = left;
      let bottom = y;
      doc.fontSize(8);
      for (const column of COLUMNS) {
        doc.text(column.cell(service), x, y, { width: column.width - 4 });
        bottom = Math.max(bottom, doc.y);
        x += column.width;
      }
      if (service.fare != null) {
        doc.text(`${service.fare.toFixed(2)} ${service.currency ?? ''}`, left, bottom + 1);
        bottom = doc.y;
      }
      doc.y = bottom + 4;
    }
    doc.end();
  });
}
