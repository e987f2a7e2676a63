import {
  idParamsSchema,
  ticketCreateSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketReplyCreateSchema,
  ticketReplySchema,
  ticketThreadSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { created, typed } from '../../lib/typed';
import { onlyRoute, requireUser } from '../../plugins/auth';
import * as tickets from './service';

const tags = ['tickets'];

/** The caller's support tickets and their threads (docs/architecture.md, the API beyond the spec). */
export async function ticketRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;

  r.get('/tickets', {
    preValidation: onlyRoute('tickets'),
    schema: {
      tags,
      querystring: ticketListQuerySchema,
      response: { 200: ticketListResponseSchema },
    },
    handler: async (request) => tickets.list(db, requireUser(request), request.query),
  });

  r.post('/tickets', {
    preValidation: onlyRoute('tickets'),
    schema: { tags, body: ticketCreateSchema, response: { 201: ticketThreadSchema } },
    handler: async (request, reply) => {
      // Filed under the account's own grouping, whatever App-Agrupation says.
      const user = requireUser(request);
      return created(reply, tickets.create(db, user, user.agrupation_id, request.body));
    },
  });

  r.get('/tickets/:id', {
    preValidation: onlyRoute('ticket'),
    schema: { tags, params: idParamsSchema, response: { 200: ticketThreadSchema } },
    handler: async (request) => tickets.thread(db, requireUser(request), request.params.id),
  });

  r.post('/tickets/:id/replies', {
    preValidation: onlyRoute('ticket'),
    schema: {
      tags,
      params: idParamsSchema,
      body: ticketReplyCreateSchema,
      response: { 201: ticketReplySchema },
    },
    handler: async (request, reply) =>
      created(reply, tickets.reply(db, requireUser(request), request.params.id, request.body.body)),
  });
}
