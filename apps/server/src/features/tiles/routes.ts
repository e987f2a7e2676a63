import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed } from '../../lib/typed';
import { placeholderTile } from './placeholder-tile';
import { noTileSource, remoteTileSource } from './tile-source';

const MAX_ZOOM = 19;

const TileParams = z
  .object({
    z: z.coerce.number().int().min(0).max(MAX_ZOOM),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, {
    message: 'no such tile',
  });

/** The apps' map tiles, from the configured tile server through this origin. */
export async function tileRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { env } = app.ctx;
  const source =
    env.MAP_TILES_URL === 'off'
      ? noTileSource
      : remoteTileSource(env.MAP_TILES_URL, {
          timeoutMs: 3000,
          cacheSize: 2000,
          userAgent: `Parada/0.1 (+${env.PUBLIC_URL})`,
          log: app.log,
        });

  r.get('/tiles/:z/:x/:y.png', {
    schema: {
      tags: ['maps'],
      params: TileParams,
      response: { 200: z.unknown().describe('The tile (image/png)') },
    },
    config: { rateLimit: { max: 2000, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { z: zoom, x, y } = request.params;
      const tile = await source.get(zoom, x, y);
      if (!tile) {
        // Short-lived, so real tiles replace it soon after the tile server is back.
        return reply
          .header('cache-control', 'public, max-age=60')
          .type('image/png')
          .send(placeholderTile());
      }
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type(tile.contentType)
        .send(tile.body);
    },
  });
}
