import { commerceListSchema, commerceSchema, idParamsSchema } from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import { tenantOf } from '../../plugins/auth';
import * as club from './service';

const tags = ['club'];

/** The grouping's partner commerces: public, as the guest app shows them before log-in. */
export async function clubRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;

  r.get('/club/commerces', {
    schema: { tags, response: { 200: commerceListSchema } },
    handler: async (request) => club.list(db, await tenantOf(request), request.language),
  });

  r.get('/club/commerces/:id', {
    schema: { tags, params: idParamsSchema, response: { 200: commerceSchema } },
    handler: async (request) =>
      club.detail(db, await tenantOf(request), request.params.id, request.language),
  });
}
