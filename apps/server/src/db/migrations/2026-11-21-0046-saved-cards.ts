import { sql, type Kysely } from 'kysely';

// Card rides: the gateway's token of the card a customer last paid with, and card payments
// tied to the ride charge they settle (one payment per charge, whatever retries happen).
const UP = [
  sql`CREATE TABLE saved_cards (
    user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    gateway text NOT NULL,
    token text NOT NULL,
    last4 text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`ALTER TABLE gateway_payments
    ADD COLUMN ride_charge_id integer UNIQUE REFERENCES ride_charges(id) ON DELETE SET NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE gateway_payments DROP COLUMN IF EXISTS ride_charge_id`.execute(db);
  await sql`DROP TABLE IF EXISTS saved_cards`.execute(db);
}
