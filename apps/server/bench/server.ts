import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase, type PostgresDriver } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';
import { benchEnv } from './env';
import { freshPostgres } from './fresh-db';
import { setPasswordHashCost } from '../src/lib/crypto';
import { ensureSystemAccount, ensureWallet, post } from '../src/features/wallet/ledger';

/**
 * The server under load, in a process of its own so the load generator does not share its
 * event loop: the real app as main.ts builds it (info logs, rate limits, helmet, every
 * plugin), on a fresh demo database, and beside it in the same process a bare Fastify that
 * answers the same bytes, the yardstick of the ratios. Driven by bench/api.ts over IPC:
 * BENCH_ENGINE is pglite or postgres (BENCH_DATABASE_URL, a database of its own);
 * BENCH_PG_DRIVER (pg, postgres-js) the client library under Kysely, the server's own
 * unless named; BENCH_REUSE_DATABASE=1 starts a second instance on a PostgreSQL database another one made.
 */

export interface BareRoute {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  status: number;
  contentType: string;
  body: string;
}

export type ToServer =
  | { type: 'bare'; routes: BareRoute[] }
  | { type: 'cpu' }
  | { type: 'memory' }
  | { type: 'drain' }
  | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; port: number }
  | { type: 'bare-ready'; port: number }
  | { type: 'cpu'; micros: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  | { type: 'drained'; ms: number }
  | { type: 'failed'; error: string };

const send = (message: FromServer) => process.send?.(message);

/** Wallets that last the run: transfers of 0.01 for minutes at a time. */
async function fundWallets(db: ReturnType<typeof createDatabase>): Promise<void> {
  const users = await db
    .selectFrom('users')
    .innerJoin('agrupations', 'agrupations.id', 'users.agrupation_id')
    .select(['users.id', 'users.agrupation_id'])
    .where('users.email', 'in', ['client@example.com', 'client2@example.com'])
    .execute();
  for (const user of users) {
    let root = await db
      .selectFrom('agrupations')
      .select(['id', 'parent_id', 'currency'])
      .where('id', '=', user.agrupation_id)
      .executeTakeFirstOrThrow();
    while (root.parent_id != null) {
      root = await db
        .selectFrom('agrupations')
        .select(['id', 'parent_id', 'currency'])
        .where('id', '=', root.parent_id)
        .executeTakeFirstOrThrow();
    }
    const wallet = await ensureWallet(db, user.id, root.id, root.currency);
    const revenue = await ensureSystemAccount(db, root.id, 'revenue', root.currency);
    await db.transaction().execute((trx) =>
      post(trx, { kind: 'opening', description: 'Bench credit' }, [
        { accountId: revenue.id, amount: -10_000_000 },
        { accountId: wallet.id, amount: 10_000_000 },
      ]),
    );
  }
}

/**
 * Waits out the requests a finished run left behind: the load generator hangs up at the
 * end of a run, but the server still works through what it had queued, and that must not
 * be billed to the next run. A query goes behind everything queued on the database, so two
 * quick ones in a row mean the backlog is gone.
 */
async function drain(db: ReturnType<typeof createDatabase>): Promise<number> {
  const started = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - started < 120_000) {
    const asked = performance.now();
    await sql`select 1`.execute(db);
    await new Promise((resolve) => setImmediate(resolve));
    quick = performance.now() - asked < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Math.round(performance.now() - started);
}

async function main() {
  const engine = process.env.BENCH_ENGINE ?? 'pglite';
  let dataDir: string | null = null;
  let db: ReturnType<typeof createDatabase>;
  if (engine === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE_URL is not set');
    const reuse = process.env.BENCH_REUSE_DATABASE === '1';
    if (!reuse) await freshPostgres(url);
    const driver = process.env.BENCH_PG_DRIVER as PostgresDriver | undefined;
    db = createDatabase({ kind: 'postgres', url, ...(driver ? { driver } : {}) });
  } else {
    // On disk, as main.ts runs it, not in memory.
    dataDir = mkdtempSync(join(tmpdir(), 'parada-bench-'));
    db = createDatabase({ kind: 'pglite', dataDir });
  }
  if (process.env.BENCH_REUSE_DATABASE !== '1') {
    await migrateToLatest(db);
    // Seeding hashes the demo passwords; login is not what is measured.
    setPasswordHashCost(10);
    await seedDemo(db);
    await fundWallets(db);
  }

  // The production logger, written nowhere but its errors: the cost of every request's log
  // lines stays in, and a failing route still says why.
  const discard = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      if (process.env.BENCH_DEBUG || /"level":(50|60)/.test(chunk.toString()))
        process.stderr.write(chunk);
      done();
    },
  });
  const app = await buildApp({
    env: benchEnv(),
    db,
    // Measured as served: the world-city index built before the first search.
    warmGazetteer: true,
    checkResponses: false,
    logStream: discard,
  });
  // BENCH_FLEET=1: the dispatcher runs (no simulated cars), as on a served instance.
  if (process.env.BENCH_FLEET === '1') app.ctx.rides.startFleet({ simulate: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  send({ type: 'ready', port: address.port });

  const bare = Fastify();
  process.on('message', (message: ToServer) => {
    if (message.type === 'bare') {
      for (const route of message.routes) {
        const body = Buffer.from(route.body);
        bare.route({
          method: route.method,
          url: route.path,
          handler: (_request, reply) => {
            reply.status(route.status).header('content-type', route.contentType).send(body);
          },
        });
      }
      bare.listen({ port: 0, host: '127.0.0.1' }).then(
        () => {
          const bareAddress = bare.server.address();
          if (bareAddress && typeof bareAddress !== 'string') {
            send({ type: 'bare-ready', port: bareAddress.port });
          }
        },
        (error: unknown) => send({ type: 'failed', error: String(error) }),
      );
    } else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', micros: user + system });
    } else if (message.type === 'memory') {
      // After a full collection, so what is left is what the streams hold (needs --expose-gc).
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ type: 'memory', rss, heapUsed });
    } else if (message.type === 'drain') {
      void drain(db).then((ms) => send({ type: 'drained', ms }));
    } else if (message.type === 'stop') {
      void (async () => {
        await bare.close();
        await app.close();
        await db.destroy();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      })();
    }
  });
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  send({
    type: 'failed',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
