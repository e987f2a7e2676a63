import {
  guestHotelQuerySchema,
  guestHotelSchema,
  guestSignupRequestSchema,
  hotelSettingsSchema,
  hotelSettingsUpdateSchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authRateLimit, typed } from '../../lib/typed';
import { forbidden } from '../../lib/http-error';
import { requireRoute, tenantOf } from '../../plugins/auth';
import { SessionResponse } from '../accounts/schemas';
import * as hotel from './service';

const tags = ['hotel'];

/** The hotel's own settings (staff) and the guest-room signup behind its QR cards. */
export async function hotelRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;
  // Hotel staff, and companies and employees with panel (spec §6): the others are turned
  // away before the body is read. Staff get their hotel; the others the domain's hotel with
  // their own pick-up (#14).
  const preValidation = async (request: FastifyRequest) => {
    requireRoute(request, 'hotel_home');
  };
  const staffOnly = async (request: FastifyRequest) => {
    if (requireRoute(request, 'hotel_home').kind !== 'hotel_staff') throw forbidden();
  };

  r.get('/hotel/settings', {
    preValidation,
    schema: { tags, response: { 200: hotelSettingsSchema } },
    handler: async (request) =>
      hotel.getSettings(db, requireRoute(request, 'hotel_home'), await tenantOf(request)),
  });

  r.put('/hotel/settings', {
    preValidation,
    schema: { tags, body: hotelSettingsUpdateSchema, response: { 200: hotelSettingsSchema } },
    handler: async (request) =>
      hotel.updateSettings(
        db,
        requireRoute(request, 'hotel_home'),
        await tenantOf(request),
        request.body,
      ),
  });

  r.post('/hotel/settings/guest_token', {
    preValidation: staffOnly,
    schema: { tags, response: { 200: hotelSettingsSchema } },
    handler: async (request) => hotel.regenerateGuestToken(db, requireRoute(request, 'hotel_home')),
  });

  r.get('/guests/hotel', {
    schema: { tags, querystring: guestHotelQuerySchema, response: { 200: guestHotelSchema } },
    handler: async (request) => hotel.guestHotel(db, await tenantOf(request), request.query.token),
  });

  r.post('/guests/signup', {
    config: authRateLimit(app),
    schema: { tags, body: guestSignupRequestSchema, response: { 201: SessionResponse } },
    handler: async (request, reply) => {
      const session = await hotel.guestSignup(db, await tenantOf(request), request.body);
      reply.status(201);
      return session;
    },
  });
}
