import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  call,
  COMPILED,
  startServer,
  STARTUP_MS,
  type ServerProcess,
} from './processes';
import { smtpStandIn } from '../smtp-stand-in';

/**
 * The server as an operator runs it on the internet: compiled (`pnpm build`, then `node
 * dist/main.js`) with NODE_ENV=production. Without its settings it refuses to start and
 * names them; with them it serves the apps and none of the development conveniences (demo
 * accounts, outbox, sandbox payments, public API document). On PGlite, and on PostgreSQL
 * too when DATABASE_URL is set.
 */

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const DOMAIN = 'taxi.example.test';
const SETTINGS = ['PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL', 'PAYMENTS'];

/** The environment a child starts from: the machine's, without any setting under test. */
function bareEnvironment(): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of [
    ...SETTINGS,
    'PARADA_DATA_DIR',
    'SEED_DEMO',
    'API_DOCS',
    'NODE_ENV',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ]) {
    delete inherited[name];
  }
  return inherited;
}

beforeAll(async () => {
  await buildServer();
}, 120_000);

describe('reliability: production mode refuses to start without its settings', () => {
  it('exits 1 with a message naming every missing setting', async () => {
    const child = spawn(process.execPath, COMPILED, {
      cwd: serverDir,
      env: { ...bareEnvironment(), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    for (const name of SETTINGS) expect(stderr).toContain(`${name}:`);
    // A message for a person, not a stack trace.
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('exits 1 with PAYMENTS=stripe and no Stripe keys, naming them (never a silent sandbox)', async () => {
    const child = spawn(process.execPath, COMPILED, {
      cwd: serverDir,
      env: {
        ...bareEnvironment(),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        PUBLIC_URL: `https://${DOMAIN}`,
        PARADA_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'parada-stripe-')),
        SMTP_URL: 'smtp://127.0.0.1:1',
        PAYMENTS: 'stripe',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('STRIPE_SECRET_KEY');
    expect(stderr).toContain('STRIPE_WEBHOOK_SECRET');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});

const engines = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

for (const engine of engines) {
  describe(`reliability: production mode with its settings [${engine}]`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'parada-production-'));
    const smtp = smtpStandIn();
    const { received } = smtp;
    let server: ServerProcess;
    let password = '';
    let dropDatabase = async () => {};
    const agent = new Agent({ keepAlive: false });

    beforeAll(async () => {
      const smtpPort = await smtp.listen();
      const database: Record<string, string> = { PARADA_DATA_DIR: dataDir };
      if (engine === 'postgres') {
        const adminUrl = process.env.DATABASE_URL!;
        const name = `parada_prod_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        database.DATABASE_URL = url.toString();
        dropDatabase = async () => {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        };
      }
      const settings = {
        NODE_ENV: 'production',
        PUBLIC_URL: `https://${DOMAIN}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PAYMENTS: 'off',
        PASSWORD_HASH_COST: '10',
        ...database,
      };
      // An operator's first step on an empty database: its grouping and its account.
      const created = await run(
        process.execPath,
        [
          'dist/db/first-operator-cli.js',
          ...['--permalink', 'taxi', '--name', 'Taxi Example', '--domain', DOMAIN],
          ...['--email', 'ops@example.test', '--phone', '+34600111222'],
        ],
        { cwd: serverDir, env: { ...bareEnvironment(), ...settings } },
      );
      password = /shown once\): (\S+)/.exec(created.stdout)?.[1] ?? '';
      server = await startServer(
        { ...bareEnvironment(), ...settings } as Record<string, string>,
        COMPILED,
      );
    }, STARTUP_MS + 60_000);

    afterAll(async () => {
      await server?.stop();
      await smtp.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      call(server.port, agent, 'GET', url, { headers: { 'app-agrupation': 'taxi', ...headers } });

    it('has no demo accounts, and its first operator logs in', async () => {
      const demo = await call(server.port, agent, 'POST', '/api/authenticate/', {
        body: { username: 'operator@example.com', password: 'demo1234' },
        headers: { 'app-agrupation': 'taxi' },
      });
      expect(demo.status).toBe(401);
      expect(password).not.toBe('');
      const operator = await call(server.port, agent, 'POST', '/api/authenticate/', {
        body: { username: 'ops@example.test', password },
        headers: { 'app-agrupation': 'taxi' },
      });
      expect(operator.status).toBe(200);
      expect(JSON.parse(operator.body)).toHaveProperty('token');
    });

    it('has no outbox and no public API document', async () => {
      expect((await get('/api/dev/outbox/')).status).toBe(404);
      expect((await get('/api/dev/outbox/page/')).status).toBe(404);
      expect((await get('/api/docs/')).status).toBe(404);
      expect((await get('/api/docs/json')).status).toBe(404);
    });

    it('has no sandbox: no sandbox mark, no card recharge, no sandbox bank page', async () => {
      const config = await get(`/api/configuration/domain/?search=${DOMAIN}`);
      expect(config.status).toBe(200);
      expect(config.headers['parada-payments']).toBeUndefined();
      expect(JSON.parse(config.body)).toMatchObject({ card_payments: 'off' });
      const confirm = await call(
        server.port,
        agent,
        'POST',
        `/api/gateway/sandbox/rch_${'0'.repeat(40)}/confirm/`,
        { body: {} },
      );
      expect(confirm.status).toBe(404);
    });

    it('emails through the configured SMTP server', async () => {
      const asked = await call(server.port, agent, 'POST', '/api/customer/password/recover/', {
        body: { email: 'ops@example.test' },
        headers: { 'app-agrupation': 'taxi' },
      });
      expect(asked.status).toBe(200);
      for (let i = 0; i < 100 && !received.length; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(received[0]?.to).toEqual(['ops@example.test']);
      expect(received[0]?.raw).toContain(`https://${DOMAIN}/reset_password/`);
    });

    it('serves the apps: the page and its script', async () => {
      const page = await get('/', { host: DOMAIN, accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
      expect(script).toBeDefined();
      const asset = await get(script!, { host: DOMAIN });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toContain('javascript');
    });
  });
}
