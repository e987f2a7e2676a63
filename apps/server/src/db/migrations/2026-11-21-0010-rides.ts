import { sql, type Kysely } from 'kysely';

// Rides end to end: fare models and discount codes, drivers with their vehicles, services
// with their event log, idempotency keys, share links and stream tickets.
// One statement per call: PGlite's extended protocol takes a single statement at a time.
const UP = [
  sql`CREATE TABLE fare_models (
    agrupation_id integer PRIMARY KEY REFERENCES agrupations(id) ON DELETE CASCADE,
    name text NOT NULL DEFAULT 'T1',
    time_zone text NOT NULL DEFAULT 'Europe/Madrid',
    per_minute integer NOT NULL DEFAULT 0 CHECK (per_minute >= 0),
    booking_supplement integer NOT NULL DEFAULT 0 CHECK (booking_supplement >= 0),
    night_supplement integer NOT NULL DEFAULT 0 CHECK (night_supplement >= 0),
    night_start smallint NOT NULL DEFAULT 21 CHECK (night_start BETWEEN 0 AND 23),
    night_end smallint NOT NULL DEFAULT 6 CHECK (night_end BETWEEN 0 AND 23),
    holiday_supplement integer NOT NULL DEFAULT 0 CHECK (holiday_supplement >= 0),
    holidays jsonb NOT NULL DEFAULT '[]',
    fixed_prices jsonb NOT NULL DEFAULT '[]'
  )`,
  sql`CREATE TABLE discount_codes (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    code text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('percent', 'amount')),
    value integer NOT NULL CHECK (value > 0),
    valid_until timestamptz,
    active boolean NOT NULL DEFAULT true,
    UNIQUE (agrupation_id, code)
  )`,
  sql`CREATE TABLE drivers (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE RESTRICT,
    name text NOT NULL,
    email text NOT NULL UNIQUE,
    phone text,
    password_hash text NOT NULL,
    avatar text,
    plate text NOT NULL,
    model text NOT NULL,
    seats integer NOT NULL DEFAULT 4 CHECK (seats > 0),
    languages jsonb NOT NULL DEFAULT '[]',
    simulated boolean NOT NULL DEFAULT false,
    online boolean NOT NULL DEFAULT false,
    available boolean NOT NULL DEFAULT true,
    latitude double precision,
    longitude double precision,
    heading double precision,
    position_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX drivers_updated_at ON drivers (updated_at)`,
  sql`CREATE TABLE driver_tokens (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
  )`,
  sql`CREATE TABLE services (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE RESTRICT,
    root_agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE RESTRICT,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    company_id integer REFERENCES users(id) ON DELETE SET NULL,
    type_user text NOT NULL,
    status_code integer NOT NULL,
    stops jsonb NOT NULL,
    origin_extra text,
    traveler_name text,
    traveler_phone text,
    passengers integer NOT NULL CHECK (passengers > 0),
    fare_cents integer CHECK (fare_cents >= 0),
    currency text NOT NULL,
    discount_code text,
    payment_method_id integer,
    time_zone text NOT NULL,
    scheduled_at timestamptz,
    driver_id integer REFERENCES drivers(id) ON DELETE SET NULL,
    offered_driver_id integer REFERENCES drivers(id) ON DELETE SET NULL,
    offered_at timestamptz,
    declined_driver_ids jsonb NOT NULL DEFAULT '[]',
    search_started_at timestamptz,
    ended_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX services_user ON services (user_id, id DESC)`,
  sql`CREATE INDEX services_company ON services (company_id, id DESC)`,
  sql`CREATE INDEX services_status ON services (status_code)`,
  sql`CREATE TABLE service_events (
    id bigserial PRIMARY KEY,
    service_id integer NOT NULL REFERENCES services(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('status', 'offer', 'offer_expired', 'offer_declined')),
    from_code integer,
    to_code integer,
    actor text NOT NULL,
    instance text,
    driver_id integer,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX service_events_service ON service_events (service_id, id)`,
  sql`CREATE TABLE idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    state text NOT NULL CHECK (state IN ('running', 'done')),
    locked_until timestamptz NOT NULL,
    response_status integer,
    response_body text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (scope, key)
  )`,
  sql`CREATE TABLE share_links (
    id serial PRIMARY KEY,
    service_id integer NOT NULL REFERENCES services(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
  )`,
  sql`CREATE TABLE stream_tickets (
    ticket_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
];

const DOWN = [
  'stream_tickets',
  'share_links',
  'idempotency_keys',
  'service_events',
  'services',
  'driver_tokens',
  'drivers',
  'discount_codes',
  'fare_models',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of DOWN) await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
}
