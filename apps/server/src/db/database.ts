import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/**
 * One Kysely over either engine: the same migrations and queries run on both, so PGlite
 * on a laptop behaves like PostgreSQL in production.
 */
export function createDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/** jsonb parameters are sent as JSON text: pg would otherwise turn JS arrays into PG arrays. */
export const json = (value: unknown): string => JSON.stringify(value);
