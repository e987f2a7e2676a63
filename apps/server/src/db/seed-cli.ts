import { setPasswordHashCost } from '../lib/crypto';
import { withMigratedDatabase } from './cli';
import { isEmpty, seedDemo } from './seed';

// `pnpm db:seed`: migrates, then loads the demo data into an empty database, its accounts'
// passwords hashed at the cost the server will use (PASSWORD_HASH_COST).
await withMigratedDatabase(async (db, env) => {
  if (!(await isEmpty(db))) {
    console.info('The database already has data; nothing seeded.');
    return;
  }
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  await seedDemo(db);
  console.info('Demo data seeded.');
});
