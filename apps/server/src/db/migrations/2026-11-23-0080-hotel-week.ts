import { sql, type Kysely } from 'kysely';

// The kiosk's hours per weekday, closed days included: seven entries, Monday first,
// each {opens, closes} or null. NULL for the whole column keeps the single daily hours.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE hotel_settings ADD COLUMN weekly_hours jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE hotel_settings DROP COLUMN IF EXISTS weekly_hours`.execute(db);
}
