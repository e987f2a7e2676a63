import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PostgresJSDialect } from 'kysely-postgres-js';
import pg from 'pg';
import postgres from 'postgres';
import { namedStatements, preparePglite } from './prepared';
import { ReadCache, attachReadCache, watchWrites } from './read-cache';
import type { Database } from './schema';
import type { Env } from '../env';

export type Db = Kysely<Database>;

export type DatabaseTarget = (
  | {
      kind: 'postgres';
      url: string;
      /** The pool's wait for a connection; the server's 2 s unless a caller needs more. */
      connectTimeoutMs?: number;
      /** The client library under Kysely; `POSTGRES_DRIVER` unless a caller (the bench) picks. */
      driver?: PostgresDriver;
    }
  /** `dataDir` undefined keeps the database in memory. */
  | { kind: 'pglite'; dataDir?: string }
) & {
  /** Told of every query sent, with its SQL and time (the bench's profile counts and prints them). */
  onQuery?: (sql: string, ms: number) => void;
};

/**
 * PostgreSQL's two client libraries, each through its Kysely dialect and its public API:
 * `pg` with named prepared statements (Kysely's PostgresDialect), and Postgres.js
 * (kysely-postgres-js: prepared statements and pipelining of its own). `pnpm bench`
 * measures both side by side; the server runs on the one chosen here (docs/decisions/).
 */
export type PostgresDriver = 'pg' | 'postgres-js';
export const POSTGRES_DRIVERS: readonly PostgresDriver[] = ['pg', 'postgres-js'];
export const POSTGRES_DRIVER: PostgresDriver = 'pg';

/** How long a request waits for a pooled connection before it is refused with a 503. */
const CONNECT_TIMEOUT_MS = 2000;

const postgresUrls = new WeakMap<Db, string>();

/**
 * The connection string behind a PostgreSQL `db`, for the few things that need a session
 * of their own (LISTEN, the dispatcher's advisory lock); undefined on PGlite, where the one
 * process is the whole system.
 */
export const postgresUrlOf = (db: Db): string | undefined => postgresUrls.get(db);

/**
 * One Kysely over either engine: the same migrations and queries run on both, so PGlite
 * on a laptop behaves like PostgreSQL in production.
 */
export function createDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres' && (target.driver ?? POSTGRES_DRIVER) === 'postgres-js') {
    const db = withReadCache(
      postgresJsDialect(target.url, target.connectTimeoutMs),
      target.onQuery,
    );
    postgresUrls.set(db, target.url);
    return db;
  }
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // With PostgreSQL unreachable a request fails in this time (and is answered 503)
      // instead of queueing for a connection until the client gives up.
      connectionTimeoutMillis: target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    });
    // A connection that PostgreSQL drops (a restart, a failover) emits 'error': on the pool
    // while idle, on the client itself while a request holds it between two queries.
    // Without a listener Node treats the event as fatal and the whole process dies. The
    // request's next query fails (a 503), and pg discards the broken connection on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = withReadCache(new PostgresDialect({ pool: namedStatements(pool) }), target.onQuery);
    postgresUrls.set(db, target.url);
    return db;
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir);
  preparePglite(pglite);
  return withReadCache(new PGliteDialect(pglite), target.onQuery);
}

/**
 * Postgres.js under Kysely, its values read and written as pg's are: a jsonb parameter is
 * JSON text already (`json()` below), so it goes as it is instead of being encoded again.
 */
function postgresJsDialect(url: string, connectTimeoutMs = CONNECT_TIMEOUT_MS): Dialect {
  const sql = postgres(url, {
    max: 10,
    connect_timeout: Math.max(1, Math.ceil(connectTimeoutMs / 1000)),
    onnotice: () => {},
    types: {
      json: {
        to: 114,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        parse: (text: string) => JSON.parse(text) as unknown,
      },
    },
  });
  return new PostgresJSDialect({ postgres: sql });
}

/** The database the environment names: PostgreSQL at DATABASE_URL, else PGlite in PARADA_DATA_DIR. */
export const databaseOf = (env: Pick<Env, 'DATABASE_URL' | 'PARADA_DATA_DIR'>): Db =>
  createDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.PARADA_DATA_DIR },
  );

function withReadCache(dialect: Dialect, onQuery?: (sql: string, ms: number) => void): Db {
  const cache = new ReadCache();
  const db = new Kysely<Database>({
    dialect,
    plugins: [watchWrites(cache)],
    ...(onQuery
      ? { log: (event: LogEvent) => onQuery(event.query.sql, event.queryDurationMillis) }
      : {}),
  });
  attachReadCache(db, cache);
  return db;
}

/** jsonb parameters are sent as JSON text: pg would otherwise turn JS arrays into PG arrays. */
export const json = (value: unknown): string => JSON.stringify(value);
