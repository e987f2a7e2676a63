import { Agent } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  call,
  createPostgres,
  startServer,
  STARTUP_MS,
  type PrivatePostgres,
  type ServerProcess,
} from './processes';

/**
 * What the tests of a power cut between a write's commit and its answer stand on: a
 * PostgreSQL of their own, a client on it, and the servers they start (stopped after the
 * file). The first server is main.ts's plus the hook that kills it once `write` has
 * committed (crash-server.ts); the retry reaches a plain one on the same database.
 */
export function crashAfterCommit(write: 'booking' | 'transfer') {
  let postgres: PrivatePostgres;
  let db: pg.Client;
  const servers: ServerProcess[] = [];
  const started = (server: ServerProcess) => {
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    postgres = await createPostgres();
    db = new pg.Client({ connectionString: postgres.url });
  }, STARTUP_MS);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await db?.end().catch(() => {});
    await postgres?.destroy();
  });

  return {
    /** The test's own client on the database, to read what was committed. */
    db: () => db,
    /** The server that dies after the commit, with the demo's client@ signed in on it. */
    async crashingServer() {
      const server = started(
        await startServer({ DATABASE_URL: postgres.url, SEED_DEMO: 'true', NODE_ENV: 'test' }, [
          '--import',
          'tsx',
          'test/reliability/crash-server.ts',
          write,
        ]),
      );
      const agent = new Agent();
      const login = await call(server.port, agent, 'POST', '/api/authenticate/', {
        body: { username: 'client@example.com', password: 'demo1234' },
      });
      expect(login.status).toBe(200);
      await db.connect();
      const { token, user } = JSON.parse(login.body) as { token: string; user: { id: number } };
      return { server, agent, token, user };
    },
    /** The server the retry reaches, on the same database. */
    async retryServer() {
      return started(await startServer({ DATABASE_URL: postgres.url, SEED_DEMO: 'true' }));
    },
  };
}
