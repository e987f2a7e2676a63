import {
  farePreviewRequestSchema,
  farePreviewSchema,
  fareZoneCreateSchema,
  fareZoneSchema,
  fareZoneUpdateSchema,
  groupingPricingSchema,
  idParamsSchema,
  messageResponseSchema,
  pricingUpdateSchema,
  surchargeCreateSchema,
  surchargeSchema,
  surchargeUpdateSchema,
  zonePriceCreateSchema,
  zonePriceSchema,
  zonePriceUpdateSchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionDone, created } from '../../lib/typed';
import { requireOperator } from '../../plugins/auth';
import { operatorRoutes } from '../admin/routes';
import * as admin from './admin';

/**
 * The operator's fares: a grouping's fare with a preview quote, its zones (GeoJSON
 * polygons) and the fixed prices between them, and its surcharges. Every change is in the
 * audit log; another operator's ids answer 404.
 */
export async function adminFareRoutes(app: FastifyInstance) {
  const { r, db, preValidation, scope } = operatorRoutes(app);
  const estimator = app.ctx.rides.estimator;
  const actor = async (request: FastifyRequest): Promise<admin.Actor> => ({
    user: requireOperator(request),
    scope: await scope(request),
  });
  const tags = ['admin'];

  r.get('/admin/agrupations/:id/pricing', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: groupingPricingSchema } },
    handler: async (request) => admin.pricingOf(db, await scope(request), request.params.id),
  });
  r.put('/admin/agrupations/:id/pricing', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: pricingUpdateSchema,
      response: { 200: groupingPricingSchema },
    },
    handler: async (request) =>
      admin.updatePricing(db, await actor(request), request.params.id, request.body),
  });
  r.post('/admin/agrupations/:id/fare-preview', {
    preValidation,
    schema: {
      tags,
      description: 'Prices a sample trip with a proposed fare, without saving anything.',
      params: idParamsSchema,
      body: farePreviewRequestSchema,
      response: { 200: farePreviewSchema },
    },
    handler: async (request) =>
      admin.previewFare(db, estimator, await scope(request), request.params.id, request.body),
  });

  // Zones
  r.get('/admin/agrupations/:id/zones', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: z.array(fareZoneSchema) } },
    handler: async (request) => admin.listZones(db, await scope(request), request.params.id),
  });
  r.post('/admin/agrupations/:id/zones', {
    preValidation,
    schema: {
      tags,
      description: 'A zone from a GeoJSON Polygon or a Feature holding one ([lng, lat]).',
      params: idParamsSchema,
      body: fareZoneCreateSchema,
      response: { 201: fareZoneSchema },
    },
    handler: async (request, reply) =>
      created(reply, admin.createZone(db, await actor(request), request.params.id, request.body)),
  });
  r.put('/admin/zones/:id', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: fareZoneUpdateSchema,
      response: { 200: fareZoneSchema },
    },
    handler: async (request) =>
      admin.updateZone(db, await actor(request), request.params.id, request.body),
  });
  r.delete('/admin/zones/:id', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteZone(db, await actor(request), request.params.id);
      return actionDone(request);
    },
  });

  // Prices between zones
  r.get('/admin/agrupations/:id/zone-prices', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: z.array(zonePriceSchema) } },
    handler: async (request) => admin.listZonePrices(db, await scope(request), request.params.id),
  });
  r.post('/admin/agrupations/:id/zone-prices', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: zonePriceCreateSchema,
      response: { 201: zonePriceSchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        admin.createZonePrice(db, await actor(request), request.params.id, request.body),
      ),
  });
  r.put('/admin/zone-prices/:id', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: zonePriceUpdateSchema,
      response: { 200: zonePriceSchema },
    },
    handler: async (request) =>
      admin.updateZonePrice(db, await actor(request), request.params.id, request.body),
  });
  r.delete('/admin/zone-prices/:id', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteZonePrice(db, await actor(request), request.params.id);
      return actionDone(request);
    },
  });

  // Surcharges
  r.get('/admin/agrupations/:id/surcharges', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: z.array(surchargeSchema) } },
    handler: async (request) => admin.listSurcharges(db, await scope(request), request.params.id),
  });
  r.post('/admin/agrupations/:id/surcharges', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: surchargeCreateSchema,
      response: { 201: surchargeSchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        admin.createSurcharge(db, await actor(request), request.params.id, request.body),
      ),
  });
  r.put('/admin/surcharges/:id', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: surchargeUpdateSchema,
      response: { 200: surchargeSchema },
    },
    handler: async (request) =>
      admin.updateSurcharge(db, await actor(request), request.params.id, request.body),
  });
  r.delete('/admin/surcharges/:id', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteSurcharge(db, await actor(request), request.params.id);
      return actionDone(request);
    },
  });
}
