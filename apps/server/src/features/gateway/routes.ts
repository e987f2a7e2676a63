import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { typed } from '../../lib/typed';
import { parseBoundedJson } from '../../plugins/input';
import { SandboxGateway } from './sandbox-gateway';
import { settleWebhookEvent, syncPayment } from './service';

const tags = ['gateway'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived, for webhook signatures (set on the gateway's routes only). */
    rawBody?: string;
  }
}

const referenceParams = z.object({ reference: z.string().regex(/^rch_[0-9a-f]{40}$/) });
const syncResponse = z.object({
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed']),
});

/** Webhooks from the card gateway, and the sandbox's second-step page. */
export async function gatewayRoutes(app: FastifyInstance) {
  // Signatures are over the exact bytes sent, so these routes keep the raw body too.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      request.rawBody = String(body);
      try {
        done(null, parseBoundedJson(request.rawBody));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  const r = typed(app);
  const ctx = app.ctx;
  const deps = { db: ctx.db, gateway: ctx.gateway };

  r.post('/gateway/:gateway/webhook', {
    schema: {
      tags,
      description:
        "The gateway tells us a payment changed. The event is only a hint: the payment's status is asked from the gateway, so a repeated, late or out-of-order event settles it once.",
      params: z.object({ gateway: z.string().max(40) }),
      response: { 200: z.object({ received: z.boolean() }) },
    },
    handler: async (request) => {
      if (request.params.gateway !== ctx.gateway.name) throw notFound();
      const event = ctx.gateway.parseWebhook(request.rawBody ?? '', request.headers);
      if (!event) throw new HttpError(400, 'error.bad_request');
      // A signed event about nothing of ours (another kind of object): received, ignored.
      if (!event.reference) return { received: true };
      await settleWebhookEvent(deps, { ...event, reference: event.reference });
      return { received: true };
    },
  });

  r.post('/gateway/sandbox/:reference/confirm', {
    schema: {
      tags,
      description:
        "The sandbox's second step (what a bank's 3-D Secure page does): approves a payment waiting for it, then settles it.",
      params: referenceParams,
      response: { 200: syncResponse },
    },
    handler: async (request) => {
      const gateway = ctx.gateway;
      if (!(gateway instanceof SandboxGateway)) throw notFound();
      gateway.confirm(request.params.reference);
      const payment = await syncPayment(deps, request.params.reference);
      if (!payment) throw notFound();
      return { status: payment.status };
    },
  });
}
