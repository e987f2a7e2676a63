import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { preparePg } from '../src/db/prepared';
import { describeApi } from './helper';

// src/db/prepared.ts sends Kysely's reads and writes as named prepared statements on both
// engines. What it must keep: the values each type comes back as, affected-row counts,
// errors with their codes, transactions, and statements used again after a rollback.

describeApi('Prepared statements', (h) => {
  const probe = async () => {
    await sql`CREATE TABLE IF NOT EXISTS prepared_probe (
      id serial PRIMARY KEY, name text UNIQUE, at timestamptz, body jsonb, flag boolean,
      amount numeric(12, 2))`.execute(h.db);
    await sql`TRUNCATE prepared_probe`.execute(h.db);
  };
  const insert = (name: string, at: Date | null = null) =>
    sql<{
      id: number;
    }>`insert into prepared_probe (name, at, body, flag, amount) values (${name}, ${at}, ${JSON.stringify({ a: [1, 'x'] })}, ${true}, ${'12.50'}) returning id`.execute(
      h.db,
    );

  it('reads back every type as an unprepared query does', async () => {
    await probe();
    const at = new Date('2026-11-26T10:11:12.345Z');
    await insert('one', at);
    await insert('two');
    const prepared = await sql`select name, at, body, flag, amount, null::int as nothing
      from prepared_probe where name = ${'one'} and at = ${at}`.execute(h.db);
    // A leading comment keeps a text out of the prepared path: the engine's own query().
    const plain = await sql`/* unnamed */ select name, at, body, flag, amount, null::int as nothing
      from prepared_probe where name = ${'one'} and at = ${at}`.execute(h.db);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.rows).toEqual([
      { name: 'one', at, body: { a: [1, 'x'] }, flag: true, amount: '12.50', nothing: null },
    ]);
    // Later runs of a text a connection has prepared are Bind and Execute only (no
    // Describe on PostgreSQL): the columns' names and parsers are the first run's.
    for (let run = 0; run < 3; run++) {
      const again = await sql`select name, at, body, flag, amount, null::int as nothing
        from prepared_probe where name = ${'one'} and at = ${at}`.execute(h.db);
      expect(again.rows).toEqual(plain.rows);
      const other = await sql`select name, at, body, flag, amount, null::int as nothing
        from prepared_probe where name = ${'two'} and at is null and ${at}::timestamptz is not null`.execute(
        h.db,
      );
      expect(other.rows).toEqual([
        {
          name: 'two',
          at: null,
          body: { a: [1, 'x'] },
          flag: true,
          amount: '12.50',
          nothing: null,
        },
      ]);
    }
    const none =
      await sql`select name from prepared_probe where at is null and name = ${null}`.execute(h.db);
    expect(none.rows).toEqual([]);
  });

  it('counts the rows a write touched', async () => {
    await probe();
    await insert('a');
    await insert('b');
    const updated =
      await sql`update prepared_probe set flag = ${false} where flag = ${true}`.execute(h.db);
    expect(updated.numAffectedRows).toBe(2n);
    const again = await sql`update prepared_probe set flag = ${false} where flag = ${true}`.execute(
      h.db,
    );
    expect(again.numAffectedRows ?? 0n).toBe(0n);
  });

  it('keeps error codes, and the statements of a rolled-back transaction work after it', async () => {
    await probe();
    await insert('taken');
    await expect(insert('taken')).rejects.toMatchObject({ code: '23505' });
    await expect(
      sql`select no_such_column from prepared_probe where id = ${1}`.execute(h.db),
    ).rejects.toMatchObject({ code: '42703' });

    await expect(
      h.db.transaction().execute(async (trx) => {
        await sql`insert into prepared_probe (name) values (${'inside'})`.execute(trx);
        await sql`insert into prepared_probe (name) values (${'taken'})`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // Nothing of the transaction stayed, and both texts it prepared run again.
    const names = await sql<{
      name: string;
    }>`select name from prepared_probe where name <> ${''} order by name`.execute(h.db);
    expect(names.rows.map((row) => row.name)).toEqual(['taken']);
    await sql`insert into prepared_probe (name) values (${'inside'})`.execute(h.db);
    await expect(
      sql`insert into prepared_probe (name) values (${'taken'})`.execute(h.db),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('serves the same text to many callers at once', async () => {
    await probe();
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, index) => insert(`n${index}`).then((r) => r.rows[0]!.id)),
    );
    expect(new Set(ids).size).toBe(40);
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        sql<{
          n: string;
        }>`select count(*)::text as n from prepared_probe where id <= ${ids[index]!}`.execute(h.db),
      ),
    );
    expect(counts.every((result) => Number(result.rows[0]!.n) >= 1)).toBe(true);
  });
});

// pg's later runs of a prepared text skip Describe and reuse the columns of that text's
// first run: those must be the same connection's, since the same text may name other
// columns elsewhere (another schema here; after a migration in production).
describe.skipIf(!process.env.DATABASE_URL)('Prepared statements on pg connections', () => {
  const url = process.env.DATABASE_URL!;
  const schemas = ['prepared_cols_a', 'prepared_cols_b'];

  it("reads each connection's own columns of one text", async () => {
    const admin = new pg.Client(url);
    await admin.connect();
    try {
      for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.query(`CREATE SCHEMA prepared_cols_a`);
      await admin.query(`CREATE TABLE prepared_cols_a.t (x int)`);
      await admin.query(`INSERT INTO prepared_cols_a.t VALUES (1)`);
      await admin.query(`CREATE SCHEMA prepared_cols_b`);
      await admin.query(`CREATE TABLE prepared_cols_b.t (y text, x bigint)`);
      await admin.query(`INSERT INTO prepared_cols_b.t VALUES ('b', 2)`);
      const connect = async (schema: string) => {
        const client = new pg.Client({
          connectionString: url,
          options: `-c search_path=${schema}`,
        });
        await client.connect();
        preparePg(client as unknown as pg.PoolClient);
        return client;
      };
      const [a, b] = [await connect(schemas[0]!), await connect(schemas[1]!)];
      try {
        // The same text on both, each run three times (the first prepares it).
        for (let run = 0; run < 3; run++) {
          const fromA = await a.query('select * from t where $1::int > 0', [1]);
          const fromB = await b.query('select * from t where $1::int > 0', [1]);
          expect(fromA.rows).toEqual([{ x: 1 }]);
          expect(fromB.rows).toEqual([{ y: 'b', x: '2' }]);
        }
      } finally {
        await a.end();
        await b.end();
      }
    } finally {
      for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });
});
