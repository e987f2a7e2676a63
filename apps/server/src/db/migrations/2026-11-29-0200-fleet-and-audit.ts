import { sql, type Kysely } from 'kysely';

// The fleet as an operator runs it: vehicles of their own (a driver may drive several, a
// vehicle may serve several groupings), the driver's documents with their expiry, the
// shifts (who drove which vehicle, from when to when), and the console's audit log.
// A driver's plate, model and seats stay on `drivers` as the vehicle of the current shift,
// because every rider's screen reads them there; `vehicle_id` says which vehicle that is.
const UP = [
  sql`CREATE TABLE vehicles (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE RESTRICT,
    plate text NOT NULL,
    model text NOT NULL,
    seats integer NOT NULL DEFAULT 4 CHECK (seats > 0 AND seats < 100),
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (agrupation_id, plate)
  )`,
  sql`CREATE TABLE vehicle_groupings (
    vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    PRIMARY KEY (vehicle_id, agrupation_id)
  )`,
  sql`CREATE TABLE driver_vehicles (
    driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
    vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    PRIMARY KEY (driver_id, vehicle_id)
  )`,
  sql`CREATE INDEX driver_vehicles_vehicle ON driver_vehicles (vehicle_id)`,
  sql`ALTER TABLE drivers
    ADD COLUMN vehicle_id integer REFERENCES vehicles(id) ON DELETE SET NULL,
    ADD COLUMN suspended_at timestamptz,
    ADD COLUMN online_since timestamptz`,
  sql`CREATE TABLE driver_documents (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('licence', 'insurance', 'inspection')),
    number text NOT NULL DEFAULT '',
    expires_on date NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (driver_id, kind)
  )`,
  sql`CREATE INDEX driver_documents_expiry ON driver_documents (expires_on)`,
  sql`CREATE TABLE driver_shifts (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
    vehicle_id integer REFERENCES vehicles(id) ON DELETE SET NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    ended_at timestamptz
  )`,
  sql`CREATE UNIQUE INDEX driver_shifts_open ON driver_shifts (driver_id) WHERE ended_at IS NULL`,
  sql`CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    root_agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    actor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
    actor_name text NOT NULL,
    action text NOT NULL,
    object_type text NOT NULL,
    object_id text NOT NULL,
    before jsonb,
    after jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX audit_log_root_time ON audit_log (root_agrupation_id, id DESC)`,
  // Every driver that exists keeps driving the car written on its row.
  sql`INSERT INTO vehicles (agrupation_id, plate, model, seats)
    SELECT DISTINCT ON (agrupation_id, plate) agrupation_id, plate, model, seats
    FROM drivers ORDER BY agrupation_id, plate, id`,
  sql`INSERT INTO driver_vehicles (driver_id, vehicle_id)
    SELECT d.id, v.id FROM drivers d
    JOIN vehicles v ON v.agrupation_id = d.agrupation_id AND v.plate = d.plate`,
  sql`INSERT INTO vehicle_groupings (vehicle_id, agrupation_id)
    SELECT id, agrupation_id FROM vehicles`,
  sql`UPDATE drivers d SET vehicle_id = v.id FROM vehicles v
    WHERE v.agrupation_id = d.agrupation_id AND v.plate = d.plate`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS audit_log`.execute(db);
  await sql`DROP TABLE IF EXISTS driver_shifts`.execute(db);
  await sql`DROP TABLE IF EXISTS driver_documents`.execute(db);
  await sql`ALTER TABLE drivers DROP COLUMN IF EXISTS vehicle_id,
    DROP COLUMN IF EXISTS suspended_at, DROP COLUMN IF EXISTS online_since`.execute(db);
  await sql`DROP TABLE IF EXISTS driver_vehicles`.execute(db);
  await sql`DROP TABLE IF EXISTS vehicle_groupings`.execute(db);
  await sql`DROP TABLE IF EXISTS vehicles`.execute(db);
}
