import { sql, type Kysely } from 'kysely';

// Social sign-in is per grouping: each operator registers its own Google client and
// Facebook app, and a grouping without them shows no buttons and loads no provider script.
const UP = [
  sql`ALTER TABLE agrupations ADD COLUMN google_client_id text`,
  sql`ALTER TABLE agrupations ADD COLUMN facebook_app_id text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE agrupations DROP COLUMN IF EXISTS facebook_app_id`.execute(db);
  await sql`ALTER TABLE agrupations DROP COLUMN IF EXISTS google_client_id`.execute(db);
}
