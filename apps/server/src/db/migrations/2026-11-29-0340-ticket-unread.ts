import { sql, type Kysely } from 'kysely';

// Support's inbox: a ticket is unread for the operator's people from the moment its
// customer writes (opening it, or answering in it) until one of them opens it. Tickets
// there already count as unread: nobody in the console has opened them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tickets ADD COLUMN operator_unread boolean NOT NULL DEFAULT true`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tickets DROP COLUMN IF EXISTS operator_unread`.execute(db);
}
