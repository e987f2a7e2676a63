import {
  driverActionParamsSchema,
  driverCancelSchema,
  driverAvailabilitySchema,
  driverEarningsSchema,
  driverFinishSchema,
  driverLoginRequestSchema,
  driverLoginResponseSchema,
  driverPositionSchema,
  driverPositionsSchema,
  driverRideEnvelopeSchema,
  driverRidesSchema,
  driverSchema,
  driverShiftStartSchema,
  driverShiftStateSchema,
  driverShiftSummarySchema,
  driverVehiclesSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { actionDone, authRateLimit, typed } from '../../lib/typed';
import { errorResponseSchema } from '../../plugins/errors';
import { idempotent } from '../../plugins/idempotency';
import { attachPositionSocket } from './position-socket';
import * as drivers from './service';

const tags = ['driver'];

declare module 'fastify' {
  interface FastifyRequest {
    driver?: drivers.DriverRow;
    driverCaller?: drivers.DriverCaller;
  }
}

/** preValidation: the driver is known before the body is read, so no token is a 401 first. */
const driverOnly = async (request: FastifyRequest) => {
  request.driver = await drivers.requireDriver(request);
};
const me = (request: FastifyRequest) => request.driver!;
/**
 * preValidation of the position routes, the hottest of the API: the token's driver from the
 * read cache, with no read of the driver's row (the write checks what it must itself).
 */
const callerOnly = async (request: FastifyRequest) => {
  request.driverCaller = await drivers.requireDriverCaller(request);
};

/**
 * `/api/driver/*` (docs/architecture.md, the API beyond the spec): what a driver app calls, and what the fleet simulator calls
 * through the same service functions. Driver tokens are not customer tokens.
 */
export async function driverRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const offerTimeoutMs = ctx.env.OFFER_TIMEOUT_S * 1000;
  // A step kept on a phone without signal is sent again with its key until it is answered:
  // the repeat gets the first answer instead of a second move.
  const step = idempotent('PUT /driver/services/:id/:action');

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
        await drivers.setAvailability(ctx.db, driver, request.body.available),
      );
    },
  });

  r.put('/driver/position', {
    preValidation: callerOnly,
    schema: {
      tags,
      description:
        'where the car is now; refused (409) while the driver is offline, as a suspended driver (403)',
      body: driverPositionSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await drivers.movePosition(ctx.rides, request.driverCaller!, [request.body]);
      return actionDone(request);
    },
  });

  attachPositionSocket(app);
  r.get('/driver/positions/live', {
    schema: {
      tags,
      description:
        "The driver app's position socket, a WebSocket: subprotocols `parada.positions` and `token.<driver token>`, `?lang=`. The app sends `{seq, latitude, longitude, heading?, speed?}` frames; the server answers `{ack: seq}` once stored, `{seq, status, error, message, errors?}` when refused (409 offline, 422), and closes with 4401 (token not live), 4403 (suspended) or 1008 (not a position frame, or more than 5 a second). A plain GET is 426.",
      response: { 426: errorResponseSchema },
    },
    handler: async () => {
      throw new HttpError(426, 'error.websocket_only');
    },
  });

  r.get('/driver/services', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: driverRidesSchema } },
    handler: async (request) => {
      const driver = me(request);
      return drivers.driverRides(ctx.db, driver, offerTimeoutMs);
    },
  });

  r.put('/driver/services/:id/cancel', {
    preValidation: driverOnly,
    schema: {
      tags,
      description:
        'decline an offer, or cancel the ride the driver is on with the reason the rider reads',
      params: idParamsSchema,
      body: driverCancelSchema.nullish(),
      response: { 200: driverRideEnvelopeSchema },
    },
    handler: async (request) => {
      const driver = me(request);
      const reason = request.body?.reason || null;
      const row = await drivers.cancel(ctx.rides, driver, request.params.id, reason);
      return { service: await drivers.describeRide(ctx.db, row, driver, offerTimeoutMs) };
    },
  });

  r.put('/driver/services/:id/no_show', {
    preValidation: driverOnly,
    schema: {
      tags,
      description:
        "the rider did not come: at the pick-up, after the operator's wait, with its cancellation fee",
      params: idParamsSchema,
      response: { 200: driverRideEnvelopeSchema },
    },
    handler: async (request) => {
      const driver = me(request);
      const row = await drivers.noShow(ctx.rides, driver, request.params.id);
      return { service: await drivers.describeRide(ctx.db, row, driver, offerTimeoutMs) };
    },
  });

  r.post('/driver/positions', {
    preValidation: callerOnly,
    schema: {
      tags,
      description:
        'the positions a phone kept while it had no signal, oldest first; only the newest moves the car',
      body: driverPositionsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await drivers.movePosition(ctx.rides, request.driverCaller!, request.body.positions);
      return actionDone(request);
    },
  });

  r.get('/driver/vehicles', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: driverVehiclesSchema } },
    handler: async (request) => drivers.vehiclesOf(ctx.db, me(request).id),
  });

  r.get('/driver/shift', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: driverShiftStateSchema } },
    handler: async (request) => drivers.shiftState(ctx.db, me(request)),
  });

  r.post('/driver/shift', {
    preValidation: driverOnly,
    schema: {
      tags,
      description: 'starts a shift, online, in one of the vehicles the operator assigned',
      body: driverShiftStartSchema,
      response: { 200: driverShiftStateSchema },
    },
    handler: async (request) => drivers.startShift(ctx.db, me(request).id, request.body.vehicle_id),
  });

  r.post('/driver/shift/end', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: driverShiftSummarySchema } },
    handler: async (request) => drivers.endShift(ctx.db, me(request).id),
  });

  r.get('/driver/earnings', {
    preValidation: driverOnly,
    schema: { tags, response: { 200: driverEarningsSchema } },
    handler: async (request) => drivers.earningsOf(ctx.db, me(request)),
  });

  r.put('/driver/services/:id/:action', {
    preValidation: driverOnly,
    preHandler: step.preHandler,
    onSend: step.onSend,
    schema: {
      tags,
      description:
        "accept an offer (3), arrive (10), start (7, with the rider's `boarding_code` where the operator asks for one), finish (8, with the meter's `fare`, required for a metered ride). An Idempotency-Key makes a repeat answer as the first.",
      params: driverActionParamsSchema,
      body: driverFinishSchema.optional(),
      response: { 200: driverRideEnvelopeSchema },
    },
    handler: async (request) => {
      const driver = me(request);
      const row = await drivers.act(
        ctx.rides,
        driver,
        request.params.id,
        request.params.action,
        request.body ?? {},
      );
      return { service: await drivers.describeRide(ctx.db, row, driver, offerTimeoutMs) };
    },
  });
}
