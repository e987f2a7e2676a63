import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, TestRunner } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { createDatabase, type Db } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { testEnv, type Env } from '../src/env';
import { setPasswordHashCost } from '../src/lib/crypto';
import { copyDataDir } from './pglite-copy';
import { onAdminDatabase, postgresUrlFor } from './postgres-admin';

export { DEMO_PASSWORD };

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI, and this machine). */
const ENGINES = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])] as const;

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  agrupation?: string | null;
  language?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  engine: string;
  call(
    method: InjectOptions['method'],
    url: string,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /** Logs in a seeded or created account and returns its token. */
  login(username: string, password?: string, grouping?: string): Promise<string>;
  /** The newest outbox message to a recipient. */
  lastMessage(recipient: string): Promise<{ subject: string | null; body: string } | undefined>;
}

/**
 * A fresh PGlite database, a copy of the run's template (test/global-setup.ts): migrated
 * and seeded, and started; `drop` removes its copy once the database is destroyed.
 * PGlite starts on its first query (the WASM, the data directory, PostgreSQL's own start):
 * tens of seconds on a loaded CI machine, which belong to the hook that makes the database
 * (60 s), not to whichever test happens to query first (30 s, and about something else).
 */
export async function seededPglite(
  onQuery?: QueryHook,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const copy = await copyDataDir(inject('pgliteTemplate'));
  const db = createDatabase({ kind: 'pglite', dataDir: copy.dir, ...(onQuery && { onQuery }) });
  await sql`select 1`.execute(db);
  return { db, drop: copy.remove };
}

/** Told of every statement the database runs (a test that counts a route's statements). */
type QueryHook = (sql: string, ms: number) => void;

/** A fresh database, a copy of the run's template (test/global-setup.ts): migrated and seeded. */
async function createTestDatabase(
  engine: string,
  onQuery?: QueryHook,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (engine === 'pglite') return seededPglite(onQuery);
  const name = `parada_t_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  // A whole suite on two busy cores can keep a connection waiting past the server's 2 s; the
  // tests that are about that wait (reliability/) start servers of their own.
  const db = createDatabase({
    kind: 'postgres',
    url: postgresUrlFor(name),
    connectTimeoutMs: 15_000,
    ...(onQuery && { onQuery }),
  });
  return {
    db,
    drop: () => onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

type TestDatabase = { db: Db; drop: () => Promise<void> };

/**
 * Per file (its suite), per engine: the database its `shareDatabase` blocks use, made by
 * the first of them and removed once the file's tests are done.
 */
const sharedDatabases = new WeakMap<object, Map<string, Promise<TestDatabase>>>();

function fileDatabase(engine: string): () => Promise<TestDatabase> {
  const suite = TestRunner.getCurrentSuite();
  let databases = sharedDatabases.get(suite);
  if (!databases) {
    const made = new Map<string, Promise<TestDatabase>>();
    sharedDatabases.set(suite, made);
    afterAll(async () => {
      for (const pending of made.values()) {
        const { db, drop } = await pending;
        await db.destroy();
        await drop();
      }
    });
    databases = made;
  }
  const map = databases;
  return () => {
    let pending = map.get(engine);
    if (!pending) map.set(engine, (pending = createTestDatabase(engine)));
    return pending;
  };
}

/**
 * Runs `body` once per engine on a freshly migrated and seeded database with its own app,
 * shared by the tests of that block. With `shareDatabase`, the blocks of a file that ask
 * for it use one database per engine, each with its own app (1.5–2 s of CPU saved per
 * block): only for blocks whose tests cannot see each other's rows.
 */
export function describeApi(
  title: string,
  body: (h: Harness) => void,
  options: {
    env?: Partial<Record<keyof Env, string>>;
    build?: Partial<BuildOptions>;
    onQuery?: QueryHook;
    shareDatabase?: boolean;
  } = {},
) {
  if (options.shareDatabase && options.onQuery) {
    throw new Error('a block that counts its statements needs a database of its own');
  }
  for (const engine of ENGINES) {
    const shared = options.shareDatabase ? fileDatabase(engine) : undefined;
    describe(`${title} [${engine}]`, () => {
      let drop: () => Promise<void> = async () => {};
      const h = { engine } as Harness;

      beforeAll(async () => {
        setPasswordHashCost(10);
        if (shared) {
          h.db = (await shared()).db;
        } else {
          const created = await createTestDatabase(engine, options.onQuery);
          drop = created.drop;
          h.db = created.db;
        }
        h.app = await buildApp({
          env: testEnv({
            AUTH_RATE_LIMIT: '1000',
            PASSWORD_HASH_COST: '10',
            // The world cities indexed once for the run (global-setup.ts), not once a worker.
            WORLD_INDEX_FILE: inject('worldIndexFile'),
            ...options.env,
          }),
          db: h.db,
          ...options.build,
        });
        await h.app.ready();
      });

      afterAll(async () => {
        await h.app?.close();
        // A shared database outlives the block: the file's own afterAll removes it.
        if (shared) return;
        await h.db?.destroy();
        await drop();
      });

      h.call = (method, url, opts = {}) => {
        const headers: Record<string, string> = {
          'accept-language': opts.language ?? 'en',
          ...opts.headers,
        };
        if (opts.agrupation !== null) headers['app-agrupation'] = opts.agrupation ?? 'demo';
        if (opts.token) headers.authorization = `Token ${opts.token}`;
        return h.app.inject({
          method,
          url,
          headers,
          ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
        });
      };
      h.login = async (username, password = DEMO_PASSWORD, grouping = 'demo') => {
        const response = await h.call('POST', '/api/authenticate/', {
          body: { username, password },
          agrupation: grouping,
        });
        if (response.statusCode !== 200) {
          throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
        }
        return response.json<{ token: string }>().token;
      };
      h.lastMessage = (recipient) =>
        h.db
          .selectFrom('outbox')
          .select(['subject', 'body'])
          .where('recipient', '=', recipient)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();

      body(h);
    });
  }
}

/** Polls until `read` returns something truthy, or fails after `ms`. */
export async function until<T>(
  read: () => Promise<T> | T,
  ms = 15_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface OutboxRow {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest message to `recipient`, as the dev outbox route lists it. */
export async function lastSentTo(h: Harness, recipient: string): Promise<OutboxRow> {
  const res = await h.call('GET', '/api/dev/outbox/?limit=200');
  expect(res.statusCode).toBe(200);
  const row = res.json<OutboxRow[]>().find((message) => message.recipient === recipient);
  if (!row) throw new Error(`nothing sent to ${recipient}`);
  return row;
}

/** How many rows `table` holds: a refused request must have written none. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const { rows } = await sql<{
    n: string | number;
  }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

/** A 422's validation errors as field → message, for what a form would show by each field. */
export function fieldMessages(res: LightMyRequestResponse): Record<string, string> {
  const { errors } = res.json<{ errors: { field: string; message: string }[] }>();
  return Object.fromEntries(errors.map((error) => [error.field, error.message]));
}

/**
 * An Idempotency-Key as an older server, or one that died between its commit and keeping the
 * answer, leaves it: still running, with no answer to replay.
 */
export async function forgetKeptAnswer(db: Db, key: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'running',
      response_status: null,
      response_content_type: null,
      response_body: null,
    })
    .where('key', '=', key)
    .execute();
}

/**
 * The app's address on a loopback port, listening from the first call on, for what inject
 * cannot do (event streams, webhooks, an HTTP client).
 */
export async function listen(h: Harness): Promise<string> {
  if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}
