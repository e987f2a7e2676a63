import { sql, type Kysely } from 'kysely';

// Sessions expire when idle and at an absolute age, by the operator's settings (defaults
// apply to an operator without a row and to sessions older than the columns); the profile
// lists them by device. A change of email or phone keeps the old values for the undo link
// sent to the old address. Outbox deliveries count their attempts for the retry and for the
// operator's list of failures.
const UP = [
  sql`ALTER TABLE auth_tokens
    ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN user_agent text,
    ADD COLUMN root_id integer REFERENCES agrupations(id) ON DELETE SET NULL`,
  sql`CREATE INDEX auth_tokens_user_live_idx ON auth_tokens (user_id) WHERE revoked_at IS NULL`,
  sql`CREATE TABLE session_settings (
    agrupation_id integer PRIMARY KEY REFERENCES agrupations(id) ON DELETE CASCADE,
    idle_days integer NOT NULL CHECK (idle_days BETWEEN 1 AND 365),
    absolute_days integer NOT NULL CHECK (absolute_days BETWEEN 1 AND 730)
  )`,
  sql`CREATE TABLE contact_changes (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    undo_hash text NOT NULL UNIQUE,
    old_email text,
    old_phone text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  sql`ALTER TABLE outbox
    ADD COLUMN attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN last_attempt_at timestamptz`,
  sql`CREATE INDEX outbox_failed_idx ON outbox (id) WHERE error IS NOT NULL AND delivered_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS outbox_failed_idx`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN IF EXISTS attempts, DROP COLUMN IF EXISTS last_attempt_at`.execute(
    db,
  );
  await sql`DROP TABLE IF EXISTS contact_changes`.execute(db);
  await sql`DROP TABLE IF EXISTS session_settings`.execute(db);
  await sql`DROP INDEX IF EXISTS auth_tokens_user_live_idx`.execute(db);
  await sql`ALTER TABLE auth_tokens DROP COLUMN IF EXISTS last_used_at, DROP COLUMN IF EXISTS user_agent, DROP COLUMN IF EXISTS root_id`.execute(
    db,
  );
}
