import { sql, type Kysely } from 'kysely';

// A stream ticket remembers the session it was traded for, so a stream opened with it
// stops when that session is revoked (log-out, password change, account closed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stream_tickets ADD COLUMN token_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stream_tickets DROP COLUMN IF EXISTS token_hash`.execute(db);
}
