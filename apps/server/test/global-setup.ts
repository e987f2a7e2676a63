import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/db/migrate';
import { createDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { writeWorldIndex } from '../src/features/geocoding/world-index-file';
import { setPasswordHashCost } from '../src/lib/crypto';
import { onAdminDatabase, postgresUrlFor } from './postgres-admin';
import { scratchRoot } from './pglite-copy';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory, migrated and seeded once for the run, to copy from. */
    pgliteTemplate: string;
    /** With DATABASE_URL: a PostgreSQL database, migrated and seeded once, to copy from. */
    postgresTemplate: string | null;
    /** The world cities' index, built once for the run (WORLD_INDEX_FILE). */
    worldIndexFile: string;
  }
}

/**
 * On PostgreSQL the migrations and the seed cost a database about 1.8 s (0.35 s of it
 * this process's CPU) where `CREATE DATABASE … TEMPLATE` takes 0.4 s, so every
 * describeApi block on PostgreSQL copies this one. A template must have no open
 * connection while it is copied: the pool is closed before the tests start.
 */
async function postgresTemplate(): Promise<string> {
  const name = `parada_tpl_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${name}`);
  const db = createDatabase({
    kind: 'postgres',
    url: postgresUrlFor(name),
    connectTimeoutMs: 15_000,
  });
  try {
    await migrateToLatest(db);
    await seedDemo(db);
  } finally {
    await db.destroy();
  }
  return name;
}

/**
 * A new PGlite runs initdb (about 10 s of CPU here), then the migrations and the demo seed
 * (1.5 s more). So every describeApi block on PGlite (test/helper.ts) starts from a copy of
 * this data directory, which PGlite opens in about 1.5 s of CPU (2.5 s from a tar dump,
 * which it unpacks into memory first).
 */
async function pgliteTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(scratchRoot(), 'parada-pglite-template-'));
  const pglite = new PGlite(dir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await seedDemo(db);
  // A clean shutdown: a copy starts without replaying the seed's WAL.
  await db.destroy();
  return dir;
}

export default async function setup(project: TestProject) {
  setPasswordHashCost(10);
  // PostgreSQL does its part in its own process while PGlite works in this one.
  const [dir, template] = await Promise.all([
    pgliteTemplate(),
    process.env.DATABASE_URL ? postgresTemplate() : null,
  ]);
  project.provide('pgliteTemplate', dir);
  project.provide('postgresTemplate', template);
  // Every app the workers build and every server the reliability files start would index
  // the world cities (≈ 3 s of CPU each, eight times a run): they read this file instead.
  const indexDir = await mkdtemp(path.join(tmpdir(), 'parada-world-index-'));
  const worldIndexFile = path.join(indexDir, 'world-index.v8');
  writeWorldIndex(worldIndexFile);
  project.provide('worldIndexFile', worldIndexFile);
  return async () => {
    await rm(indexDir, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
    if (template) await onAdminDatabase(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
