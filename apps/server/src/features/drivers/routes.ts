import {
  driverActionParamsSchema,
  driverAvailabilitySchema,
  driverFinishSchema,
  driverLoginRequestSchema,
  driverLoginResponseSchema,
  driverPositionSchema,
  driverSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionDone, authRateLimit, typed } from '../../lib/typed';
import * as drivers from './service';

const tags = ['driver'];

declare module 'fastify' {
  interface FastifyRequest {
    driver?: drivers.DriverRow;
  }
}

/** preValidation: the driver is known before the body is read, so no token is a 401 first. */
const driverOnly = async (request: FastifyRequest) => {
  request.driver = await drivers.requireDriver(request);
};
const me = (request: FastifyRequest) => request.driver!;

const DriverRide = z.object({
  id: z.number(),
  status_code: z.number(),
  passengers: z.number(),
  traveler_name: z.string().nullable(),
  traveler_phone: z.string().nullable(),
  origin_extra: z.string().nullable(),
  fare: z.number().nullable(),
  metered: z.boolean(),
  currency: z.string(),
  stops: z.array(
    z.object({
      role: z.enum(['origin', 'destination']),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      traveler_name: z.string().nullable(),
    }),
  ),
});
const DriverRides = z.object({ offer: DriverRide.nullable(), current: DriverRide.nullable() });
const DriverRideEnvelope = z.object({ service: DriverRide });

/**
 * `/api/driver/*` (docs/architecture.md, the API beyond the spec): what a driver app calls, and what the fleet simulator calls
 * through the same service functions. Driver tokens are not customer tokens.
 */
export async function driverRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;

  r.post('/driver/authenticate', {
    config: authRateLimit(app),
    schema: { tags, body: driverLoginRequestSchema, response: { 200: driverLoginResponseSchema } },
    handler: async (request) =>
      drivers.authenticate(ctx.db, request.body.username, request.body.password),
  });

  r.post('/driver/logout', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      const driver = me(request);
      await drivers.logOut(ctx.db, driver, request);
      return actionDone(request);
    },
  });

  r.get('/driver/me', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: driverSchema } },
    handler: async (request) => drivers.toDriver(me(request)),
  });

  r.put('/driver/availability', {
    preValidation: driverOnly,
    schema: { tags, body: driverAvailabilitySchema, response: { 200: driverSchema } },
    handler: async (request) => {
      const driver = me(request);
      return drivers.toDriver(
        await drivers.setAvailability(ctx.db, driver.id, request.body.available),
      );
    },
  });

  r.put('/driver/position', {
    preValidation: driverOnly,
    schema: { tags, body: driverPositionSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      const driver = me(request);
      await drivers.reportPosition(ctx.rides, driver.id, request.body);
      return actionDone(request);
    },
  });

  r.get('/driver/services', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: DriverRides } },
    handler: async (request) => {
      const driver = me(request);
      return drivers.driverRides(ctx.db, driver.id);
    },
  });

  r.put('/driver/services/:id/cancel', {
    preValidation: driverOnly,
    schema: { tags, params: idParamsSchema, response: { 200: DriverRideEnvelope } },
    handler: async (request) => {
      const driver = me(request);
      const row = await drivers.cancel(ctx.rides, driver, request.params.id);
      return { service: drivers.toDriverRide(row) };
    },
  });

  r.put('/driver/services/:id/:action', {
    preValidation: driverOnly,
    schema: {
      tags,
      description:
        "accept an offer (3), arrive (10), start (7), finish (8, with the meter's `fare`, required for a metered ride).",
      params: driverActionParamsSchema,
      body: driverFinishSchema.optional(),
      response: { 200: DriverRideEnvelope },
    },
    handler: async (request) => {
      const driver = me(request);
      const row = await drivers.act(
        ctx.rides,
        driver,
        request.params.id,
        request.params.action,
        request.body?.fare,
      );
      return { service: drivers.toDriverRide(row) };
    },
  });
}
