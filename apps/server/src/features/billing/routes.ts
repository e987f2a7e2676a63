import { documentQuerySchema, idParamsSchema } from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { typed } from '../../lib/typed';
import { requireUser, signedIn } from '../../plugins/auth';
import { receiptPdf } from './documents';
import { pdfBrand } from './pdf-layout';
import { receiptOf, statementOf } from './service';
import { sendStatement } from './statement-download';

const tags = ['billing'];

const statementQuery = documentQuerySchema.extend({
  month: z
    .string({ error: 'validation.date' })
    // Years 1900–2099: month 9999-12 ended in year 10000, out of the time zone's range (a 500).
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { error: 'validation.date' }),
  format: z.enum(['pdf', 'csv'], { error: 'validation.invalid' }).default('pdf'),
});

/** Ride receipts and companies' monthly statements. */
export async function billingRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;

  r.get('/service/:id/receipt', {
    preValidation: signedIn,
    schema: {
      tags,
      description:
        "receipt-{id}.pdf: a charged ride's receipt (completed, or cancelled with a fee).",
      params: idParamsSchema,
      querystring: documentQuerySchema,
      response: { 200: z.unknown().describe('The PDF (application/pdf)') },
    },
    handler: async (request, reply) => {
      const receipt = await receiptOf(ctx.db, requireUser(request), request.params.id);
      const brand = await pdfBrand(ctx.db, receipt.groupingId);
      const pdf = await receiptPdf(receipt, brand, request.query.lang ?? request.language);
      return sendDownload(reply, `receipt-${receipt.rideId}.pdf`, 'application/pdf', pdf);
    },
  });

  r.get('/customer/statements', {
    preValidation: signedIn,
    schema: {
      tags,
      description:
        "A company's monthly statement (month YYYY-MM on the grouping's clock) of its and its employees' rides, by employee and service type; for hotel staff, the hotel's room charges by room. PDF or CSV.",
      querystring: statementQuery,
      response: { 200: z.unknown().describe('The PDF (application/pdf) or CSV (text/csv)') },
    },
    handler: async (request, reply) => {
      const { month, format } = request.query;
      const user = requireUser(request);
      const statement = await statementOf(ctx.db, user, month);
      return sendStatement(reply, ctx.db, statement, {
        basename: `statement-${month}`,
        format,
        groupingId: user.agrupation_id,
        language: request.query.lang ?? request.language,
      });
    },
  });
}
