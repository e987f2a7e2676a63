import { rideReportCsv, rideReportQuerySchema, rideReportSchema } from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { operatorRoutes } from '../admin/routes';
import { rideReport } from './service';

/** The operator's reports, as JSON for the console's charts and as the same figures in CSV. */
export async function reportRoutes(app: FastifyInstance) {
  const { r, db, preValidation, scope } = operatorRoutes(app);
  r.get('/admin/reports/rides', {
    preValidation,
    schema: {
      tags: ['admin'],
      description:
        'Per local day and grouping: rides requested, completed, cancelled by whom, not attended; time to assign a driver; revenue by payment method (cents).',
      querystring: rideReportQuerySchema,
      response: { 200: rideReportSchema },
    },
    handler: async (request) => rideReport(db, await scope(request), request.query),
  });
  r.get('/admin/reports/rides.csv', {
    preValidation,
    schema: {
      tags: ['admin'],
      description: 'The rides report as CSV (money in currency units).',
      querystring: rideReportQuerySchema,
      response: { 200: z.unknown().describe('text/csv') },
    },
    handler: async (request, reply) => {
      const report = await rideReport(db, await scope(request), request.query);
      return sendDownload(
        reply,
        `rides-${report.from}-${report.to}.csv`,
        'text/csv; charset=utf-8',
        rideReportCsv(report),
      );
    },
  });
}
