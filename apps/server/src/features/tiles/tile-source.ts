import type { FastifyBaseLogger } from 'fastify';

export interface Tile {
  body: Buffer;
  contentType: string;
}

export interface TileSource {
  /** The tile, or null when the map server cannot give it now. */
  get(z: number, x: number, y: number): Promise<Tile | null>;
}

/**
 * Map tiles from an OSM-style server ({z}/{x}/{y} template), fetched by the server so the
 * apps load images only from their own origin (CSP img-src stays honest, riders' addresses
 * never reach a third party) and each tile is fetched once for everyone. After a failure
 * it waits a minute before asking again, so an offline machine answers at once.
 */
export function remoteTileSource(
  template: string,
  options: { timeoutMs: number; cacheSize: number; userAgent: string; log: FastifyBaseLogger },
): TileSource {
  const cache = new Map<string, Tile>();
  let downUntil = 0;

  return {
    async get(z, x, y) {
      const key = `${z}/${x}/${y}`;
      const cached = cache.get(key);
      if (cached) {
        // Refresh its place: the map keeps the least recently used tiles out.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      if (Date.now() < downUntil) return null;
      const url = template
        .replace('{z}', String(z))
        .replace('{x}', String(x))
        .replace('{y}', String(y));
      try {
        const response = await fetch(url, {
          headers: { 'user-agent': options.userAgent },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const contentType = response.headers.get('content-type') ?? '';
        if (!response.ok || !contentType.startsWith('image/')) {
          throw new Error(`tile server answered ${response.status} ${contentType}`);
        }
        const tile = { body: Buffer.from(await response.arrayBuffer()), contentType };
        cache.set(key, tile);
        if (cache.size > options.cacheSize) cache.delete(cache.keys().next().value as string);
        return tile;
      } catch (error) {
        if (Date.now() >= downUntil) {
          options.log.warn({ err: error }, 'map tiles unavailable; serving the placeholder');
        }
        downUntil = Date.now() + 60_000;
        return null;
      }
    },
  };
}

/** No tile server at all (MAP_TILES_URL=off): always the placeholder. */
export const noTileSource: TileSource = { get: async () => null };
