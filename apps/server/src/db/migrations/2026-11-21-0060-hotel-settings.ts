import { sql, type Kysely } from 'kysely';

// A hotel's own settings: the kiosk's opening hours, the door its taxis leave from, and the
// token its room QR cards carry. Guests who sign up from a card are clients of the hotel's
// grouping with their room (and the phone they gave, which is not verified, so it never
// takes the unique account phone).
const UP = [
  sql`CREATE TABLE hotel_settings (
    agrupation_id integer PRIMARY KEY REFERENCES agrupations(id) ON DELETE CASCADE,
    opens text,
    closes text,
    pickup_name text,
    pickup_latitude double precision,
    pickup_longitude double precision,
    guest_token text NOT NULL UNIQUE,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((opens IS NULL) = (closes IS NULL)),
    CHECK ((pickup_name IS NULL) = (pickup_latitude IS NULL)),
    CHECK ((pickup_name IS NULL) = (pickup_longitude IS NULL))
  )`,
  sql`ALTER TABLE users ADD COLUMN guest_room text, ADD COLUMN guest_phone text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS guest_room, DROP COLUMN IF EXISTS guest_phone`.execute(
    db,
  );
  await sql`DROP TABLE IF EXISTS hotel_settings`.execute(db);
}
