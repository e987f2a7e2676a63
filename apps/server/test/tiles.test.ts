import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from './helper';

/** A stand-in OSM tile server: a fake PNG per tile, counting how often it is asked. */
const requests: string[] = [];
let failing = false;
const upstream = createServer((request, response) => {
  requests.push(request.url ?? '');
  if (failing) {
    response.writeHead(503).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'image/png' });
  response.end(Buffer.from(`tile ${request.url}`));
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const { port } = upstream.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describeApi(
  'map tiles through the server',
  (h) => {
    const get = (url: string) => h.app.inject({ method: 'GET', url });

    it('fetches a tile from the tile server once and serves it from memory after', async () => {
      const first = await get('/api/tiles/14/8291/6119.png');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.body).toBe('tile /14/8291/6119.png');
      expect(first.headers['cache-control']).toContain('max-age=86400');
      const before = requests.length;
      const again = await get('/api/tiles/14/8291/6119.png');
      expect(again.body).toBe('tile /14/8291/6119.png');
      expect(requests.length).toBe(before);
    });

    it('refuses tiles that cannot exist', async () => {
      for (const url of [
        '/api/tiles/20/0/0.png',
        '/api/tiles/2/4/0.png',
        '/api/tiles/2/0/-1.png',
        '/api/tiles/a/b/c.png',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
    });

    it('serves a real placeholder PNG, briefly cached, when the tile server fails', async () => {
      failing = true;
      const res = await get('/api/tiles/3/1/1.png');
      failing = false;
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(res.headers['cache-control']).toContain('max-age=60');
      // The server then leaves the tile server alone for a while instead of waiting on it.
      const before = requests.length;
      const next = await get('/api/tiles/3/2/2.png');
      expect(next.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(requests.length).toBe(before);
    });
  },
  { env: { MAP_TILES_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` } },
);

describeApi(
  'map tiles offline',
  (h) => {
    it('never leaves the machine with MAP_TILES_URL=off', async () => {
      const before = requests.length;
      const res = await h.app.inject({ method: 'GET', url: '/api/tiles/0/0/0.png' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(requests.length).toBe(before);
    });
  },
  { env: { MAP_TILES_URL: 'off' } },
);
