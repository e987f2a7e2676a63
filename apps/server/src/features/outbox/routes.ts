import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { typed } from '../../lib/typed';
import { listRecent } from './repository';

const OutboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  // Dates leave as ISO strings; coercing lets the same schema read the JSON back.
  created_at: z.coerce.date(),
  delivered_at: z.coerce.date().nullable(),
  error: z.string().nullable(),
});

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The socket's own peer, never a forwarded header: a proxy's client is not loopback. */
const isLoopback = (address: string | undefined) =>
  address === '::1' || /^(::ffff:)?127\./.test(address ?? '');

/**
 * The outbox for developers: what the server "sent" by email and SMS, newest first, as
 * JSON and as a page. Not registered at all in production, and answered only to this
 * machine: it holds reset codes, and the dev server listens on every interface.
 */
export async function outboxRoutes(app: FastifyInstance) {
  if (app.ctx.env.NODE_ENV === 'production') return;
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) throw notFound();
  });
  const r = typed(app);

  r.get('/dev/outbox', {
    schema: {
      tags: ['dev'],
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: z.array(OutboxMessage) },
    },
    handler: async (request) => listRecent(app.ctx.db, request.query.limit),
  });

  r.get('/dev/outbox/page', {
    schema: { tags: ['dev'], hide: true },
    handler: async (_request, reply) => {
      const rows = await listRecent(app.ctx.db, 100);
      const items = rows
        .map(
          (row) =>
            `<article><h2>#${row.id} ${row.channel} to ${escape(row.recipient)}</h2>` +
            `<p><small>${row.created_at.toISOString()}</small> ${escape(row.subject ?? '')}</p>` +
            `<pre>${escape(row.body)}</pre></article>`,
        )
        .join('\n');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Outbox (development only)</h1>${items || '<p>Empty.</p>'}</body></html>`;
    },
  });
}
