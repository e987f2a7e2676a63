import {
  idParamsSchema,
  roomRequestApproveSchema,
  roomRequestListSchema,
  roomRequestSchema,
  stayRegisterSchema,
  stayDetailSchema,
  stayListSchema,
  staysQuerySchema,
  stayStatementQuerySchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { typed } from '../../lib/typed';
import { requireRoute } from '../../plugins/auth';
import { sendStatement } from '../billing/statement-download';
import { stayStatementOf } from './statement';
import {
  decideRoomRequest,
  listRoomRequests,
  listStays,
  registerStay,
  settleStay,
  stayDetail,
} from './stays';

const tags = ['hotel'];

const toRequest = (row: Awaited<ReturnType<typeof decideRoomRequest>>) => ({
  id: row.id,
  room: row.room,
  guest: row.name,
  phone: row.guest_phone,
  email: row.guest_email,
  state: row.state,
  created_at: row.created_at.toISOString(),
  stay_id: row.stay_id,
});

/** The hotel's stays on the room account: its own staff only. */
export async function roomRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;
  // core's route table gives 'hotel_stays' to hotel staff only.
  const staffOnly = async (request: FastifyRequest) => {
    requireRoute(request, 'hotel_stays');
  };
  const staff = (request: FastifyRequest) => requireRoute(request, 'hotel_stays');

  r.get('/hotel/stays', {
    preValidation: staffOnly,
    schema: {
      tags,
      description: "The hotel's stays, newest first, with each one's rides count and total.",
      querystring: staysQuerySchema,
      response: { 200: stayListSchema },
    },
    handler: async (request) => listStays(db, staff(request), request.query),
  });

  r.post('/hotel/stays', {
    preValidation: staffOnly,
    schema: {
      tags,
      description:
        "Registers a stay (room, guest's name, check-in, check-out): the room's guest under that name may charge rides to it.",
      body: stayRegisterSchema,
      response: { 201: stayDetailSchema },
    },
    handler: async (request, reply) => {
      const detail = await registerStay(db, staff(request), request.body);
      reply.status(201);
      return detail;
    },
  });

  r.get('/hotel/room_requests', {
    preValidation: staffOnly,
    schema: {
      tags,
      description: 'The room guests waiting for an answer to their room-account request.',
      response: { 200: roomRequestListSchema },
    },
    handler: async (request) => listRoomRequests(db, staff(request)),
  });

  r.post('/hotel/room_requests/:id/approve', {
    preValidation: staffOnly,
    schema: {
      tags,
      description:
        "Approves a guest's request with the stay's dates: the room's open stay meeting them, else a new one (409 when already answered).",
      params: idParamsSchema,
      body: roomRequestApproveSchema,
      response: { 200: roomRequestSchema },
    },
    handler: async (request) => {
      const row = await decideRoomRequest(db, staff(request), request.params.id, {
        approve: request.body,
      });
      return toRequest(row);
    },
  });

  r.post('/hotel/room_requests/:id/refuse', {
    preValidation: staffOnly,
    schema: {
      tags,
      description: "Refuses a guest's request for the room account (409 when already answered).",
      params: idParamsSchema,
      response: { 200: roomRequestSchema },
    },
    handler: async (request) =>
      toRequest(await decideRoomRequest(db, staff(request), request.params.id, { refuse: true })),
  });

  r.get('/hotel/stays/:id', {
    preValidation: staffOnly,
    schema: { tags, params: idParamsSchema, response: { 200: stayDetailSchema } },
    handler: async (request) => stayDetail(db, staff(request), request.params.id),
  });

  r.post('/hotel/stays/:id/settle', {
    preValidation: staffOnly,
    schema: {
      tags,
      description:
        'Closes the stay at check-out: no more rides go on the room (409 when already settled or a ride has not ended).',
      params: idParamsSchema,
      response: { 200: stayDetailSchema },
    },
    handler: async (request) => settleStay(db, staff(request), request.params.id),
  });

  r.get('/hotel/stays/:id/statement', {
    preValidation: staffOnly,
    schema: {
      tags,
      description: "stay-{id}.pdf or .csv: the stay's room charges, for the guest's bill.",
      params: idParamsSchema,
      querystring: stayStatementQuerySchema,
      response: { 200: z.unknown().describe('The PDF (application/pdf) or CSV (text/csv)') },
    },
    handler: async (request, reply) => {
      const user = staff(request);
      const { id } = request.params;
      const { format } = request.query;
      const language = request.query.lang ?? request.language;
      const statement = await stayStatementOf(db, user, id, language);
      return sendStatement(reply, db, statement, {
        basename: `stay-${id}`,
        format,
        groupingId: user.agrupation_id,
        language,
      });
    },
  });
}
