import {
  idParamsSchema,
  messageResponseSchema,
  rideTypeCreateSchema,
  rideTypeEnvelopeSchema,
  rideTypeListQuerySchema,
  rideTypeListResponseSchema,
  rideTypeUpdateSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { actionDone, typed } from '../../lib/typed';
import { onlyRoute, requireRoute } from '../../plugins/auth';
import * as rideTypes from './service';

const tags = ['service types'];

/** A company's service types (spec §7); only roles with the service_type screen. */
export async function rideTypeRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;
  const preValidation = onlyRoute('service_type');

  r.get('/service_types', {
    preValidation,
    schema: {
      tags,
      querystring: rideTypeListQuerySchema,
      response: { 200: rideTypeListResponseSchema },
    },
    handler: async (request) =>
      rideTypes.list(db, requireRoute(request, 'service_type'), request.query),
  });

  r.post('/service_types', {
    preValidation,
    schema: { tags, body: rideTypeCreateSchema, response: { 201: rideTypeEnvelopeSchema } },
    handler: async (request, reply) => {
      const created = await rideTypes.create(
        db,
        requireRoute(request, 'service_type'),
        request.body,
      );
      reply.status(201);
      return { service_type: created };
    },
  });

  r.put('/service_types/:id', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: rideTypeUpdateSchema,
      response: { 200: rideTypeEnvelopeSchema },
    },
    handler: async (request) => ({
      service_type: await rideTypes.update(
        db,
        requireRoute(request, 'service_type'),
        request.params.id,
        request.body,
      ),
    }),
  });

  r.delete('/service_types/:id', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await rideTypes.remove(db, requireRoute(request, 'service_type'), request.params.id);
      return actionDone(request);
    },
  });
}
