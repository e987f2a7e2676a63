import { sql, type Kysely } from 'kysely';

// A transfer writes its Idempotency-Key in its own statement, and the key names the ledger
// transaction it wrote: a retry after the process died between the commit and the answer
// (the key still 'running') answers from that transaction instead of moving money again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN result_id integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys DROP COLUMN IF EXISTS result_id`.execute(db);
}
