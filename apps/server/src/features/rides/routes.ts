import {
  idParamsSchema,
  processedRidesQuerySchema,
  processedRidesResponseSchema,
  rideCreationSchema,
  rideEnvelopeSchema,
  rideListSchema,
  ridesPdfQuerySchema,
  rideUpdateSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { typed } from '../../lib/typed';
import { idempotent, replay } from '../../plugins/idempotency';
import { requireUser, signedIn } from '../../plugins/auth';
import { pdfBrand } from '../billing/pdf-layout';
import { ridesPdf } from './pdf';
import * as bookings from './booking';
import * as lists from './lists';
import * as rides from './service';

const tags = ['services'];

/** The rides of spec §7 Services, with the paths the apps call. */
export async function rideRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const booking = idempotent('POST /services', { keptWithResult: true });

  r.post('/services', {
    preValidation: signedIn,
    preHandler: booking.preHandler,
    onSend: booking.onSend,
    schema: {
      tags,
      description:
        'Books a ride now (1) or for later (13). The server prices it again; an optional `locator` applies a discount code. Send an `Idempotency-Key` header to retry safely.',
      body: rideCreationSchema,
      response: { 201: rideEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const booked = await bookings.create(
        ctx.rides,
        requireUser(request),
        request.body,
        request.body.locator ?? null,
        request.language,
        request.idempotency ?? null,
      );
      if ('service' in booked) {
        reply.status(201);
        return { service: booked.service };
      }
      // The first answer when it was kept (a 422 when that had another body); else (its
      // process died before answering, or it runs alongside) the ride as it now is.
      if (await replay(request, reply)) return reply;
      if ('refused' in booked) throw booked.refused;
      if (booked.repeatOf === null)
        throw new Error('a booking key holds neither a ride nor an answer');
      reply.status(201);
      return { service: await rides.view(ctx.db, booked.repeatOf, request.language) };
    },
  });

  r.get('/services/in_process/list', {
    preValidation: signedIn,
    schema: { tags, response: { 200: rideListSchema } },
    handler: async (request) => lists.listInProcess(ctx.db, requireUser(request), request.language),
  });

  r.get('/services/scheduled', {
    preValidation: signedIn,
    schema: { tags, response: { 200: rideListSchema } },
    handler: async (request) => lists.listScheduled(ctx.db, requireUser(request), request.language),
  });

  r.get('/v2/services', {
    preValidation: signedIn,
    schema: {
      tags,
      querystring: processedRidesQuerySchema,
      response: { 200: processedRidesResponseSchema },
    },
    handler: async (request) =>
      lists.listProcessed(ctx.db, requireUser(request), request.query, request.language),
  });

  r.get('/services', {
    preValidation: signedIn,
    schema: {
      tags,
      description: "services.pdf: the caller's rides, or (a company) one employee's.",
      querystring: ridesPdfQuerySchema,
      response: { 200: z.unknown().describe('The PDF (application/pdf)') },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const language = request.query.lang ?? request.language;
      const { owner, services: rides } = await lists.forPdf(ctx.db, user, request.query, language);
      const brand = await pdfBrand(ctx.db, user.agrupation_id);
      const pdf = await ridesPdf(owner, rides, brand, language);
      return sendDownload(reply, 'services.pdf', 'application/pdf', pdf);
    },
  });

  r.put('/service/:id/cancel', {
    preValidation: signedIn,
    schema: { tags, params: idParamsSchema, response: { 200: rideEnvelopeSchema } },
    handler: async (request) => ({
      service: await rides.cancel(
        ctx.rides,
        requireUser(request),
        request.params.id,
        request.language,
      ),
    }),
  });

  r.put('/service/:id/update', {
    preValidation: signedIn,
    schema: {
      tags,
      params: idParamsSchema,
      body: rideUpdateSchema,
      response: { 200: rideEnvelopeSchema },
    },
    handler: async (request) => ({
      service: await rides.update(
        ctx.rides,
        requireUser(request),
        request.params.id,
        request.body.service,
        request.language,
      ),
    }),
  });
}
