import { EnvError, loadEnv } from '../env';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

// `pnpm migrate` (`node dist/migrate-cli.js`): brings the schema to the latest version and
// exits, for deployments that upgrade the database before starting the new instances.
try {
  const env = loadEnv();
  const db = createDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.PARADA_DATA_DIR },
  );
  try {
    await migrateToLatest(db);
    console.info('The database is at the latest migration.');
  } finally {
    await db.destroy();
  }
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
