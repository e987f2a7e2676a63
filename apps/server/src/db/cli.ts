import { loadEnvOrExit, type Env } from '../env';
import { databaseOf, type Db } from './database';
import { migrateToLatest } from './migrate';

/**
 * The frame of a database command (`pnpm migrate`, `db:seed`, `first-operator`): the
 * environment read, the database it names brought to the latest migration, `body` run on
 * it, and the database closed whatever happens.
 */
export async function withMigratedDatabase(body: (db: Db, env: Env) => Promise<void>) {
  const env = loadEnvOrExit();
  const db = databaseOf(env);
  try {
    await migrateToLatest(db);
    await body(db, env);
  } finally {
    await db.destroy();
  }
}
