import {
  type Language,
  domainConfigurationQuerySchema,
  domainConfigurationSchema,
  type DomainConfiguration,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import { timeZoneOf } from '../fares/service';
import { configurationForDomain } from './service';

const cardPayments = { stripe: 'live', sandbox: 'sandbox', off: 'off' } as const;

/**
 * GET configuration/domain's answer for `search`; also what a prerendered first screen is
 * drawn and seeded with (web/routes.ts).
 */
export const configurationOf = async (
  app: FastifyInstance,
  search: string,
  language: Language,
): Promise<DomainConfiguration> => ({
  ...(await configurationForDomain(
    app.ctx.db,
    search,
    (row) => timeZoneOf(app.ctx.db, row),
    { google: app.ctx.env.GOOGLE_SCRIPT_URL, facebook: app.ctx.env.FACEBOOK_SCRIPT_URL },
    language,
  )),
  card_payments: cardPayments[app.ctx.env.PAYMENTS],
});

/** The white-label configuration a site loads before anything else (spec §7). */
export async function groupingRoutes(app: FastifyInstance) {
  typed(app).get('/configuration/domain', {
    schema: {
      tags: ['configuration'],
      querystring: domainConfigurationQuerySchema,
      response: { 200: domainConfigurationSchema },
    },
    handler: async (request) => configurationOf(app, request.query.search, request.language),
  });
}
