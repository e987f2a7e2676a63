import {
  guestHotelQuerySchema,
  guestCodeSentSchema,
  guestHotelSchema,
  guestSignInRequestSchema,
  guestSignupRequestSchema,
  guestStaySchema,
  hotelSettingsSchema,
  hotelSettingsUpdateSchema,
  kioskLeaveRequestSchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authRateLimit, typed } from '../../lib/typed';
import { forbidden } from '../../lib/http-error';
import { requireRoute, requireUser, tenantOf } from '../../plugins/auth';
import { SessionResponse } from '../accounts/schemas';
import { requestRoomAccount } from '../rooms/stays';
import * as guests from './guests';
import * as hotel from './service';

const tags = ['hotel'];

/** The hotel's own settings (staff) and the guest-room signup behind its QR cards. */
export async function hotelRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;
  // Hotel staff, and companies and employees with panel (spec §6): the others are turned
  // away before the body is read. Staff get their hotel; the others the domain's hotel with
  // their own pick-up.
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

  r.post('/hotel/kiosk/leave', {
    preValidation: staffOnly,
    config: authRateLimit(app),
    schema: {
      tags,
      description:
        "Lets the lobby kiosk be left: the staff member's password or the hotel's kiosk PIN (422 when wrong; rate-limited).",
      body: kioskLeaveRequestSchema,
      response: { 200: z.object({ left: z.literal(true) }) },
    },
    handler: async (request) => {
      await hotel.leaveKiosk(db, requireRoute(request, 'hotel_home'), request.body.secret);
      return { left: true as const };
    },
  });

  r.get('/guests/hotel', {
    schema: { tags, querystring: guestHotelQuerySchema, response: { 200: guestHotelSchema } },
    handler: async (request) => guests.guestHotel(db, await tenantOf(request), request.query.token),
  });

  r.get('/guests/stay', {
    schema: { tags, response: { 200: guestStaySchema } },
    handler: async (request) => guests.guestStay(db, requireUser(request)),
  });

  r.post('/guests/room_request', {
    schema: {
      tags,
      description:
        "A room guest asks reception for the room account; the answer shows in guests/stay's room_account.",
      response: { 200: guestStaySchema },
    },
    handler: async (request) => {
      const user = requireUser(request);
      await requestRoomAccount(db, user);
      return guests.guestStay(db, user);
    },
  });

  r.post('/guests/signup', {
    config: authRateLimit(app),
    schema: {
      tags,
      description:
        'A new guest of the room card is signed in at once (201); the same person again ' +
        '(room, name and phone or email) gets a code by SMS or email instead (202).',
      body: guestSignupRequestSchema,
      response: { 201: SessionResponse, 202: guestCodeSentSchema },
    },
    handler: async (request, reply) => {
      const answer = await guests.guestSignup(
        app.ctx,
        await tenantOf(request),
        request.body,
        request.language,
      );
      reply.status('code_sent' in answer ? 202 : 201);
      return answer;
    },
  });

  r.post('/guests/signin', {
    config: authRateLimit(app),
    schema: {
      tags,
      description: 'Opens the guest account of the room card with the code it was sent.',
      body: guestSignInRequestSchema,
      response: { 200: SessionResponse },
    },
    handler: async (request) => guests.guestSignIn(app.ctx, await tenantOf(request), request.body),
  });
}
