import type { Language } from '@parada/core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { sendDownload } from '../../lib/download';
import { statementCsv, statementPdf } from './documents';
import { pdfBrand } from './pdf-layout';
import type { Statement } from './service';

/**
 * A statement (a company's month, a hotel stay) as `{basename}.pdf` or `.csv`: the CSV is the
 * bare rows for a spreadsheet, the PDF carries the grouping's brand.
 */
export async function sendStatement(
  reply: FastifyReply,
  db: Db,
  statement: Statement,
  file: { basename: string; format: 'pdf' | 'csv'; groupingId: number; language: Language },
) {
  const filename = `${file.basename}.${file.format}`;
  if (file.format === 'csv') {
    return sendDownload(
      reply,
      filename,
      'text/csv; charset=utf-8',
      statementCsv(statement, file.language),
    );
  }
  const brand = await pdfBrand(db, file.groupingId);
  const pdf = await statementPdf(statement, brand, file.language);
  return sendDownload(reply, filename, 'application/pdf', pdf);
}
