import { sql, type Kysely } from 'kysely';

// An operator's pricing rules beyond the fare: zones drawn as GeoJSON polygons, fixed
// prices between two zones, and percent surcharges by weekday and time of day. Each row
// belongs to one grouping; a grouping without rows of a kind takes its nearest ancestor's.
const UP = [
  sql`CREATE TABLE fare_zones (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    name text NOT NULL,
    polygon jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX fare_zones_grouping ON fare_zones (agrupation_id, id)`,
  sql`CREATE TABLE fare_zone_prices (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    from_zone_id integer NOT NULL REFERENCES fare_zones(id) ON DELETE CASCADE,
    to_zone_id integer NOT NULL REFERENCES fare_zones(id) ON DELETE CASCADE,
    amount integer NOT NULL CHECK (amount >= 0),
    both_ways boolean NOT NULL DEFAULT true,
    UNIQUE (from_zone_id, to_zone_id)
  )`,
  sql`CREATE INDEX fare_zone_prices_grouping ON fare_zone_prices (agrupation_id)`,
  sql`CREATE TABLE fare_surcharges (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    label text NOT NULL,
    days jsonb NOT NULL,
    start_minute integer NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
    end_minute integer NOT NULL CHECK (end_minute >= 0 AND end_minute < 1440),
    percent integer NOT NULL CHECK (percent > 0 AND percent <= 300)
  )`,
  sql`CREATE INDEX fare_surcharges_grouping ON fare_surcharges (agrupation_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS fare_surcharges`.execute(db);
  await sql`DROP TABLE IF EXISTS fare_zone_prices`.execute(db);
  await sql`DROP TABLE IF EXISTS fare_zones`.execute(db);
}
