import { sql, type Kysely } from 'kysely';

// A hotel may let its guests (and its staff, for a room) charge
// rides to the room, up to a limit per ride. Each stay (a room from check-in to check-out)
// has a ledger account of kind 'room' that the rides' fares are posted against, like a
// company's receivable: it holds what the stay owes, so it runs below zero and only wallets
// are held to zero or more. A settled stay is closed: the hotel has put it on the guest's
// bill, and no ride is charged to it any more. Its dates are 'YYYY-MM-DD' text on the
// hotel's clock (a `date` would come back as a Date at the server's midnight).
const UP = [
  sql`ALTER TABLE hotel_settings
    ADD COLUMN room_charges boolean NOT NULL DEFAULT false,
    ADD COLUMN room_charge_limit_cents integer NOT NULL DEFAULT 10000
      CHECK (room_charge_limit_cents BETWEEN 1 AND 100000000)`,
  sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`,
  sql`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
    CHECK (kind IN ('wallet', 'revenue', 'gateway', 'cash', 'receivable', 'room'))`,
  sql`CREATE TABLE room_stays (
    id serial PRIMARY KEY,
    hotel_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    room text NOT NULL,
    guest_id integer REFERENCES users(id) ON DELETE SET NULL,
    check_in text NOT NULL CHECK (check_in ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    check_out text NOT NULL CHECK (check_out ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    account_id integer NOT NULL UNIQUE REFERENCES ledger_accounts(id) ON DELETE RESTRICT,
    settled_at timestamptz,
    settled_by integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (check_in <= check_out)
  )`,
  sql`CREATE INDEX room_stays_hotel_room ON room_stays (hotel_id, lower(room), id DESC)`,
  // A guest has one stay at a time: the one their rides go on until it is settled.
  sql`CREATE UNIQUE INDEX room_stays_guest_open ON room_stays (guest_id)
    WHERE settled_at IS NULL AND guest_id IS NOT NULL`,
  sql`ALTER TABLE services ADD COLUMN room_stay_id integer REFERENCES room_stays(id)
    ON DELETE RESTRICT`,
  sql`CREATE INDEX services_room_stay ON services (room_stay_id) WHERE room_stay_id IS NOT NULL`,
  sql`ALTER TABLE services DROP CONSTRAINT services_payment_method_check`,
  sql`ALTER TABLE services ADD CONSTRAINT services_payment_method_check
    CHECK (payment_method IN ('cash', 'wallet', 'card', 'transfer', 'room'))`,
  sql`ALTER TABLE ride_charges DROP CONSTRAINT ride_charges_method_check`,
  sql`ALTER TABLE ride_charges ADD CONSTRAINT ride_charges_method_check
    CHECK (method IN ('cash', 'wallet', 'card', 'transfer', 'room'))`,
  // Every ride on a stay is on the room, and only those.
  sql`ALTER TABLE services ADD CONSTRAINT services_room_stay_method
    CHECK ((room_stay_id IS NULL) = (payment_method IS DISTINCT FROM 'room'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE services DROP CONSTRAINT IF EXISTS services_room_stay_method`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS room_stay_id`.execute(db);
  await sql`DROP TABLE IF EXISTS room_stays`.execute(db);
  await sql`ALTER TABLE hotel_settings DROP COLUMN IF EXISTS room_charges,
    DROP COLUMN IF EXISTS room_charge_limit_cents`.execute(db);
}
