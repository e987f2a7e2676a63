import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { typed } from '../../lib/typed';
import { findUpload } from './repository';

const KeyParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** Serves stored images (avatars, logos) by their unguessable key. */
export async function uploadRoutes(app: FastifyInstance) {
  typed(app).get('/uploads/:key', {
    schema: { tags: ['uploads'], params: KeyParams },
    handler: async (request, reply) => {
      const upload = await findUpload(app.ctx.db, request.params.key);
      if (!upload) throw notFound();
      reply
        .type(upload.mime)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        // Only the project's own drawings are SVG; opened on their own they run nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return Buffer.from(upload.bytes);
    },
  });
}
