import {
  idParamsSchema,
  messageResponseSchema,
  serviceTypeCreateSchema,
  serviceTypeEnvelopeSchema,
  serviceTypeListQuerySchema,
  serviceTypeListResponseSchema,
  serviceTypeUpdateSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { actionDone, typed } from '../../lib/typed';
import { onlyRoute, requireRoute } from '../../plugins/auth';
import * as serviceTypes from './service';

const tags = ['service types'];

/** A company's service types (spec §7); only roles with the service_type screen. */
export async function serviceTypeRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;
  const preValidation = onlyRoute('service_type');

  r.get('/service_types', {
    preValidation,
    schema: {
      tags,
      querystring: serviceTypeListQuerySchema,
      response: { 200: serviceTypeListResponseSchema },
    },
    handler: async (request) =>
      serviceTypes.list(db, requireRoute(request, 'service_type'), request.query),
  });

  r.post('/service_types', {
    preValidation,
    schema: { tags, body: serviceTypeCreateSchema, response: { 201: serviceTypeEnvelopeSchema } },
    handler: async (request, reply) => {
      const created = await serviceTypes.create(
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
      body: serviceTypeUpdateSchema,
      response: { 200: serviceTypeEnvelopeSchema },
    },
    handler: async (request) => ({
      service_type: await serviceTypes.update(
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
      await serviceTypes.remove(db, requireRoute(request, 'service_type'), request.params.id);
      return actionDone(request);
    },
  });
}
