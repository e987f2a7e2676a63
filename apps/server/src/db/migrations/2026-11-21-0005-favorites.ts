import { sql, type Kysely } from 'kysely';

// One statement per call: PGlite's extended protocol takes a single statement at a time.
const UP = [
  sql`CREATE TABLE favorites (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    alias text NOT NULL,
    name text NOT NULL,
    latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
    longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
    default_favorite boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX favorites_user_idx ON favorites (user_id)`,
  // The rule "one default at a time" held by the database too, whatever the code does.
  sql`CREATE UNIQUE INDEX favorites_one_default_idx ON favorites (user_id) WHERE default_favorite`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS favorites`.execute(db);
}
