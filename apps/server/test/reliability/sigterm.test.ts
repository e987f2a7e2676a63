import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * SIGTERM with requests in flight, against the real server process (`node --import tsx
 * src/main.ts`): every request already in flight finishes with its normal answer, a new
 * request on an open connection gets 503 (a new connection is refused: nothing listens),
 * an open event stream is ended, and the process exits 0 within 10 s.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Answer {
  status: number | 'refused' | 'reset';
  body: string;
}

/** One HTTP request on `agent`'s keep-alive sockets, never rejecting. */
function call(
  port: number,
  agent: Agent,
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'app-agrupation': 'demo',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', () => resolve({ status: 'reset', body: text }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code === 'ECONNREFUSED' ? 'refused' : 'reset', body: '' }),
    );
    req.end(payload);
  });
}

describe('reliability: SIGTERM with requests in flight', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parada-sigterm-'));
  let child: ChildProcess;
  let port = 0;
  let exit: Promise<{ code: number | null; at: number }>;

  beforeAll(async () => {
    port = await freePort();
    // PGlite in a folder of its own, whatever the machine's DATABASE_URL says.
    const { DATABASE_URL: _shared, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        PARADA_DATA_DIR: dataDir,
        SIM_DRIVERS: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // Real password hashing keeps log-ins in flight long enough to be caught by SIGTERM.
        PASSWORD_HASH_COST: '14',
        AUTH_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    exit = new Promise((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const agent = new Agent({ keepAlive: false });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answer = await call(port, agent, 'GET', '/api/configuration/domain/?search=localhost');
      if (answer.status === 200) break;
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes what is in flight, answers 503 to new requests and exits 0 within 10 s', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const login = { username: 'client@example.com', password: 'demo1234' };
    // Warm the sockets so later requests can arrive on open connections.
    await Promise.all(
      Array.from({ length: 8 }, () => call(port, agent, 'GET', '/api/content/usuario_info/')),
    );
    const inFlight = Array.from({ length: 8 }, () =>
      call(port, agent, 'POST', '/api/authenticate/', login),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await Promise.all(
      Array.from({ length: 8 }, () => call(port, agent, 'GET', '/api/content/usuario_info/')),
    );
    const finished = await Promise.all(inFlight);
    const { code, at } = await exit;

    expect(finished.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of finished) expect(JSON.parse(answer.body)).toHaveProperty('token');
    for (const answer of late) expect([503, 'refused']).toContain(answer.status);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
  }, 60_000);
});
