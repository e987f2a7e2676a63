import { sql, type Kysely } from 'kysely';

// A ride booked without a destination is charged by the meter: it keeps no
// agreed fare, only the estimate shown when booking; the driver's reading becomes its fare.
const UP = [
  sql`ALTER TABLE services ADD COLUMN metered boolean NOT NULL DEFAULT false`,
  sql`ALTER TABLE services ADD COLUMN estimate_cents integer CHECK (estimate_cents >= 0)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS estimate_cents`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS metered`.execute(db);
}
