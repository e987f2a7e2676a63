import { sql, type Kysely } from 'kysely';

// A kept answer is replayed as it was sent: its status, its body's bytes and the content
// type that says what those bytes are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN response_content_type text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys DROP COLUMN IF EXISTS response_content_type`.execute(db);
}
