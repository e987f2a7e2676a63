import { sql, type Kysely } from 'kysely';

// The texts an operator writes, per language (docs/decisions/i18n-operator-texts.md):
// `texts` holds {field: {ca, en, es}} beside the plain column, which keeps the text in the
// grouping's default language for searches, emails and statements. Today's strings stay
// in their plain columns and serve every language until the operator writes the others.
// Extras keep their place in `agrupations.extras`: a description there is a string or
// an object of ca/en/es.
const TABLES = ['agrupations', 'commerces', 'messages'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS texts`.execute(db);
  }
}
