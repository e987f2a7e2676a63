import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPglite } from '../../test/helper';
import { json, type Db } from './database';
import { cached, cachedNow } from './read-cache';

let db: Db;
let drop = async () => {};
let groupingId: number;

beforeAll(async () => {
  // The run's migrated copy (test/global-setup.ts): a PGlite migrated from nothing costs
  // ten times the CPU.
  ({ db, drop } = await seededPglite());
  const row = await db
    .insertInto('agrupations')
    .values({ name: 'Before', permalink: 'cache-test', fare: json(null), zone: json(null) })
    .returning('id')
    .executeTakeFirstOrThrow();
  groupingId = row.id;
});

afterAll(async () => {
  await db.destroy();
  await drop();
});

/** The grouping's name as the cache gives it, with how many times the database was asked. */
function reader(key: string, ttlMs = 60_000) {
  let loads = 0;
  const read = () =>
    cached(db, key, ['agrupations'], ttlMs, async () => {
      loads += 1;
      const row = await db
        .selectFrom('agrupations')
        .select(['name'])
        .where('id', '=', groupingId)
        .executeTakeFirstOrThrow();
      return row;
    });
  return { read, loads: () => loads };
}

const rename = (name: string) =>
  db.updateTable('agrupations').set({ name }).where('id', '=', groupingId).execute();

describe('read cache', () => {
  it('asks the database once for a burst of the same question', async () => {
    await rename('Burst');
    const { read, loads } = reader('burst');
    const answers = await Promise.all(Array.from({ length: 20 }, read));
    expect(answers.every((answer) => answer.name === 'Burst')).toBe(true);
    expect(loads()).toBe(1);
  });

  it('asks again once the time is up', async () => {
    const { read, loads } = reader('short', 30);
    await read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await read();
    expect(loads()).toBe(2);
  });

  it('forgets at once what a write to its table changed, inside a transaction too', async () => {
    const { read } = reader('write');
    await rename('First');
    expect((await read()).name).toBe('First');
    await rename('Second');
    expect((await read()).name).toBe('Second');
    await db
      .transaction()
      .execute((trx) =>
        trx
          .updateTable('agrupations')
          .set({ name: 'Third' })
          .where('id', '=', groupingId)
          .execute(),
      );
    expect((await read()).name).toBe('Third');
  });

  it('keeps what a write to another table did not touch', async () => {
    const { read, loads } = reader('other');
    await read();
    await db
      .insertInto('contents')
      .values({
        agrupation_id: groupingId,
        key: 'usuario_info',
        language: 'en',
        title: 'Help',
        body: 'x',
      })
      .execute();
    await read();
    expect(loads()).toBe(1);
  });

  it('keeps what a write only read from, and forgets what a write in a CTE changed', async () => {
    const { read, loads } = reader('read-by-write');
    await read();
    // Written: contents. Read only: agrupations, in a subquery.
    await db
      .updateTable('contents')
      .set({ title: 'Help' })
      .where('agrupation_id', 'in', (qb) =>
        qb.selectFrom('agrupations').select('id').where('id', '=', groupingId),
      )
      .execute();
    await read();
    expect(loads()).toBe(1);
    await db
      .with('renamed', (qb) =>
        qb
          .updateTable('agrupations')
          .set({ name: 'By a CTE' })
          .where('id', '=', groupingId)
          .returning('id'),
      )
      .selectFrom('renamed')
      .select('id')
      .execute();
    expect((await read()).name).toBe('By a CTE');
    expect(loads()).toBe(2);
  });

  it('does not keep a read that a write overtook while it was in flight', async () => {
    await rename('Old');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cached(db, 'overtaken', ['agrupations'], 60_000, async () => {
      const row = await db
        .selectFrom('agrupations')
        .select(['name'])
        .where('id', '=', groupingId)
        .executeTakeFirstOrThrow();
      await gate;
      return row;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await rename('New');
    release();
    expect((await slow).name).toBe('Old');
    const { read } = reader('overtaken');
    expect((await read()).name).toBe('New');
  });

  it('forgets everything after a write in raw SQL, whose tables it cannot tell', async () => {
    const { read, loads } = reader('raw');
    await read();
    await sql`update agrupations set name = 'Raw' where id = ${groupingId}`.execute(db);
    expect((await read()).name).toBe('Raw');
    expect(loads()).toBe(2);
  });

  it('reads afresh inside a transaction, which needs what is committed now', async () => {
    let loads = 0;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 2; i += 1) {
        await cached(trx, 'in-transaction', ['agrupations'], 60_000, async () => {
          loads += 1;
          return trx.selectFrom('agrupations').select('name').execute();
        });
      }
    });
    expect(loads).toBe(2);
  });

  it('refuses a change to a shared answer instead of passing it to the next caller', async () => {
    const { read } = reader('frozen');
    const answer = await read();
    expect(() => {
      (answer as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect((await read()).name).not.toBe('Changed');
  });

  it('does not keep a failure', async () => {
    let attempts = 0;
    const flaky = () =>
      cached(db, 'failure', ['agrupations'], 60_000, async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('connection lost');
        return 'ok';
      });
    await expect(flaky()).rejects.toThrow('connection lost');
    await expect(flaky()).resolves.toBe('ok');
  });

  describe('read now (cachedNow)', () => {
    const nameNow = (key: string, loads: { count: number }) =>
      cachedNow(db, key, ['agrupations'], 60_000, async () => {
        loads.count += 1;
        return db
          .selectFrom('agrupations')
          .select(['name'])
          .where('id', '=', groupingId)
          .executeTakeFirstOrThrow();
      });

    it('is a promise until the read is done, then the same frozen value itself', async () => {
      await rename('Now');
      const loads = { count: 0 };
      const pending = nameNow('now', loads);
      expect(pending).toBeInstanceOf(Promise);
      // Asked again while in flight: the same read, not a second one.
      expect(nameNow('now', loads)).toBe(pending);
      const value = await pending;
      const held = nameNow('now', loads);
      expect(held).not.toBeInstanceOf(Promise);
      expect(held).toBe(value);
      expect(Object.isFrozen(held)).toBe(true);
      // cached() and cachedNow() share the entry.
      expect(await cached(db, 'now', ['agrupations'], 60_000, async () => ({ name: 'x' }))).toBe(
        value,
      );
      expect(loads.count).toBe(1);
    });

    it('after a write is a fresh read, never the value held before it', async () => {
      const loads = { count: 0 };
      await nameNow('now-write', loads);
      expect(nameNow('now-write', loads)).toEqual({ name: 'Now' });
      await rename('Written');
      const after = nameNow('now-write', loads);
      expect(after).toBeInstanceOf(Promise);
      expect(await after).toEqual({ name: 'Written' });
      expect(nameNow('now-write', loads)).toEqual({ name: 'Written' });
      expect(loads.count).toBe(2);
    });

    it('inside a transaction always reads', async () => {
      let loads = 0;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 2; i += 1) {
          const answer = cachedNow(trx, 'now-trx', ['agrupations'], 60_000, async () => {
            loads += 1;
            return 'read';
          });
          expect(answer).toBeInstanceOf(Promise);
          await answer;
        }
      });
      expect(loads).toBe(2);
    });
  });
});
