import { apiIndexSchema, healthSchema } from '@parada/core';
import { describe, expect, it } from 'vitest';
import { describeApi } from './helper';

describeApi("the API's own address and its health check", (h) => {
  describe('GET /api/', () => {
    it('names the API, its version and where the document and the health check are', async () => {
      for (const url of ['/api/', '/api']) {
        const res = await h.call('GET', url, { agrupation: null });
        expect(res.statusCode, url).toBe(200);
        const index = apiIndexSchema.parse(res.json());
        expect(index).toEqual({
          name: 'Parada API',
          version: expect.stringMatching(/^\d+\.\d+\.\d+/),
          links: { docs: '/api/docs', health: '/api/health' },
        });
      }
    });

    it('gives the same version as the OpenAPI document', async () => {
      const [index, document] = await Promise.all([
        h.call('GET', '/api/'),
        h.call('GET', '/api/docs/json'),
      ]);
      expect(document.json().info).toEqual({
        title: index.json().name,
        version: index.json().version,
      });
    });

    it('links what answers: the document page and the health check', async () => {
      const { links } = apiIndexSchema.parse((await h.call('GET', '/api/')).json());
      const docs = await h.call('GET', links.docs);
      expect(docs.statusCode).toBeLessThan(400);
      const health = await h.call('GET', links.health);
      expect(health.statusCode).toBe(200);
      expect(healthSchema.parse(health.json())).toEqual({ status: 'ok', database: 'ok' });
    });

    it('answers a write with 405, as any path with no such method', async () => {
      const res = await h.call('POST', '/api/', { body: {} });
      expect(res.statusCode).toBe(405);
    });
  });
});
