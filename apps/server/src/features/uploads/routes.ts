import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@parada/core';
import { notFound } from '../../lib/http-error';
import { typed } from '../../lib/typed';
import { findUpload } from './repository';

/** Serves stored images (avatars, logos, commerce pictures); ids are not secret. */
export async function uploadRoutes(app: FastifyInstance) {
  typed(app).get('/uploads/:id', {
    schema: { tags: ['uploads'], params: idParamsSchema },
    handler: async (request, reply) => {
      const upload = await findUpload(app.ctx.db, request.params.id);
      if (!upload) throw notFound();
      reply
        .type(upload.mime)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff');
      return Buffer.from(upload.bytes);
    },
  });
}
