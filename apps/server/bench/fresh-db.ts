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

/** The bench's own PostgreSQL database, recreated each run. */
export function postgresUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const url = new URL(
    process.env.DATABASE_URL ?? 'postgres://parada:parada@127.0.0.1:5432/parada_test',
  );
  url.pathname = '/parada_bench';
  return url.toString();
}

/** Whether PostgreSQL answers at all, so a machine without it still gets the other figures. */
export async function postgresReachable(url: string): Promise<string | null> {
  const probe = new URL(url);
  probe.pathname = process.env.DATABASE_URL
    ? new URL(process.env.DATABASE_URL).pathname
    : '/postgres';
  const client = new pg.Client({
    connectionString: probe.toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}
