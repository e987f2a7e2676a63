import {
  formatCalendarDay,
  formatMoney,
  formatNumericDay,
  formatNumericDayClock,
  type Language,
} from '@parada/core';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/database';
import * as groupings from '../groupings/repository';
import { rootOf } from '../groupings/service';
import { findUpload } from '../uploads/repository';
import { DEFAULT_TIME_ZONE, timeZoneOf } from '../fares/service';
import { pdfText } from './pdf-texts';

/** Who issues a document: the operator's name, its logo when it has one we can draw. */
export interface PdfBrand {
  name: string;
  /** PNG or JPEG bytes of an uploaded logo; a remote or SVG logo is left out. */
  logo: Buffer | null;
  currency: string;
  /** The grouping's clock: documents date rides and themselves by it, never by the server's. */
  timeZone: string;
}

const UPLOAD_PATH = /^\/api\/uploads\/([A-Za-z0-9_-]+)$/;

/**
 * The brand of the operator a grouping belongs to. Only an uploaded PNG or JPEG is drawn:
 * the server never fetches a remote URL to build a document.
 */
export async function pdfBrand(db: Db, groupingId: number): Promise<PdfBrand> {
  const own = await groupings.findById(db, groupingId);
  if (!own) return { name: '', logo: null, currency: 'EUR', timeZone: DEFAULT_TIME_ZONE };
  const root = await rootOf(db, own);
  const path = (own.logo ?? root.logo)?.match(UPLOAD_PATH);
  const upload = path ? await findUpload(db, path[1]!) : undefined;
  const drawable = upload && (upload.mime === 'image/png' || upload.mime === 'image/jpeg');
  return {
    name: root.name,
    logo: drawable ? Buffer.from(upload.bytes) : null,
    currency: root.currency,
    timeZone: await timeZoneOf(db, own),
  };
}

/**
 * An amount as the user's language writes it ("12,50 €", "€12.50"). The standard PDF fonts
 * have no narrow no-break space, so it becomes a plain no-break one.
 */
export const pdfMoney = (cents: number, currency: string, language: Language): string =>
  formatMoney(cents / 100, currency, language).replace(/\u202f/g, '\u00a0');

/** A day on the grouping's clock as core writes it in the reader's language ("23/11/2026"). */
export const pdfDate = (date: Date, language: Language, timeZone: string): string =>
  formatNumericDay(date, language, timeZone);

/** A day already on the grouping's clock ("2026-11-23", as rides carry it), written likewise. */
export const pdfDay = (isoDay: string, language: Language): string =>
  formatCalendarDay(isoDay, language);

/** A moment on the grouping's clock, day and time, as the reader's language writes it. */
const pdfDateTime = (date: Date, language: Language, timeZone: string): string =>
  formatNumericDayClock(date, language, timeZone);

/**
 * Text for the standard fonts (WinAnsi): characters they cannot draw are replaced rather
 * than printed as garbage.
 */
export const pdfSafe = (text: string): string =>
  text.replace(/→/g, '–').replace(/[^\n\x20-\x7e\u00a0-\u00ff€–—‘’“”•…‹›]/g, '?');

/** Renders a document in memory (documents are capped by their queries). */
export function renderPdf(
  layout: 'portrait' | 'landscape',
  build: (doc: PDFKit.PDFDocument) => void,
  info: { title: string; language: Language },
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout,
      margin: 40,
      lang: info.language,
      info: { Title: pdfSafe(info.title) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

/**
 * The operator's logo (when drawable) and name, the document's title, and when it was
 * issued on the grouping's clock (named, since a reader may be elsewhere).
 */
export function brandHeader(
  doc: PDFKit.PDFDocument,
  brand: PdfBrand,
  title: string,
  language: Language,
): void {
  const left = doc.page.margins.left;
  const top = doc.y;
  let textLeft = left;
  if (brand.logo) {
    try {
      doc.image(brand.logo, left, top, { fit: [48, 48] });
      textLeft = left + 60;
    } catch {
      // A corrupt upload must not cost the customer the document: the name stands alone.
    }
  }
  doc.font('Helvetica-Bold').fontSize(16).text(pdfSafe(brand.name), textLeft, top);
  doc.font('Helvetica').fontSize(12).text(pdfSafe(title), textLeft);
  const issued = pdfDateTime(new Date(), language, brand.timeZone);
  doc
    .fontSize(8)
    .text(
      pdfSafe(pdfText(language, 'generated', { date: issued, zone: brand.timeZone })),
      textLeft,
    );
  doc.x = left;
  doc.y = Math.max(doc.y, brand.logo ? top + 52 : doc.y);
  doc.moveDown(0.6);
}

export interface PdfColumn<Row> {
  title: string;
  width: number;
  cell: (row: Row) => string;
  align?: 'left' | 'right';
}

/** A table that starts a new page (with its header again) when it runs out of room. */
export function pdfTable<Row>(
  doc: PDFKit.PDFDocument,
  columns: PdfColumn<Row>[],
  rows: Row[],
  between?: (row: Row, previous: Row | undefined) => void,
): void {
  const left = doc.page.margins.left;
  const header = () => {
    let x = left;
    const y = doc.y;
    let bottom = y;
    doc.fontSize(9).font('Helvetica-Bold');
    for (const column of columns) {
      doc.text(pdfSafe(column.title), x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    doc.font('Helvetica');
    doc.x = left;
    doc.y = bottom + 4;
  };
  header();
  let previous: Row | undefined;
  for (const row of rows) {
    between?.(row, previous);
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.fontSize(8);
    for (const column of columns) {
      doc.text(pdfSafe(column.cell(row)), x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    doc.x = left;
    doc.y = bottom + 4;
    previous = row;
  }
}
