import { contentParamsSchema, contentSchema } from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import { tenantOf } from '../../plugins/auth';
import { pageFor } from './service';

/** Help, conditions and privacy: public, so visitors read them before signing up. */
export async function contentRoutes(app: FastifyInstance) {
  typed(app).get('/content/:content_key', {
    schema: { tags: ['content'], params: contentParamsSchema, response: { 200: contentSchema } },
    handler: async (request) =>
      pageFor(app.ctx.db, await tenantOf(request), request.params.content_key, request.language),
  });
}
