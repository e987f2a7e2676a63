import { sql, type Kysely } from 'kysely';

// The driver's app: a domain may serve it (and the operator console, built beside it, so
// either migration leaves both allowed); a ride carries the four digits its rider shows
// the driver at the pick-up, asked for only where the operator turns boarding codes on;
// the driver's typed fare stays within the operator's limits.
const UP = [
  sql`ALTER TABLE domains DROP CONSTRAINT IF EXISTS domains_app_check`,
  sql`ALTER TABLE domains ADD CONSTRAINT domains_app_check
    CHECK (app IN ('panel', 'hotel', 'guest', 'driver', 'console'))`,
  sql`ALTER TABLE domain_claims DROP CONSTRAINT IF EXISTS domain_claims_app_check`,
  sql`ALTER TABLE domain_claims ADD CONSTRAINT domain_claims_app_check
    CHECK (app IN ('panel', 'hotel', 'guest', 'driver', 'console'))`,
  sql`ALTER TABLE services ADD COLUMN boarding_code text
    CHECK (boarding_code IS NULL OR boarding_code ~ '^[0-9]{4}$')`,
  sql`ALTER TABLE payment_settings
    ADD COLUMN boarding_code boolean NOT NULL DEFAULT false,
    ADD COLUMN driver_fare_max_cents integer NOT NULL DEFAULT 50000
      CHECK (driver_fare_max_cents BETWEEN 0 AND 100000000),
    ADD COLUMN no_show_wait_s integer NOT NULL DEFAULT 300
      CHECK (no_show_wait_s BETWEEN 0 AND 86400)`,
  sql`ALTER TABLE services ADD COLUMN arrived_at timestamptz`,
  // The driver waited the operator's time at the pick-up and nobody came: the operator's
  // cancellation fee is charged as for a rider's late cancellation.
  sql`ALTER TABLE services ADD COLUMN no_show boolean NOT NULL DEFAULT false`,
  // A driver's earnings: their completed rides by when they ended.
  sql`CREATE INDEX services_driver_completed ON services (driver_id, ended_at)
    WHERE status_code = 8`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS services_driver_completed`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS no_show`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS arrived_at`.execute(db);
  await sql`ALTER TABLE payment_settings DROP COLUMN IF EXISTS boarding_code,
    DROP COLUMN IF EXISTS driver_fare_max_cents, DROP COLUMN IF EXISTS no_show_wait_s`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS boarding_code`.execute(db);
}
