import { domainConfigurationQuerySchema, domainConfigurationSchema } from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import { timeZoneOf } from '../fares/service';
import { configurationForDomain } from './service';

const cardPayments = { stripe: 'live', sandbox: 'sandbox', off: 'off' } as const;

/** The white-label configuration a site loads before anything else (spec §7). */
export async function groupingRoutes(app: FastifyInstance) {
  typed(app).get('/configuration/domain', {
    schema: {
      tags: ['configuration'],
      querystring: domainConfigurationQuerySchema,
      response: { 200: domainConfigurationSchema },
    },
    handler: async (request) => ({
      ...(await configurationForDomain(
        app.ctx.db,
        request.query.search,
        (row) => timeZoneOf(app.ctx.db, row),
        { google: app.ctx.env.GOOGLE_SCRIPT_URL, facebook: app.ctx.env.FACEBOOK_SCRIPT_URL },
      )),
      card_payments: cardPayments[app.ctx.env.PAYMENTS],
    }),
  });
}
