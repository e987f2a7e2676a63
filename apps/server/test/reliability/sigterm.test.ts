import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, STARTUP_MS, type ServerProcess } from './processes';

/**
 * SIGTERM with requests in flight, against the real server process (`node --import tsx
 * src/main.ts`): every request already in flight finishes with its normal answer, a new
 * request on an open connection gets 503 (a new connection is refused: nothing listens),
 * an open event stream is ended, and the process exits 0 within 10 s.
 */

describe('reliability: SIGTERM with requests in flight', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parada-sigterm-'));
  let server: ServerProcess;

  beforeAll(async () => {
    // PGlite in a folder of its own, whatever the machine's DATABASE_URL says.
    server = await startServer({
      PARADA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Real password hashing keeps log-ins in flight long enough to be caught by SIGTERM.
      PASSWORD_HASH_COST: '14',
    });
  }, STARTUP_MS + 30_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes what is in flight, answers 503 to new requests and exits 0 within 10 s', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const login = { username: 'client@example.com', password: 'demo1234' };
    // Warm the sockets so later requests can arrive on open connections.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call(server.port, agent, 'GET', '/api/content/usuario_info/'),
      ),
    );
    const inFlight = Array.from({ length: 8 }, () =>
      call(server.port, agent, 'POST', '/api/authenticate/', { body: login }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(server.port, agent, 'GET', '/api/content/usuario_info/'),
      ),
    );
    const finished = await Promise.all(inFlight);
    const { code, at } = await server.exit;

    expect(finished.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of finished) expect(JSON.parse(answer.body)).toHaveProperty('token');
    // A late request is never served: a 503 while the server drains, a refused connection
    // once it stopped listening, or a reset when it lands on a keep-alive socket in the
    // instant the server closes it on its way out (a client retries those).
    for (const answer of late) expect([503, 'refused', 'reset']).toContain(answer.status);
    expect(late.some((answer) => answer.status === 503 || answer.status === 'refused')).toBe(true);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
  }, 60_000);
});
