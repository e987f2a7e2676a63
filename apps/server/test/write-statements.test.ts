import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helper';
import { balanceOf, walletUsers } from './money-fixtures';
import { bookRide, groupingId, ridePayload, session } from './ride-fixtures';

/**
 * What a keyed booking and a keyed transfer cost the database, counted through the db's query hook, so the
 * statements merged for #18 do not grow back: the payer's methods, then the ride with its
 * first event and its Idempotency-Key in one statement, then the key's answer. The pricing
 * inputs and the session come from the read cache after the first booking.
 */
let statements: string[] = [];
const counting = { onQuery: (sql: string) => void statements.push(sql) };

describeApi(
  'statements per write',
  (h) => {
    let client: { token: string; id: number };
    let taxi: number;
    beforeAll(async () => {
      client = await session(h, 'client@example.com');
      taxi = await groupingId(h, 'demo-taxi');
    });

    const book = (key: string, body: object = ridePayload(client.id, taxi)) =>
      bookRide(h, client, body, { headers: { 'idempotency-key': key } });

    it('books with a key in three statements, and replays it in one more look-up each', async () => {
      for (const key of ['statements-warm-1', 'statements-warm-2']) {
        expect((await book(key)).statusCode).toBe(201);
      }
      statements = [];
      const first = await book('statements-1');
      expect(first.statusCode).toBe(201);
      // The session and the pricing inputs are the read cache's, which also expires by time
      // (a slow machine may read them again), and PostgreSQL's NOTIFY to the other instances'
      // streams is sent after the commit: what is counted is the booking's own work.
      const own = statements.filter(
        (sql) => !/from "(auth_tokens|agrupations|fare_models)"|pg_notify/.test(sql),
      );
      expect(own, own.join('\n')).toHaveLength(3);
      expect(statements.filter((sql) => /^\s*insert|^\s*with/i.test(sql))).toHaveLength(1);

      const again = await book('statements-1');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    });

    it('transfers with a key in three statements, none of them a transaction, and replays it', async () => {
      const [payer, payee] = await walletUsers(h, 2, 1000);
      const transfer = (key: string) =>
        h.call('POST', '/api/purses/transfer/', {
          token: payer!.token,
          body: { to: payee!.code, amount: 1 },
          headers: { 'idempotency-key': key },
        });
      expect((await transfer('transfer-warm')).statusCode).toBe(200);
      statements = [];
      const first = await transfer('transfer-statements-1');
      expect(first.statusCode).toBe(200);
      // The recipient, then the locks, the balance check, the ledger's rows and the key in
      // one statement, then the key's answer; the operator is the read cache's.
      const own = statements.filter((sql) => !/from "(auth_tokens|agrupations)"/.test(sql));
      expect(own, own.join('\n')).toHaveLength(3);
      expect(statements.some((sql) => /^\s*(begin|commit)/i.test(sql))).toBe(false);

      const again = await transfer('transfer-statements-1');
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      // 10.00 less the warm-up's 1.00 and this one's, once.
      expect(await balanceOf(h.db, payer!.walletId)).toBe(800);
    });

    it('keeps a refusal under its key: the same key books nothing later, whatever changed', async () => {
      const body = ridePayload(client.id, taxi);
      const far = { ...body, direccion: { nombre: 'Madrid', latitud: 40.4168, longitud: -3.7038 } };
      const refused = await book('statements-refused', far);
      expect(refused.statusCode).toBe(422);
      // The kept refusal holds the key: another body is a mismatch, not a booking.
      const other = await book('statements-refused', body);
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe('This request key was already used for a different request');
      const rides = await h.db
        .selectFrom('services')
        .select('id')
        .where('request_key', '=', 'statements-refused')
        .execute();
      expect(rides).toHaveLength(0);
    });
  },
  counting,
);
