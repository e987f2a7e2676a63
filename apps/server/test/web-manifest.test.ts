import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { DEFAULT_COLORS } from '@parada/core';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from './helper';

/** The hotel app as its build leaves it: the page and its service worker. */
const root = mkdtempSync(path.join(tmpdir(), 'parada-sw-'));
mkdirSync(path.join(root, 'hotel', 'dist'), { recursive: true });
writeFileSync(
  path.join(root, 'hotel', 'dist', 'index.html'),
  '<!doctype html><title>hotel</title>',
);
writeFileSync(path.join(root, 'hotel', 'dist', 'sw.js'), "const VERSION = 'abc';");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Width, height and the RGB of a pixel of an 8-bit RGB PNG, read back from its bytes. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') {
      idat.push(png.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  const rgb = (x: number, y: number) => {
    const at = y * (1 + width * 3) + 1 + x * 3;
    return `#${pixels.subarray(at, at + 3).toString('hex')}`;
  };
  return { width, height, rgb };
}

describeApi('the installable app: manifest and icons', (h) => {
  const get = (url: string, host: string) =>
    h.app.inject({ method: 'GET', url, headers: { host } });

  it("gives the hotel domain its grouping's manifest, opening full-screen on the kiosk", async () => {
    const res = await get('/manifest.webmanifest', 'hotel.localhost:8000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Hotel Demo — taxi',
      short_name: 'Hotel Demo Barcelona',
      start_url: '/hotelcab',
      scope: '/',
      display: 'fullscreen',
      theme_color: DEFAULT_COLORS.main,
    });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // The kiosk's page is governed by the app's policy, which allows a same-origin manifest.
    const page = await get('/hotelcab', 'hotel.localhost:8000');
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it("another domain gets its own grouping's name and colours", async () => {
    const manifest = (await get('/manifest.webmanifest', 'other.localhost')).json();
    expect(manifest).toMatchObject({ name: 'Other Cabs', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const unknown = (await get('/manifest.webmanifest', 'nowhere.example')).json();
    expect(unknown.start_url).toBe('/');
  });

  it('draws real PNG icons of 192 and 512 px in the brand colour with the initial', async () => {
    const manifest = (await get('/manifest.webmanifest', 'hotel.localhost')).json();
    for (const size of [192, 512]) {
      const src = manifest.icons.find((icon: { sizes: string }) => icon.sizes === `${size}x${size}`)
        .src as string;
      const res = await get(src, 'hotel.localhost');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = readPng(res.rawPayload);
      expect([png.width, png.height]).toEqual([size, size]);
      expect(png.rgb(0, 0)).toBe(DEFAULT_COLORS.main);
      // "H": its left stem is ink (white on the dark purple), the middle of its top is not.
      const cell = Math.floor((size * 0.4) / 7);
      const left = Math.floor((size - cell * 5) / 2);
      const top = Math.floor((size - cell * 7) / 2);
      expect(png.rgb(left + 1, top + 1)).toBe('#ffffff');
      expect(png.rgb(left + cell * 2 + 1, top + 1)).toBe(DEFAULT_COLORS.main);
    }
  });

  it('refuses sizes it does not draw and names that are not icons', async () => {
    for (const url of ['/icons/app-64.png', '/icons/app-192.gif', '/icons/app-1e3.png']) {
      const res = await get(url, 'hotel.localhost');
      expect(res.statusCode).toBe(404);
    }
  });
});

describeApi(
  'the installable app in production mode',
  (h) => {
    const get = (url: string, host: string) =>
      h.app.inject({ method: 'GET', url, headers: { host } });

    // Up to 30 s at load 10 once (a production app's first answers); 3.8 s when quiet.
    it(
      'serves the manifest and the worker script fresh, as a script, from the site root',
      {
        timeout: 90_000,
      },
      async () => {
        const manifest = await get('/manifest.webmanifest', 'hotel.localhost');
        expect(manifest.statusCode).toBe(200);
        expect(manifest.json().start_url).toBe('/hotelcab');
        const worker = await get('/sw.js', 'hotel.localhost');
        expect(worker.statusCode).toBe(200);
        expect(worker.headers['content-type']).toMatch(/javascript/);
        // Not kept by HTTP caches: a new build's worker is found on the next check.
        expect(worker.headers['cache-control']).toContain('max-age=0');
        expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
      },
    );
  },
  { env: { NODE_ENV: 'production', API_DOCS: 'false', APPS_ROOT: root } },
);
