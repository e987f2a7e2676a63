import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededPglite } from '../../test/helper';
import { json, type Db } from './database';
import { cached } from './read-cache';
import { runTemplate } from './template';

let db: Db;
let drop = async () => {};

beforeAll(async () => {
  ({ db, drop } = await seededPglite());
});

afterAll(async () => {
  await db.destroy();
  await drop();
});

const insertGrouping = (name: string, permalink: string) =>
  runTemplate(
    db,
    'test-grouping',
    (slot) =>
      db
        .insertInto('agrupations')
        .values({
          name: slot<string>('name'),
          permalink: slot<string>('permalink'),
          fare: json(null),
          zone: json(null),
        })
        .returning(['id', 'name', 'permalink']),
    { name, permalink },
  );

it("sends each call's values through the compiled statement", async () => {
  const [first] = await insertGrouping('First', 'template-1');
  const [second] = await insertGrouping('Second', 'template-2');
  expect(first).toMatchObject({ name: 'First', permalink: 'template-1' });
  expect(second).toMatchObject({ name: 'Second', permalink: 'template-2' });
  expect(second!.id).not.toBe(first!.id);
});

it('tells the read cache of every write it sends, the first and the later ones', async () => {
  let loads = 0;
  const names = () =>
    cached(db, 'template-names', ['agrupations'], 60_000, async () => {
      loads += 1;
      return (await db.selectFrom('agrupations').select('name').execute()).map((row) => row.name);
    });
  await names();
  await insertGrouping('Third', 'template-3');
  expect(await names()).toContain('Third');
  await insertGrouping('Fourth', 'template-4');
  expect(await names()).toContain('Fourth');
  expect(loads).toBe(3);
});

it('refuses a call that leaves a slot without its value', async () => {
  await expect(
    runTemplate(
      db,
      'test-missing',
      (slot) => db.selectFrom('agrupations').select('id').where('name', '=', slot<string>('name')),
      { permalink: 'x' },
    ),
  ).rejects.toThrow('No value for slot name');
});
