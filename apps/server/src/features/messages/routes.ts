import {
  idParamsSchema,
  operatorMessageEnvelopeSchema,
  operatorMessageListQuerySchema,
  operatorMessageListResponseSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import { onlyRoute, requireUser } from '../../plugins/auth';
import * as messages from './service';

const tags = ['messages'];

/** The operator's messages to the caller, with read state (docs/architecture.md, the API beyond the spec). */
export async function messageRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;
  const preValidation = onlyRoute('messages');

  r.get('/messages', {
    preValidation,
    schema: {
      tags,
      querystring: operatorMessageListQuerySchema,
      response: { 200: operatorMessageListResponseSchema },
    },
    handler: async (request) =>
      messages.list(db, requireUser(request), request.query, request.language),
  });

  r.put('/messages/:id/read', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: operatorMessageEnvelopeSchema } },
    handler: async (request) =>
      messages.markRead(db, requireUser(request), request.params.id, request.language),
  });
}
