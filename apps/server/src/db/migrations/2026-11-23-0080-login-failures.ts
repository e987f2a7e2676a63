import { sql, type Kysely } from 'kysely';

// Failed log-ins per account (by a hash of the username as typed, so unknown names count
// too and nothing tells them apart), shared by every instance: the per-account slowdown.
const UP = [
  sql`CREATE TABLE login_failures (
    account_key text PRIMARY KEY,
    failures integer NOT NULL,
    blocked_until timestamptz,
    last_failure_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS login_failures`.execute(db);
}
