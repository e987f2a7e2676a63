import { sql, type Kysely } from 'kysely';

// Uploads were served by their serial id, so anyone could walk every avatar. Each gets an
// unguessable key for its URL; rows from before stay unreachable rather than guessable.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE uploads ADD COLUMN key text`.execute(db);
  await sql`CREATE UNIQUE INDEX uploads_key_key ON uploads (key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS uploads_key_key`.execute(db);
  await sql`ALTER TABLE uploads DROP COLUMN IF EXISTS key`.execute(db);
}
