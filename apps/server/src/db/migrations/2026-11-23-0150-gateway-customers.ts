import { sql, type Kysely } from 'kysely';

// Card rides through Stripe: a card is kept for off-session charges on a Stripe
// Customer, one per user and gateway, made on first need and remembered here. A payment
// carries the token of its card until it succeeds (a 3-D Secure recharge succeeds later,
// by webhook), when the token becomes the user's saved card.
const UP = [
  sql`CREATE TABLE gateway_customers (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    gateway text NOT NULL,
    customer_ref text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, gateway)
  )`,
  sql`ALTER TABLE gateway_payments ADD COLUMN card_token text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE gateway_payments DROP COLUMN IF EXISTS card_token`.execute(db);
  await sql`DROP TABLE IF EXISTS gateway_customers`.execute(db);
}
