import { sql, type Kysely } from 'kysely';

// The console: an app of its own on an operator's domains; a cancelled ride keeps the reason
// the operator gave (the client reads it); a ride's log records who assigned it a driver.
const UP = [
  sql`ALTER TABLE domains DROP CONSTRAINT IF EXISTS domains_app_check`,
  sql`ALTER TABLE domains ADD CONSTRAINT domains_app_check
    CHECK (app IN ('panel', 'hotel', 'guest', 'console'))`,
  sql`ALTER TABLE domain_claims DROP CONSTRAINT IF EXISTS domain_claims_app_check`,
  sql`ALTER TABLE domain_claims ADD CONSTRAINT domain_claims_app_check
    CHECK (app IN ('panel', 'hotel', 'guest', 'console'))`,
  sql`ALTER TABLE services ADD COLUMN cancel_reason text`,
  sql`ALTER TABLE service_events DROP CONSTRAINT IF EXISTS service_events_kind_check`,
  sql`ALTER TABLE service_events ADD CONSTRAINT service_events_kind_check
    CHECK (kind IN ('status', 'offer', 'offer_expired', 'offer_declined', 'assigned', 'reoffered'))`,
  sql`CREATE INDEX audit_log_object ON audit_log (root_agrupation_id, object_type, object_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS audit_log_object`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS cancel_reason`.execute(db);
}
