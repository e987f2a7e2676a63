import pg from 'pg';

/** Fresh for every run, so two runs measure the same data. */
export async function freshPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusable database name ${name}`);
  // Any database the role may open will do to drop and create the bench's own.
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const attempts = [admin.toString(), process.env.DATABASE_URL].filter(Boolean) as string[];
  let lastError: unknown;
  for (const connectionString of attempts) {
    const client = new pg.Client({ connectionString });
    try {
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw lastError;
}
