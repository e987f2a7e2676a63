import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/database';
import { testEnv } from '../src/env';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { DEMO_PASSWORD, describeApi, seededPglite } from './helper';
import { smtpStandIn } from './smtp-stand-in';

const smtp = smtpStandIn();
const { received } = smtp;
const smtpPort = await smtp.listen();
afterAll(smtp.close);

describeApi(
  'outbox over SMTP',
  (h) => {
    it('stores the email, sends it through SMTP and marks it delivered', async () => {
      const res = await h.call('POST', '/api/customer/password/recover/', {
        body: { email: 'client@example.com' },
      });
      expect(res.statusCode).toBe(200);
      await h.app.ctx.outbox.drain();
      const mail = received.find((m) => m.to.includes('client@example.com'));
      expect(mail?.raw).toMatch(/reset_password/);
      const row = await h.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', 'client@example.com')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.delivered_at).not.toBeNull();
      expect(row.error).toBeNull();
    });

    it('shows the outbox at the development route and page', async () => {
      const json = await h.call('GET', '/api/dev/outbox/?limit=5');
      expect(json.statusCode).toBe(200);
      expect(json.json()[0]).toMatchObject({ channel: 'email', recipient: 'client@example.com' });
      const page = await h.call('GET', '/api/dev/outbox/page/');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('client@example.com');
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, shareDatabase: true },
);

describeApi(
  'production mode',
  (h) => {
    it('has no outbox route', async () => {
      expect((await h.call('GET', '/api/dev/outbox/')).statusCode).toBe(404);
      expect((await h.call('GET', '/api/dev/outbox/page/')).statusCode).toBe(404);
    });

    it('has no API document unless API_DOCS says so', async () => {
      expect((await h.call('GET', '/api/docs/json')).statusCode).toBe(404);
    });
  },
  { env: { NODE_ENV: 'production', API_DOCS: 'false' }, shareDatabase: true },
);

// The blocks below read what the seed holds (and only the first writes, an outbox row):
// one database per engine for all five, each block with its own app and settings.
describeApi(
  'the development outbox',
  (h) => {
    it('answers only callers on this machine, whatever they forward', async () => {
      const local = await h.call('GET', '/api/dev/outbox/');
      expect(local.statusCode).toBe(200);
      for (const remoteAddress of ['192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
        const res = await h.app.inject({
          method: 'GET',
          url: '/api/dev/outbox/',
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(res.statusCode).toBe(404);
      }
    });
  },
  { shareDatabase: true },
);

describeApi(
  'behind a TLS proxy',
  (h) => {
    it('pins TLS (HSTS) only on answers that came over https', async () => {
      const plain = await h.call('GET', '/api/content/usuario_info/');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const tls = await h.call('GET', '/api/content/usuario_info/', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  },
  { env: { TRUST_PROXY: '127.0.0.1' }, shareDatabase: true },
);

describeApi(
  'HTTP protections',
  (h) => {
    it('sends helmet security headers', async () => {
      const res = await h.call('GET', '/api/content/usuario_info/');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers[name]).toBe(value);
      }
      // A refusal and an unknown route carry them as well.
      for (const refused of [
        await h.call('GET', '/api/token/valid/'),
        await h.call('GET', '/api/no-such-route/'),
      ]) {
        expect(refused.statusCode).toBeGreaterThanOrEqual(400);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect(refused.headers[name]).toBe(value);
        }
      }
      // Over plain HTTP: a header that pins TLS means nothing here (see 'behind a TLS proxy').
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['parada-payments']).toBe('sandbox');
    });

    it('answers 413 to a body over the limit, and 415 to an unknown content type', async () => {
      const big = await h.app.inject({
        method: 'POST',
        url: '/api/authenticate/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'y' }),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toHaveProperty('error');
      const odd = await h.app.inject({
        method: 'POST',
        url: '/api/authenticate/',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'a=b',
      });
      expect(odd.statusCode).toBe(415);
    });

    it('answers unknown routes with a JSON 404', async () => {
      const res = await h.call('GET', '/api/nothing/here/');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found' });
    });

    it('serves the OpenAPI document of every route', async () => {
      const res = await h.call('GET', '/api/docs/json');
      expect(res.statusCode).toBe(200);
      const paths = Object.keys(res.json().paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/authenticate',
          '/api/token/valid',
          '/api/customer/employee/{id}',
          '/api/service_types',
          '/api/configuration/domain',
          '/api/admin/agrupations',
        ]),
      );
      expect((await h.call('GET', '/api/docs/')).statusCode).toBe(200);
    });
  },
  { shareDatabase: true },
);

describe('failures and shutdown', () => {
  let db: Db;
  let drop = async () => {};
  const logs: string[] = [];
  beforeAll(async () => {
    // The run's seeded copy: migrating a PGlite from nothing took over the 60 s hook limit
    // beside the story run in CI.
    ({ db, drop } = await seededPglite());
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const build = () =>
    buildApp({
      env: testEnv({ LOG_LEVEL: 'info', PASSWORD_HASH_COST: '10' }),
      db,
      logStream: { write: (line: string) => void logs.push(line) },
    });

  it('hides a failure behind the generic message and logs no token or password', async () => {
    const app = await build();
    app.get('/api/boom', async () => {
      throw new Error('database exploded at /secret/path');
    });
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/api/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong! Please try again.' });
    expect(res.body).not.toContain('exploded');

    const login = await app.inject({
      method: 'POST',
      url: '/api/authenticate/',
      payload: { username: 'client@example.com', password: DEMO_PASSWORD },
    });
    const token = login.json().token as string;
    await app.inject({
      method: 'GET',
      url: '/api/token/valid/',
      headers: { authorization: `Token ${token}` },
    });
    await app.close();
    const all = logs.join('\n');
    expect(all).toContain('database exploded');
    expect(all).not.toContain(token);
    expect(all).not.toContain(DEMO_PASSWORD);
  });

  it('lets in-flight requests finish on close and refuses new ones', async () => {
    const app = await build();
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/api/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
    await started;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/slow`)).rejects.toThrow();
  });
});
