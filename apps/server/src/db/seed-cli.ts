import { loadEnv } from '../env';
import { setPasswordHashCost } from '../lib/crypto';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { isEmpty, seedDemo } from './seed';

// `pnpm db:seed`: migrates, then loads the demo data into an empty database, its accounts'
// passwords hashed at the cost the server will use (PASSWORD_HASH_COST).
const env = loadEnv();
setPasswordHashCost(env.PASSWORD_HASH_COST);
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
