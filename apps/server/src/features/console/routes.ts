import {
  auditEntrySchema,
  auditQuerySchema,
  boardSchema,
  consoleClientCreateSchema,
  consoleClientQuerySchema,
  consoleClientSchema,
  consoleRideSchema,
  driverDocumentParamsSchema,
  driverDocumentUpdateSchema,
  driverPasswordSchema,
  expiringDocumentSchema,
  fleetDriverCreateSchema,
  fleetDriverSchema,
  fleetDriverUpdateSchema,
  idParamsSchema,
  messageResponseSchema,
  rideAssignSchema,
  rideCancelSchema,
  rideCreationSchema,
  rideEnvelopeSchema,
  vehicleCreateSchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionDone, created } from '../../lib/typed';
import { requireOperator } from '../../plugins/auth';
import { operatorRoutes } from '../admin/routes';
import * as audit from '../audit/service';
import * as groupingRepo from '../groupings/repository';
import { consoleAccountsRoutes } from './accounts-routes';
import * as fleet from './fleet';
import * as dispatch from './service';

const tags = ['console'];

/**
 * The operator's console (`/api/console/*`): the live board, a ride's timeline, the
 * dispatcher's actions, phone bookings, the fleet and the audit log. Operator accounts only
 * (403 otherwise); another operator's ride, driver, vehicle or client answers 404. Every
 * change is logged by the audit writer in the change's own transaction. The live stream is
 * GET console/events (live/routes.ts).
 */
export async function consoleRoutes(app: FastifyInstance) {
  const { r, db, preValidation, scope } = operatorRoutes(app);
  const deps = app.ctx.rides;
  const act = async (request: FastifyRequest) => ({
    deps,
    scope: await scope(request),
    operator: requireOperator(request),
  });

  // The board

  r.get('/console/board', {
    preValidation,
    schema: {
      tags,
      description:
        "The operator's online cars (free, offered, busy) and its open rides by column; changes arrive on GET console/events.",
      response: { 200: boardSchema },
    },
    handler: async (request) => dispatch.board(db, await scope(request)),
  });

  r.get('/console/rides/:id', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: consoleRideSchema } },
    handler: async (request) => dispatch.ride(db, await scope(request), request.params.id),
  });

  r.put('/console/rides/:id/driver', {
    preValidation,
    schema: {
      tags,
      description:
        'Assigns a waiting ride (1, 2 → 3), reassigns an assigned one (3, 6) or pre-assigns a booking for later (13).',
      params: idParamsSchema,
      body: rideAssignSchema,
      response: { 200: consoleRideSchema },
    },
    handler: async (request) =>
      dispatch.assign(await act(request), request.params.id, request.body.driver_id),
  });

  r.put('/console/rides/:id/cancel', {
    preValidation,
    schema: {
      tags,
      description: 'Cancels the ride (5) with a reason the client reads.',
      params: idParamsSchema,
      body: rideCancelSchema,
      response: { 200: consoleRideSchema },
    },
    handler: async (request) =>
      dispatch.cancel(await act(request), request.params.id, request.body.reason),
  });

  r.put('/console/rides/:id/reoffer', {
    preValidation,
    schema: {
      tags,
      description: 'Offers a waiting ride (1, 2) again, to every driver.',
      params: idParamsSchema,
      response: { 200: consoleRideSchema },
    },
    handler: async (request) => dispatch.reoffer(await act(request), request.params.id),
  });

  // Phone bookings

  r.get('/console/clients', {
    preValidation,
    schema: {
      tags,
      description: "The operator's clients whose name, email or phone holds `search`.",
      querystring: consoleClientQuerySchema,
      response: { 200: z.array(consoleClientSchema) },
    },
    handler: async (request) =>
      dispatch.findClients(db, await scope(request), request.query.search),
  });

  r.post('/console/clients', {
    preValidation,
    schema: {
      tags,
      body: consoleClientCreateSchema,
      response: { 201: consoleClientSchema },
    },
    handler: async (request, reply) => {
      const own = await scope(request);
      const grouping = await groupingRepo.findById(db, own.rootId);
      return created(
        reply,
        dispatch.createClient(
          db,
          own,
          requireOperator(request),
          request.body,
          grouping?.name ?? '',
        ),
      );
    },
  });

  r.post('/console/clients/:id/services', {
    preValidation,
    schema: {
      tags,
      description:
        "Books a ride for the client on the phone, as the client's own booking (POST /services).",
      params: idParamsSchema,
      body: rideCreationSchema,
      response: { 201: rideEnvelopeSchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        dispatch.bookForClient(
          await act(request),
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  });

  // Fleet

  r.get('/console/drivers', {
    preValidation,
    schema: { tags, response: { 200: z.array(fleetDriverSchema) } },
    handler: async (request) => fleet.listDrivers(db, await scope(request)),
  });

  r.post('/console/drivers', {
    preValidation,
    schema: { tags, body: fleetDriverCreateSchema, response: { 201: fleetDriverSchema } },
    handler: async (request, reply) =>
      created(
        reply,
        fleet.createDriver(db, await scope(request), requireOperator(request), request.body),
      ),
  });

  r.put('/console/drivers/:id', {
    preValidation,
    schema: {
      tags,
      description: 'Edits a driver, its vehicles, or suspends it (signed out, off the road).',
      params: idParamsSchema,
      body: fleetDriverUpdateSchema,
      response: { 200: fleetDriverSchema },
    },
    handler: async (request) =>
      fleet.updateDriver(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.body,
      ),
  });

  r.put('/console/drivers/:id/password', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: driverPasswordSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await fleet.resetPassword(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.body.password,
      );
      return actionDone(request);
    },
  });

  r.put('/console/drivers/:id/documents/:kind', {
    preValidation,
    schema: {
      tags,
      params: driverDocumentParamsSchema,
      body: driverDocumentUpdateSchema,
      response: { 200: fleetDriverSchema },
    },
    handler: async (request) =>
      fleet.setDocument(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.params.kind,
        request.body,
      ),
  });

  r.get('/console/documents/expiring', {
    preValidation,
    schema: {
      tags,
      description: `Documents of the operator's drivers expired or expiring within ${fleet.EXPIRY_WARNING_DAYS} days.`,
      response: { 200: z.array(expiringDocumentSchema) },
    },
    handler: async (request) => fleet.expiring(db, await scope(request)),
  });

  r.get('/console/vehicles', {
    preValidation,
    schema: { tags, response: { 200: z.array(vehicleSchema) } },
    handler: async (request) => fleet.listVehicles(db, await scope(request)),
  });

  r.post('/console/vehicles', {
    preValidation,
    schema: { tags, body: vehicleCreateSchema, response: { 201: vehicleSchema } },
    handler: async (request, reply) =>
      created(
        reply,
        fleet.createVehicle(db, await scope(request), requireOperator(request), request.body),
      ),
  });

  r.put('/console/vehicles/:id', {
    preValidation,
    schema: {
      tags,
      params: idParamsSchema,
      body: vehicleUpdateSchema,
      response: { 200: vehicleSchema },
    },
    handler: async (request) =>
      fleet.updateVehicle(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.body,
      ),
  });

  // Audit log

  r.get('/console/audit', {
    preValidation,
    schema: {
      tags,
      description: 'Every console action of the operator, newest first (200 at most).',
      querystring: auditQuerySchema,
      response: { 200: z.array(auditEntrySchema) },
    },
    handler: async (request) => audit.list(db, (await scope(request)).rootId, request.query),
  });

  await consoleAccountsRoutes(app);
}
