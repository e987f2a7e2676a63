import { sql, type Kysely } from 'kysely';

// The in-process list: a customer's or a company's rides on the way, newest first. With
// only (user_id, id DESC) the planner walks a long history of finished rides, or every live
// ride of every user by status, to find the few that are on the way; these partial indexes
// hold exactly the live ones (core's IN_PROCESS_STATUS_CODES when they were written:
// created, searching, assigned, on the way, in progress, at pickup). The list query spells
// the codes as literals so that a prepared statement's generic plan can still use them.
const UP = [
  sql`CREATE INDEX services_user_live ON services (user_id, id DESC)
    WHERE status_code IN (1, 2, 3, 6, 7, 10)`,
  sql`CREATE INDEX services_company_live ON services (company_id, id DESC)
    WHERE status_code IN (1, 2, 3, 6, 7, 10)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS services_company_live`.execute(db);
  await sql`DROP INDEX IF EXISTS services_user_live`.execute(db);
}
