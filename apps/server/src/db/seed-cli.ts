import { loadEnv } from '../env';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { isEmpty, seedDemo } from './seed';

// `pnpm db:seed`: migrates, then loads the demo data into an empty database.
const env = loadEnv();
const db = createDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PARADA_DATA_DIR },
);
try {
  await migrateToLatest(db);
  if (await isEmpty(db)) {
    await seedDemo(db);
    console.info('Demo data seeded.');
  } else {
    console.info('The database already has data; nothing seeded.');
  }
} finally {
  await db.destroy();
}
