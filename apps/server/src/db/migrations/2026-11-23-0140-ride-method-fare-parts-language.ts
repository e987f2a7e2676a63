import { sql, type Kysely } from 'kysely';

// My trips shows how a ride is paid and what its price is made of, and every
// email and SMS is written in its recipient's language.
// - services.payment_method: the kind resolved when the ride is booked (the method chosen,
//   else the payer's default), so a list can name it before any charge exists.
// - services.fare_parts: the priced parts in cents ({kind, cents, label}), summing to
//   fare_cents; null for metered rides and rides booked before this migration.
// - users.language: the language the user last chose in an app; null until they choose.
// - agrupations.default_language: what an operator writes in to someone who never chose.
const UP = [
  sql`ALTER TABLE services ADD COLUMN payment_method text
    CHECK (payment_method IN ('cash', 'wallet', 'card', 'transfer'))`,
  sql`UPDATE services SET payment_method = m.type
    FROM payment_methods m WHERE m.id = services.payment_method_id`,
  sql`ALTER TABLE services ADD COLUMN fare_parts jsonb`,
  sql`ALTER TABLE users ADD COLUMN language text CHECK (language IN ('ca', 'en', 'es'))`,
  sql`ALTER TABLE agrupations ADD COLUMN default_language text NOT NULL DEFAULT 'es'
    CHECK (default_language IN ('ca', 'en', 'es'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE agrupations DROP COLUMN IF EXISTS default_language`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS language`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS fare_parts`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS payment_method`.execute(db);
}
