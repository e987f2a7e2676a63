import {
  idParamsSchema,
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
import { listStays, settleStay, stayDetail } from './stays';

const tags = ['hotel'];

/** The hotel's stays on the room account (#19): its own staff only. */
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
