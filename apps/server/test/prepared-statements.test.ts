import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, POSTGRES_DRIVERS, type Db } from '../src/db/database';
import { namedStatements } from '../src/db/prepared';
import { describeApi } from './helper';
import { onAdminDatabase, postgresUrlFor } from './postgres-admin';

// src/db/prepared.ts sends Kysely's reads and writes as named prepared statements on both
// engines, and PostgreSQL may run under either client library (db/database.ts). What each
// must keep: the values each type comes back as, affected-row counts, errors with their
// codes, transactions, and statements used again after a rollback.

describeApi('Prepared statements', (h) => probes(h));

// Every PostgreSQL client library the server may run on, each on a database of its own.
for (const driver of POSTGRES_DRIVERS) {
  describe.skipIf(!process.env.DATABASE_URL)(`Prepared statements on ${driver}`, () => {
    const name = `parada_t_${randomBytes(6).toString('hex')}`;
    const h = {} as { db: Db };
    beforeAll(async () => {
      await onAdminDatabase(`CREATE DATABASE ${name}`);
      h.db = createDatabase({ kind: 'postgres', url: postgresUrlFor(name), driver });
    });
    afterAll(async () => {
      await h.db?.destroy();
      await onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
    probes(h);
  });
}

function probes(h: { db: Db }) {
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
    // Later runs of a text a connection has prepared only bind and execute it.
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
}

// A text is named the same on every connection, and each connection's statement answers
// with its own columns, since the same text may name other columns elsewhere (another
// schema here; after a migration in production).
describe.skipIf(!process.env.DATABASE_URL)('Named statements on pg connections', () => {
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
      const connect = (schema: string) =>
        new Kysely<unknown>({
          dialect: new PostgresDialect({
            pool: namedStatements(
              new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 1 }),
            ),
          }),
        });
      const [a, b] = [connect(schemas[0]!), connect(schemas[1]!)];
      try {
        // The same text on both, each run three times (the first prepares it).
        for (let run = 0; run < 3; run++) {
          const fromA = await sql`select * from t where ${1}::int > 0`.execute(a);
          const fromB = await sql`select * from t where ${1}::int > 0`.execute(b);
          expect(fromA.rows).toEqual([{ x: 1 }]);
          expect(fromB.rows).toEqual([{ y: 'b', x: '2' }]);
        }
        // Named as pg documents it: the statement is prepared on the connection.
        const prepared = await sql<{
          n: string;
        }>`select count(*)::text as n from pg_prepared_statements where statement like ${'select * from t%'}`.execute(
          a,
        );
        expect(prepared.rows).toEqual([{ n: '1' }]);
      } finally {
        await a.destroy();
        await b.destroy();
      }
    } finally {
      for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });
});
