import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { withMigratedDatabase } from './cli';
import { isEmpty, seedFirstOperator } from './seed';

// `pnpm first-operator --permalink taxi --name "Taxi Example" --domain taxi.example.com
// --email ops@example.com --phone +34600000000 [--currency EUR]`: on an empty database,
// the operator's grouping, its domain and its account, whose password is printed once.
const { values } = parseArgs({
  options: {
    permalink: { type: 'string' },
    name: { type: 'string' },
    domain: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    currency: { type: 'string', default: 'EUR' },
  },
});
const missing = ['permalink', 'name', 'domain', 'email', 'phone'].filter(
  (name) => !values[name as keyof typeof values],
);
if (missing.length) {
  console.error(`Missing: ${missing.map((name) => `--${name}`).join(' ')}`);
  process.exit(2);
}
await withMigratedDatabase(async (db) => {
  if (!(await isEmpty(db))) {
    console.error('The database already has a grouping; nothing created.');
    process.exitCode = 1;
    return;
  }
  const password = randomBytes(12).toString('base64url');
  await seedFirstOperator(db, {
    permalink: values.permalink!,
    name: values.name!,
    domain: values.domain!.toLowerCase(),
    email: values.email!.toLowerCase(),
    phone: values.phone!,
    currency: values.currency!,
    password,
  });
  console.info(`Operator ${values.email} created. Password (shown once): ${password}`);
});
