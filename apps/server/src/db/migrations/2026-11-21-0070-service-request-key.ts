import { sql, type Kysely } from 'kysely';

// A booking's Idempotency-Key is committed with the ride itself, so a retry finds the ride
// even when the process died after the commit and before its answer (the key's own row in
// idempotency_keys was then never marked done). Unique per user: keys are per caller.
const UP = [
  sql`ALTER TABLE services ADD COLUMN request_key text`,
  sql`CREATE UNIQUE INDEX services_request_key ON services (user_id, request_key)
    WHERE request_key IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS services_request_key`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS request_key`.execute(db);
}
