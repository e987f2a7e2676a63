import {
  purseMovementsQuerySchema,
  purseMovementsResponseSchema,
  purseOperationResponseSchema,
  purseRechargeSchema,
  purseRecipientQuerySchema,
  purseRecipientSchema,
  purseSchema,
  purseTransferSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { typed } from '../../lib/typed';
import { onlyRoute, requireUser } from '../../plugins/auth';
import { errorResponseSchema } from '../../plugins/errors';
import { idempotent, replay, resultOfKey } from '../../plugins/idempotency';
import { recharge, rechargeStatus } from '../gateway/service';
import * as wallet from './service';
import * as transfers from './transfer';

const tags = ['purses'];

/**
 * Each answer says whether a code reaches someone: a person confirms a few transfers a
 * minute, a script harvesting names would need thousands.
 */
export const RECIPIENT_LOOKUPS_PER_MINUTE = 30;

/** A recharge whose card asks for a second step (3-D Secure): the customer goes to `action_url`. */
const rechargePendingSchema = z.object({
  status: z.literal('requires_action'),
  reference: z.string(),
  action_url: z.string(),
});

/** The wallet (docs/architecture.md, the API beyond the spec: purses), at the paths of core's pursesApi. */
const rechargeParams = z.object({ reference: z.string().regex(/^rch_[0-9a-f]{40}$/) });
const rechargeStatusSchema = z.object({
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed']),
});

export async function walletRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const guard = onlyRoute('purses');
  const transferKey = idempotent('POST purses/transfer', { keptWithResult: true });
  const rechargeKey = idempotent('POST purses/recharge');

  r.get('/purses', {
    preValidation: guard,
    schema: { tags, response: { 200: purseSchema } },
    handler: async (request) => wallet.getPurse(ctx.db, requireUser(request)),
  });

  r.get('/purses/movements', {
    preValidation: guard,
    schema: {
      tags,
      querystring: purseMovementsQuerySchema,
      response: { 200: purseMovementsResponseSchema },
    },
    handler: async (request) => wallet.movements(ctx.db, requireUser(request), request.query),
  });

  r.get('/purses/recipient', {
    preValidation: guard,
    config: { rateLimit: { max: RECIPIENT_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      tags,
      description:
        'The display name of the user a transfer to this code or id would reach, for the sender to confirm. 422 when a transfer there would be refused.',
      querystring: purseRecipientQuerySchema,
      response: { 200: purseRecipientSchema },
    },
    handler: async (request) =>
      transfers.recipientName(ctx.db, requireUser(request), request.query.to),
  });

  r.post('/purses/transfer', {
    preValidation: guard,
    preHandler: transferKey.preHandler,
    onSend: transferKey.onSend,
    schema: {
      tags,
      description:
        'Moves money to another user of the same operator, by user id or code. Send an `Idempotency-Key` header to retry safely.',
      body: purseTransferSchema,
      response: { 200: purseOperationResponseSchema },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const done = await transfers.transfer(
        ctx.db,
        user,
        request.body,
        request.idempotency ?? null,
      );
      if ('purse' in done) return done;
      // The first answer when it was kept (a 422 when that had another body); else (its
      // process died before answering, or it runs alongside) from what it committed.
      if (await replay(request, reply)) return reply;
      const written = await resultOfKey(request);
      const first =
        written === null ? undefined : await transfers.transferResult(ctx.db, user, written);
      if (first) return first;
      if ('refused' in done) throw done.refused;
      throw new HttpError(409, 'error.idempotency_in_progress');
    },
  });

  r.get('/purses/recharge/:reference', {
    preValidation: guard,
    schema: {
      tags,
      description:
        "A recharge's payment, as the customer back from the bank's page sees it: asked from the gateway, and credited once when it succeeded (as its webhook would). 404 for anyone but its payer.",
      params: rechargeParams,
      response: { 200: rechargeStatusSchema, 502: errorResponseSchema },
    },
    handler: async (request) =>
      rechargeStatus(
        { db: ctx.db, gateway: ctx.gateway },
        requireUser(request),
        request.params.reference,
      ),
  });

  r.post('/purses/recharge', {
    preValidation: guard,
    preHandler: rechargeKey.preHandler,
    onSend: rechargeKey.onSend,
    schema: {
      tags,
      description:
        'Charges a card through the gateway and credits the wallet. 202 when the card needs a second step at `action_url`. Send an `Idempotency-Key` header to retry safely.',
      body: purseRechargeSchema,
      response: {
        200: purseOperationResponseSchema,
        202: rechargePendingSchema,
        402: errorResponseSchema,
        502: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      // Without a card gateway a card is refused here, never charged by a stand-in.
      if (ctx.gateway.name === 'off') throw new HttpError(403, 'payment.method_unavailable');
      const outcome = await recharge(
        { db: ctx.db, gateway: ctx.gateway },
        requireUser(request),
        request.body,
        request.idempotency,
        // Back from the bank's page to the wallet page of the app that asked.
        `${request.protocol}://${request.host}/purses?recharge=`,
      );
      if (outcome.kind === 'done') return outcome.result;
      reply.status(202);
      return {
        status: 'requires_action' as const,
        reference: outcome.reference,
        action_url: outcome.actionUrl,
      };
    },
  });
}
