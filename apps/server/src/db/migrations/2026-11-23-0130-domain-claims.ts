import { sql, type Kysely } from 'kysely';

// A host joins a tenant only once its operator proves control of it.
// A claim waits here with its token until the well-known file or the DNS TXT record shows.
// gateway_ref is the provider's own id of a payment (Stripe's PaymentIntent id), which a
// later look-up of the payment needs.
const UP = [
  sql`CREATE TABLE domain_claims (
    id serial PRIMARY KEY,
    domain text NOT NULL,
    agrupation_id integer NOT NULL REFERENCES agrupations (id) ON DELETE CASCADE,
    app text NOT NULL CHECK (app IN ('panel', 'hotel', 'guest')),
    token text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (domain, agrupation_id, app)
  )`,
  sql`ALTER TABLE gateway_payments ADD COLUMN gateway_ref text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE gateway_payments DROP COLUMN IF EXISTS gateway_ref`.execute(db);
  await sql`DROP TABLE IF EXISTS domain_claims`.execute(db);
}
