import { sql, type Kysely } from 'kysely';

// A room is charged only for a stay reception knows: a stay carries the guest's name as
// reception wrote it and who registered it, a guest from a room card asks for the room
// account and reception answers, and a hotel caps what one stay may owe beside the per-ride
// limit. The lobby kiosk is left with the staff's password or a PIN the hotel sets, kept
// hashed like a password.
const UP = [
  sql`ALTER TABLE hotel_settings
    ADD COLUMN room_stay_limit_cents integer NOT NULL DEFAULT 50000
      CHECK (room_stay_limit_cents BETWEEN 1 AND 100000000),
    ADD COLUMN kiosk_pin_hash text`,
  sql`ALTER TABLE room_stays
    ADD COLUMN guest_name text,
    ADD COLUMN registered_by integer REFERENCES users(id) ON DELETE SET NULL`,
  sql`CREATE TABLE room_requests (
    id serial PRIMARY KEY,
    hotel_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    guest_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    room text NOT NULL,
    state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
    stay_id integer REFERENCES room_stays(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by integer REFERENCES users(id) ON DELETE SET NULL,
    CHECK (state <> 'approved' OR stay_id IS NOT NULL)
  )`,
  // One request of a guest waits at a time; asking again while it waits is the same request.
  sql`CREATE UNIQUE INDEX room_requests_guest_pending ON room_requests (guest_id)
    WHERE state = 'pending'`,
  sql`CREATE INDEX room_requests_hotel ON room_requests (hotel_id, state, id DESC)`,
  sql`CREATE INDEX room_requests_stay ON room_requests (stay_id) WHERE stay_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS room_requests`.execute(db);
  await sql`ALTER TABLE room_stays DROP COLUMN IF EXISTS guest_name,
    DROP COLUMN IF EXISTS registered_by`.execute(db);
  await sql`ALTER TABLE hotel_settings DROP COLUMN IF EXISTS room_stay_limit_cents,
    DROP COLUMN IF EXISTS kiosk_pin_hash`.execute(db);
}
