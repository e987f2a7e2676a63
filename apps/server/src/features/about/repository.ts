import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The cheapest statement the database must answer itself: whether it is there at all. */
export async function databaseAnswers(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
