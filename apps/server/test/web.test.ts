import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { BRAND_PLACEHOLDERS, FIRST_PAINT_VARIANTS, firstPaintConfiguration } from '@parada/core';
import { describeApi } from './helper';

/** Built apps as Vite leaves them: panel, hotel and console built, guest not. */
const root = mkdtempSync(path.join(tmpdir(), 'parada-apps-'));
for (const app of ['panel', 'hotel', 'console', 'driver']) {
  mkdirSync(path.join(root, app, 'dist', 'assets'), { recursive: true });
  writeFileSync(
    path.join(root, app, 'dist', 'index.html'),
    `<!doctype html><html lang="es"><head><meta name="app" content="${app}"><link rel="icon" href="data:," /><title>Parada</title></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(root, app, 'dist', 'assets', 'app-1a2b.js'), `console.log('${app}')`);
}
// Big enough that compression matters, repetitive like real bundles.
const bundle = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};`;
writeFileSync(path.join(root, 'panel', 'dist', 'assets', 'index-9f8e.js'), bundle);
writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
// The first screens the build prerendered: the panel's login in two languages, each
// drawn twice (a grouping's name; its name and logo; both as placeholders).
const prerendered = (language: string, variant: string) =>
  `<!doctype html><html lang="${language}"><head><title>Parada</title><link rel="icon" href="data:," /></head><body><div id="root" data-language="${language}" data-variant="${variant}">login <h1>${BRAND_PLACEHOLDERS.name}</h1><img src="${BRAND_PLACEHOLDERS.logo}" alt="${BRAND_PLACEHOLDERS.name}"></div></body></html>`;
mkdirSync(path.join(root, 'panel', 'dist', 'prerendered'));
const files: Record<string, Record<string, string>> = {};
for (const language of ['en', 'es']) {
  files[language] = {};
  for (const variant of FIRST_PAINT_VARIANTS) {
    const file = `prerendered/login.${language}.${variant}.html`;
    writeFileSync(path.join(root, 'panel', 'dist', file), prerendered(language, variant));
    files[language][variant] = file;
  }
}
writeFileSync(
  path.join(root, 'panel', 'dist', 'prerendered', 'manifest.json'),
  JSON.stringify([{ name: 'login', pattern: '^/login(?:/(?<site_domain>[^/]+))?/?$', files }]),
);
// The panel's drawing of signed-in screens (its prerender entry built for the server): it
// draws /history from what the API answers its own call with the visit's token, as the
// app's sagas would, and says the screen is live when asked at `?live`.
mkdirSync(path.join(root, 'panel', 'dist', 'drawing'));
writeFileSync(
  path.join(root, 'panel', 'dist', 'drawing', 'entry.js'),
  `export async function drawSignedIn(visit) {
    const url = new URL(visit.url, 'http://drawn.invalid');
    if (url.pathname !== '/history') return null;
    const response = await visit.fetch(new Request('http://drawn.invalid/api/token/valid/', {
      headers: { authorization: 'Token ' + visit.token, 'accept-language': visit.language },
    }));
    if (!response.ok) return null;
    const { user } = await response.json();
    return {
      html: '<h1>Trips of ' + user.name + '</h1>',
      head: '<style>h1{color:inherit}</style>',
      state: { auth: { token: null, user: { name: user.name } } },
      pattern: '^/history/?$',
      live: url.searchParams.has('live'),
    };
  }`,
);
writeFileSync(
  path.join(root, 'panel', 'dist', 'prerendered', 'signed-in.html'),
  '<!doctype html><html lang="es"><head><title>Parada</title><link rel="icon" href="data:," /><script src="/first-screen.js"></script></head><body><div id="root"></div><template id="first-screen-parsed"></template></body></html>',
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeApi(
  'serving the built apps',
  (h) => {
    const get = (url: string, host: string, acceptLanguage?: string) =>
      h.app.inject({
        method: 'GET',
        url,
        headers: { host, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
    /** Sets what an operator would on the grouping that `domain` serves. */
    const setGroupingOf = async (
      domain: string,
      values: { analytics_id?: string; google_client_id?: string; facebook_app_id?: string },
    ) => {
      const { agrupation_id } = await h.db
        .selectFrom('domains')
        .select('agrupation_id')
        .where('domain', '=', domain)
        .executeTakeFirstOrThrow();
      await h.db.updateTable('agrupations').set(values).where('id', '=', agrupation_id).execute();
    };

    it('serves the panel on localhost and sends unknown paths to its index.html', async () => {
      const home = await get('/', 'localhost:8000');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<meta name="app" content="panel">');
      const deep = await get('/profile', 'localhost:8000');
      expect(deep.body).toContain('<meta name="app" content="panel">');
      expect(deep.headers['cache-control']).toBe('no-cache');
    });

    it("sends any other page (a signed-in visit's) in the host's configuration: colours, title, icon", async () => {
      const hotel = await h.db
        .selectFrom('domains')
        .innerJoin('agrupations', 'agrupations.id', 'domains.agrupation_id')
        .select('agrupations.permalink')
        .where('domain', '=', 'hotel.localhost')
        .executeTakeFirstOrThrow();
      const page = await get('/history', 'localhost:8000', 'ca');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<meta name="app" content="panel">');
      expect(page.body).toMatch(
        /<style id="parada-grouping-colors">:root\{--pa-colors-brand-50:#[0-9a-f]{6};/,
      );
      const carried =
        /<script type="application\/json" id="parada-configuration">(.*?)<\/script>/.exec(
          page.body,
        )?.[1];
      const configuration = (
        await h.call('GET', '/api/configuration/domain/?search=localhost', {
          headers: { 'accept-language': 'ca' },
        })
      ).json();
      // What the app's own request would bring, as the prerendered screens carry it.
      expect(JSON.parse(carried ?? 'null')).toEqual(firstPaintConfiguration(configuration));
      expect(page.body).toContain(`<title>${configuration.title}</title>`);
      expect(page.body).not.toContain('href="data:,"');
      expect(page.headers['vary']).toContain('accept-language');
      // Each host its own grouping's.
      const other = await get('/hotel', 'hotel.localhost:8000');
      expect(other.body).toContain('<meta name="app" content="hotel">');
      expect(other.body).toContain(`"permalink":"${hotel.permalink}"`);
      // The driver's app reads no configuration: its page as built, its own name.
      const driver = await get('/', 'driver.localhost:8000');
      expect(driver.body).toContain('<meta name="app" content="driver">');
      expect(driver.body).toContain('<title>Parada</title>');
      expect(driver.body).not.toContain('parada-configuration');
      expect(driver.body).not.toContain('parada-grouping-colors');
    });

    it("draws a signed-in screen the app draws so with the session's data, for that session only", async () => {
      const token = await h.login('client@example.com');
      const visit = (url: string, session: string, headers: Record<string, string> = {}) =>
        h.app.inject({
          method: 'GET',
          url,
          headers: {
            host: 'localhost:8000',
            cookie: `parada_language=ca; parada_session=${encodeURIComponent(session)}`,
            ...headers,
          },
        });
      // The app's first drawing in this process: that visit gets the app's page at once
      // while the drawing warms; the next ones are drawn.
      const first = await visit('/history', token);
      expect(first.body).toContain('<meta name="app" content="panel">');
      expect(first.body).not.toContain('data-session');
      let page = first;
      for (let i = 0; i < 50 && !page.body.includes('data-session'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        page = await visit('/history', token);
      }
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="ca">');
      expect(page.body).toContain('<h1>Trips of Clara Client</h1>');
      expect(page.body).toMatch(
        /<div id="root" data-prerendered="signed-in" data-language="ca" data-pattern="\^\/history\/\?\$" data-query="" data-session>/,
      );
      const state = /<script type="application\/json" id="parada-drawn-state">(.*?)<\/script>/.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(state ?? 'null')).toEqual({
        auth: { token: null, user: { name: 'Clara Client' } },
      });
      // The token stays in the cookie: the page never carries it.
      expect(page.body).not.toContain(token);
      // The session's own page, in the grouping's brand, which no cache keeps.
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['vary']).toContain('cookie');
      expect(page.body).toContain('<style id="parada-grouping-colors">');
      expect(page.body).not.toContain('data-start-at-once');
      // A screen following a ride under way needs its app at once.
      expect((await visit('/history?live', token)).body).toContain(
        '<div id="root" data-start-at-once data-prerendered="signed-in"',
      );
      // A refused token, a route the app does not draw, no session: the app's page as built.
      for (const plain of [
        await visit('/history', 'not-a-token'),
        await visit('/profile', token),
        await get('/history', 'localhost:8000'),
      ]) {
        expect(plain.statusCode).toBe(200);
        expect(plain.body).toContain('<meta name="app" content="panel">');
        expect(plain.body).not.toContain('data-session');
        expect(plain.headers['cache-control']).toBe('no-cache');
      }
      // The drawing itself is the server's, never a file it sends.
      expect((await get('/drawing/entry.js', 'localhost:8000')).statusCode).toBe(404);
    });

    it('picks the app by the domain: hotel.localhost gets the hotel kiosk', async () => {
      const res = await get('/hotel_history', 'hotel.localhost:8000');
      expect(res.body).toContain('<meta name="app" content="hotel">');
      const unknown = await get('/', 'somewhere.example');
      expect(unknown.body).toContain('<meta name="app" content="panel">');
    });

    it('serves the console on console.localhost and on a domain the operator gives the app console', async () => {
      expect((await get('/dispatch', 'console.localhost:8000')).body).toContain(
        '<meta name="app" content="console">',
      );
      const operator = await h.login('operator@example.com', undefined, 'demo');
      const demo = await h.db
        .selectFrom('agrupations')
        .select('id')
        .where('permalink', '=', 'demo')
        .executeTakeFirstOrThrow();
      const added = await h.call('POST', '/api/admin/domains/', {
        token: operator,
        body: { domain: 'dispatch.example.com', agrupation_id: demo.id, app: 'console' },
      });
      expect(added.statusCode).toBe(201);
      expect((await get('/fleet', 'dispatch.example.com')).body).toContain(
        '<meta name="app" content="console">',
      );
    });

    it("sends a prerendered first screen in the visitor's language and the host's colours", async () => {
      const english = await get('/login', 'localhost:8000', 'en-GB,en;q=0.9');
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('data-language="en"');
      expect(english.body).toMatch(
        /<style id="parada-grouping-colors">:root\{--pa-colors-brand-50:#[0-9a-f]{6};.*--pa-colors-bg-canvas:#[0-9a-f]{6};/,
      );
      expect(english.body).not.toContain('<title>Parada</title>');
      // The tab's icon is the grouping's from the first paint.
      expect(english.body).toMatch(
        /<link rel="icon" href="\/api\/uploads\/brand-demo-favicon[^"]*" \/>/,
      );
      expect(english.body).not.toContain('href="data:,"');
      expect(english.headers['vary']).toContain('accept-language');
      // The language the visitor chose in the app (its cookie) wins over the browser's.
      const chosen = await h.app.inject({
        method: 'GET',
        url: '/login/',
        headers: {
          host: 'localhost:8000',
          'accept-language': 'en-GB',
          cookie: 'other=1; parada_language=es',
        },
      });
      expect(chosen.body).toContain('data-language="es"');
      // No page in the language: the app's index.html, which renders it in the browser.
      const catalan = await h.app.inject({
        method: 'GET',
        url: '/login',
        headers: { host: 'localhost:8000', 'accept-language': 'ca' },
      });
      expect(catalan.body).toContain('<meta name="app" content="panel">');
      expect((await get('/profile', 'localhost:8000')).body).toContain(
        '<meta name="app" content="panel">',
      );
    });

    it("draws the grouping's name and logo into a prerendered screen, escaped, with its configuration", async () => {
      const [localhost] = await h.db
        .selectFrom('domains')
        .innerJoin('agrupations', 'agrupations.id', 'domains.agrupation_id')
        .select(['agrupations.id', 'agrupations.name', 'agrupations.logo'])
        .where('domain', '=', 'localhost')
        .execute();
      const name = `Taxis <b>"Sol"</b> & $& d'Or`;
      const logo = 'https://cdn.example/logo.png?a=1&b=2';
      await h.db
        .updateTable('agrupations')
        .set({ name, logo })
        .where('id', '=', localhost!.id)
        .execute();
      try {
        const page = await h.app.inject({
          method: 'GET',
          url: '/login',
          headers: { host: 'localhost:8000', 'accept-language': 'en' },
        });
        expect(page.body).toContain('data-variant="logo"');
        expect(page.body).toContain(
          '<h1>Taxis &lt;b&gt;&quot;Sol&quot;&lt;/b&gt; &amp; $&amp; d&#x27;Or</h1>',
        );
        expect(page.body).toContain('<img src="https://cdn.example/logo.png?a=1&amp;b=2"');
        expect(page.body).not.toContain('__parada_brand');
        // The configuration the app seeds its store with: what configuration/domain says,
        // but for what the page does not draw (links, sign-in); no value closes its tag.
        const json =
          /<script type="application\/json" id="parada-configuration">(.*?)<\/script>/.exec(
            page.body,
          )![1]!;
        expect(json).not.toContain('<');
        const api = await get('/api/configuration/domain?search=localhost', 'localhost:8000', 'en');
        expect(JSON.parse(json)).toEqual(firstPaintConfiguration(api.json()));
        // A site_domain in the path names the grouping the app will show.
        const other = await h.app.inject({
          method: 'GET',
          url: '/login/other.localhost',
          headers: { host: 'localhost:8000', 'accept-language': 'en' },
        });
        expect(other.body).not.toContain('Taxis');
        const otherName = (
          await get('/api/configuration/domain?search=other.localhost', 'localhost')
        ).json().name;
        expect(other.body).toContain(`<h1>${otherName}</h1>`);
      } finally {
        await h.db
          .updateTable('agrupations')
          .set({ name: localhost!.name, logo: localhost!.logo })
          .where('id', '=', localhost!.id)
          .execute();
      }
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

    it('sends hashed scripts compressed once, by what the browser accepts', async () => {
      // The first visitor gets a quick compression while the strongest one runs in the
      // background; later visitors get that one.
      const first = await h.app.inject({
        method: 'GET',
        url: '/assets/index-9f8e.js',
        headers: { host: 'localhost', 'accept-encoding': 'br' },
      });
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(bundle);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const br = await h.app.inject({
        method: 'GET',
        url: '/assets/index-9f8e.js',
        headers: { host: 'localhost', 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/javascript');
      expect(br.rawPayload.length).toBeLessThan(bundle.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

      const gz = await h.app.inject({
        method: 'GET',
        url: '/assets/index-9f8e.js',
        headers: { host: 'localhost', 'accept-encoding': 'gzip;q=1, br;q=0' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);

      const plain = await get('/assets/index-9f8e.js', 'localhost');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bundle);
      expect(plain.headers['cache-control']).toContain('immutable');
    });

    it('puts a strict Content-Security-Policy on the apps', async () => {
      const res = await get('/request', 'localhost');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('googletagmanager');
    });

    it('allows the analytics script only on the domain of the grouping that has it', async () => {
      await setGroupingOf('hotel.localhost', { analytics_id: 'G-TEST123' });
      const hotel = await get('/', 'hotel.localhost');
      expect(hotel.headers['content-security-policy']).toContain(
        "script-src 'self' https://www.googletagmanager.com",
      );
      const panel = await get('/', 'localhost');
      expect(panel.headers['content-security-policy']).not.toContain('googletagmanager');
    });

    it('allows a sign-in provider only where the grouping has its client id', async () => {
      const before = String(
        (await get('/login', 'other.localhost')).headers['content-security-policy'],
      );
      expect(before).not.toMatch(/google|facebook|frame-src/);
      const englishLogin = () =>
        h.app.inject({
          method: 'GET',
          url: '/login',
          headers: { host: 'other.localhost', 'accept-language': 'en' },
        });
      // The build's page has no social buttons: without them, it waits for a touch.
      expect((await englishLogin()).body).toMatch(/<div id="root" data-language/);
      const config = await h.call('GET', '/api/configuration/domain/?search=other.localhost');
      expect(config.json().social_sign_in).toEqual({ google: null, facebook: null });

      await setGroupingOf('other.localhost', {
        google_client_id: 'abc.apps.googleusercontent.com',
        facebook_app_id: '1234',
      });
      const policy = String(
        (await get('/login', 'other.localhost')).headers['content-security-policy'],
      );
      expect(policy).toContain(
        "script-src 'self' https://accounts.google.com https://connect.facebook.net",
      );
      expect(policy).toContain(
        'frame-src https://accounts.google.com https://connect.facebook.net',
      );
      expect(policy).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com");
      // With them, the page starts the app at once, which draws them.
      expect((await englishLogin()).body).toContain('<div id="root" data-start-at-once ');
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      const social = (
        await h.call('GET', '/api/configuration/domain/?search=other.localhost')
      ).json().social_sign_in;
      expect(social).toEqual({
        google: {
          client_id: 'abc.apps.googleusercontent.com',
          script_url: 'https://accounts.google.com/gsi/client',
        },
        facebook: { app_id: '1234', script_url: 'https://connect.facebook.net/en_US/sdk.js' },
      });
      // The other operator's ids open nothing on the demo's domain.
      const demo = String((await get('/login', 'localhost')).headers['content-security-policy']);
      expect(demo).not.toMatch(/google|facebook/);
    });

    it('answers 404 for a missing asset instead of the index page', async () => {
      const res = await get('/assets/gone-0000.js', 'localhost');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>');
    });

    it('answers a malformed path with a 4xx, not an error', async () => {
      for (const url of ['/%E0%A4%A', '/assets/%ZZ.js']) {
        const res = await get(url, 'localhost');
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    });

    it('keeps unknown API paths as JSON 404s', async () => {
      const res = await get('/api/nothing', 'localhost');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'No encontrado' });
    });
  },
  { env: { APPS_ROOT: root } },
);
