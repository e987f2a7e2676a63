import { EnvError, loadEnv, type Env } from '../env';
import { databaseOf, type Db } from './database';
import { migrateToLatest } from './migrate';

/**
 * The frame of a database command (`pnpm migrate`, `db:seed`, `first-operator`): the
 * environment read, the database it names brought to the latest migration, `body` run on
 * it, and the database closed whatever happens. A setting that is missing or wrong is a
 * one-line message for the operator and exit code 1, not a stack trace.
 */
export async function withMigratedDatabase(body: (db: Db, env: Env) => Promise<void>) {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const db = databaseOf(env);
  try {
    await migrateToLatest(db);
    await body(db, env);
  } finally {
    await db.destroy();
  }
}
