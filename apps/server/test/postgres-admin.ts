import pg from 'pg';

/** Runs one statement on DATABASE_URL's own database (CREATE/DROP DATABASE need one). */
export async function onAdminDatabase(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL with another database name. */
export function postgresUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
