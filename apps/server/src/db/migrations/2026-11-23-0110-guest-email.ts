import { sql, type Kysely } from 'kysely';

// A room-card guest may give an email instead of a phone: like guest_phone it is
// unverified, so never the unique account email. Guests are found again by hotel and room.
const UP = [
  sql`ALTER TABLE users ADD COLUMN guest_email text`,
  sql`CREATE INDEX users_guest_room ON users (agrupation_id, lower(guest_room))
    WHERE guest_room IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_guest_room`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS guest_email`.execute(db);
}
