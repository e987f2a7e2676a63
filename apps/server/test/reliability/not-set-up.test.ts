import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onAdminDatabase, postgresUrlFor } from '../postgres-admin';
import { buildServer, call, COMPILED, freePort, STARTUP_MS } from './processes';

/**
 * Production before its set-up step: the compiled server on a migrated database with no
 * grouping yet (`first-operator` not run). Every API call answers 503 in the one error
 * shape (docs/architecture.md, wire conventions), in the caller's language; a page says the same in HTML; the log says
 * once, at start, which command sets the service up; and once it has run, the same server
 * serves without a restart. On PostgreSQL when DATABASE_URL is set, else on PGlite.
 */

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const NOT_SET_UP = {
  en: 'This service is not set up yet. Please try again later',
  es: 'Este servicio aún no está configurado. Inténtalo más tarde',
  ca: 'Aquest servei encara no està configurat. Torna-ho a provar més tard',
} as const;

describe(`reliability: production before first-operator [${engine}]`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parada-not-set-up-'));
  const name = `parada_unset_${randomBytes(6).toString('hex')}`;
  const agent = new Agent({ keepAlive: false });
  let child: ChildProcess | undefined;
  let port = 0;
  let log = '';
  let settings: Record<string, string> = {};

  beforeAll(async () => {
    await buildServer();
    const database: Record<string, string> = { PARADA_DATA_DIR: dataDir };
    if (engine === 'postgres') {
      await onAdminDatabase(`CREATE DATABASE ${name}`);
      database.DATABASE_URL = postgresUrlFor(name);
    }
    const { DATABASE_URL: _shared, SEED_DEMO: _seed, ...inherited } = process.env;
    settings = {
      ...(inherited as Record<string, string>),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://taxi.example.test',
      SMTP_URL: 'smtp://127.0.0.1:1',
      PAYMENTS: 'off',
      PASSWORD_HASH_COST: '10',
      ...database,
    };
    port = await freePort();
    child = spawn(process.execPath, COMPILED, {
      cwd: serverDir,
      env: {
        ...settings,
        PORT: String(port),
        HOST: '127.0.0.1',
        SIM_DRIVERS: 'false',
        LOG_LEVEL: 'warn',
        MAP_TILES_URL: 'off',
        WORLD_INDEX_FILE: inject('worldIndexFile'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + STARTUP_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${log}`);
      const answer = await call(port, agent, 'GET', '/api/configuration/domain/?search=localhost');
      if (typeof answer.status === 'number') break;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, STARTUP_MS + 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    if (engine === 'postgres')
      await onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every API call 503 in the error shape, in the language asked for', async () => {
    for (const [language, message] of Object.entries(NOT_SET_UP)) {
      for (const [method, url, body] of [
        ['GET', '/api/configuration/domain/?search=localhost', undefined],
        ['POST', '/api/authenticate/', { username: 'ops@example.test', password: 'x' }],
        ['GET', '/api/content/usuario_info/', undefined],
      ] as const) {
        const answer = await call(port, agent, method, url, {
          body,
          headers: { 'accept-language': language, 'app-agrupation': 'taxi' },
        });
        expect(answer.status, `${method} ${url} in ${language}`).toBe(503);
        expect(answer.headers['content-type']).toContain('application/json');
        expect(JSON.parse(answer.body)).toEqual({ error: message });
      }
    }
  });

  it('answers a page 503 with a plain page saying so, in the visitor language', async () => {
    for (const [language, message] of Object.entries(NOT_SET_UP)) {
      for (const host of ['localhost', 'hotel.localhost', 'guest.localhost']) {
        const page = await call(port, agent, 'GET', '/', {
          headers: { host, accept: 'text/html', 'accept-language': language },
        });
        expect(page.status, `${host} in ${language}`).toBe(503);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain(`<html lang="${language}">`);
        expect(page.body).toContain(`<h1>${message}</h1>`);
        expect(page.body).not.toContain('<script');
      }
    }
  });

  it('names the first-operator command in the log once, as a warning, and no 500', () => {
    const warnings = log
      .split('\n')
      .filter((line) => line.includes('first-operator'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
    expect(warnings[0]!.msg).toContain('pnpm --filter @parada/server first-operator');
    expect(log).not.toContain('request failed');
  });

  it('serves as soon as first-operator has run, without a restart', async () => {
    await run(
      process.execPath,
      [
        'dist/db/first-operator-cli.js',
        ...['--permalink', 'taxi', '--name', 'Taxi Example', '--domain', 'localhost'],
        ...['--email', 'ops@example.test', '--phone', '+34600111222'],
      ],
      { cwd: serverDir, env: settings },
    );
    // The grouping tree is cached for a second (groupings/repository.ts).
    let status: number | string = 0;
    for (let i = 0; i < 50 && status !== 200; i += 1) {
      status = (await call(port, agent, 'GET', '/api/configuration/domain/?search=localhost'))
        .status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    const page = await call(port, agent, 'GET', '/', {
      headers: { host: 'localhost', accept: 'text/html' },
    });
    expect(page.status).toBe(200);
  }, 60_000);
});
