import { withMigratedDatabase } from './cli';

// `pnpm migrate` (`node dist/migrate-cli.js`): brings the schema to the latest version and
// exits, for deployments that upgrade the database before starting the new instances.
await withMigratedDatabase(async () => {
  console.info('The database is at the latest migration.');
});
