import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from './helper';

/** Built apps as Vite leaves them: panel and hotel built, guest not. */
const root = mkdtempSync(path.join(tmpdir(), 'parada-apps-'));
for (const app of ['panel', 'hotel']) {
  mkdirSync(path.join(root, app, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(root, app, 'dist', 'index.html'), `<!doctype html><title>${app}</title>`);
  writeFileSync(path.join(root, app, 'dist', 'assets', 'app-1a2b.js'), `console.log('${app}')`);
}
writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeApi(
  'serving the built apps',
  (h) => {
    const get = (url: string, host: string) =>
      h.app.inject({ method: 'GET', url, headers: { host } });

    it('serves the panel on localhost and sends unknown paths to its index.html', async () => {
      const home = await get('/', 'localhost:8000');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>panel</title>');
      const deep = await get('/profile', 'localhost:8000');
      expect(deep.body).toContain('<title>panel</title>');
      expect(deep.headers['cache-control']).toContain('max-age=0');
    });

    it('picks the app by the domain: hotel.localhost gets the hotel kiosk', async () => {
      const res = await get('/hotel_history', 'hotel.localhost:8000');
      expect(res.body).toContain('<title>hotel</title>');
      const unknown = await get('/', 'somewhere.example');
      expect(unknown.body).toContain('<title>panel</title>');
    });

    it('serves hashed assets as immutable files', async () => {
      const res = await get('/assets/app-1a2b.js', 'localhost');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe("console.log('panel')");
      expect(res.headers['cache-control']).toContain('immutable');
    });

    it('answers 404 for an app that is not built and never leaves the dist folder', async () => {
      expect((await get('/', 'guest.localhost')).statusCode).toBe(404);
      const escape = await get('/..%2f..%2fsecret.txt', 'localhost');
      expect(escape.body).not.toContain('not for the web');
      const escape2 = await get('/../../secret.txt', 'localhost');
      expect(escape2.body).not.toContain('not for the web');
    });

    it('keeps unknown API paths as JSON 404s', async () => {
      const res = await get('/api/nothing', 'localhost');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'No encontrado' });
    });
  },
  { env: { APPS_ROOT: root } },
);
