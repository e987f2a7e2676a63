import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { preparePg, preparePglite } from './prepared';
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
    }
  /** `dataDir` undefined keeps the database in memory. */
  | { kind: 'pglite'; dataDir?: string }
) & {
  /** Told of every query sent, with its SQL and time (the bench's profile counts and prints them). */
  onQuery?: (sql: string, ms: number) => void;
};

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
    pool.on('connect', (client) => {
      client.on('error', () => {});
      preparePg(client);
    });
    const db = withReadCache(new PostgresDialect({ pool }), target.onQuery);
    postgresUrls.set(db, target.url);
    return db;
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir);
  preparePglite(pglite);
  return withReadCache(new PGliteDialect(pglite), target.onQuery);
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
