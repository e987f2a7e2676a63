import { apiIndexSchema, healthSchema, type ApiIndex } from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import serverPackage from '../../../package.json' with { type: 'json' };
import { databaseAnswers } from './repository';

/** The API's own name and the server's release, as the OpenAPI document gives them too. */
export const API_NAME = 'Parada API';
export const API_VERSION: string = serverPackage.version;

const INDEX: ApiIndex = {
  name: API_NAME,
  version: API_VERSION,
  links: { docs: '/api/docs', health: '/api/health' },
};

/**
 * The API's own address and its health: public, and answered before any grouping exists
 * (no tenant is read), so a person who opens /api/ finds the way to the document, and a
 * load balancer or an operator's probe can tell a server that answers from one that does not.
 */
export async function aboutRoutes(app: FastifyInstance) {
  typed(app).get('/', {
    schema: { tags: ['about'], response: { 200: apiIndexSchema } },
    handler: async () => INDEX,
  });
  typed(app).get('/health', {
    schema: { tags: ['about'], response: { 200: healthSchema } },
    // A database out of reach fails the statement: the error handler's 503 with Retry-After.
    handler: async () => {
      await databaseAnswers(app.ctx.db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
}
