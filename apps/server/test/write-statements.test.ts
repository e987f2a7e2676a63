import { beforeAll, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { BusEvent } from '../src/features/live/bus';
import { insertBooking } from '../src/features/rides/booking-repository';
import { keyRow } from '../src/plugins/idempotency';
import type { RidesTable } from '../src/features/rides/tables';
import { describeApi, forgetKeptAnswer, until } from './helper';
import { balanceOf, walletUsers } from './money-fixtures';
import { bookRide, groupingId, ridePayload, session } from './ride-fixtures';

/**
 * What a keyed booking and a keyed transfer cost the database, counted through the db's
 * query hook: the ride with its first event, its Idempotency-Key, the payer's method and
 * (PostgreSQL) its NOTIFY in one statement, then the key's answer kept as it was sent.
 * The pricing inputs and the session come from the read cache after the first booking.
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

    it('books with a key in one statement, keeps the answer sent in a second, and replays its bytes', async () => {
      for (const key of ['statements-warm-1', 'statements-warm-2']) {
        expect((await book(key)).statusCode).toBe(201);
      }
      statements = [];
      const first = await book('statements-1');
      expect(first.statusCode).toBe(201);
      // The session and the pricing inputs are the read cache's, which also expires by time
      // (a slow machine may read them again): what is counted is the booking's own work.
      // The dispatcher's charge sweep (`ride_charges`) runs on its own timer meanwhile.
      const own = statements.filter(
        (sql) => !/from "(auth_tokens|agrupations|fare_models|ride_charges)"/.test(sql),
      );
      expect(own, own.join('\n')).toHaveLength(2);
      expect(statements.filter((sql) => /^\s*insert|^\s*with/i.test(sql))).toHaveLength(1);
      // The answer is kept as sent, by the key's one update once the route has written it.
      expect(statements.filter((sql) => /^\s*update "idempotency_keys"/i.test(sql))).toHaveLength(
        1,
      );
      const kept = await h.db
        .selectFrom('idempotency_keys')
        .select(['state', 'response_status', 'response_content_type', 'response_body', 'result_id'])
        .where('key', '=', 'statements-1')
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({
        state: 'done',
        response_status: 201,
        response_content_type: first.headers['content-type'],
        response_body: first.body,
        result_id: null,
      });
      // What was kept is the ride as it is stored: its id and its chosen method.
      const ride = first.json<{ service: { id: number; payment_method: string | null } }>().service;
      const stored = await h.db
        .selectFrom('services')
        .select(['id', 'payment_method'])
        .where('request_key', '=', 'statements-1')
        .executeTakeFirstOrThrow();
      expect(ride.id).toBe(stored.id);
      expect(ride.payment_method).toBe(stored.payment_method);
      // The payer's method is chosen in the ride's statement, not read before it.
      expect(statements.filter((sql) => /^\s*select .* from "payment_methods"/i.test(sql))).toEqual(
        [],
      );
      // PostgreSQL's NOTIFY to the streams is in the ride's statement (sent at its commit),
      // not a statement of its own after it; PGlite's bus is in process.
      expect(statements.filter((sql) => /^\s*select pg_notify/i.test(sql))).toHaveLength(0);

      const again = await book('statements-1');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
    });

    it('answers a key left running with its ride (no answer kept: an older server wrote it)', async () => {
      const first = await book('statements-running');
      expect(first.statusCode).toBe(201);
      await forgetKeptAnswer(h.db, 'statements-running');
      const retried = await book('statements-running');
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(retried.json<{ service: { id: number } }>().service.id).toBe(
        first.json<{ service: { id: number } }>().service.id,
      );
      expect(
        await h.db
          .selectFrom('services')
          .select('id')
          .where('request_key', '=', 'statements-running')
          .execute(),
      ).toHaveLength(1);
    });

    it('tells the streams of a booking once it commits, and never of one rolled back, whose key is gone too', async () => {
      const { bus } = h.app.ctx.rides;
      const heard: number[] = [];
      const stop = await bus.subscribe((event: BusEvent) => {
        if (event.type === 'service') heard.push(event.service_id);
      });
      try {
        const booked = (await book('statements-notice-1')).json<{ service: { id: number } }>();
        await until(() => heard.includes(booked.service.id), 10_000);
        // The same statement inside a transaction that then rolls back: no ride, no notice.
        const {
          id: _id,
          created_at: _at,
          ...copy
        } = await h.db
          .selectFrom('services')
          .selectAll()
          .where('id', '=', booked.service.id)
          .executeTakeFirstOrThrow();
        let rolledBack = 0;
        await expect(
          h.db.transaction().execute(async (trx) => {
            const row = await insertBooking(
              trx,
              {
                ...(Object.fromEntries(
                  Object.entries(copy).map(([column, value]) => [
                    column,
                    // jsonb columns go as JSON text, as the booking sends them.
                    value !== null && typeof value === 'object' && !(value instanceof Date)
                      ? JSON.stringify(value)
                      : value,
                  ]),
                ) as unknown as Insertable<RidesTable>),
                request_key: 'statements-rolled-back',
              },
              keyRow({ scope: 'rolled back', key: 'statements-rolled-back', hash: 'h' }),
              'rolled back',
              { notifyChannel: bus.channel },
            );
            rolledBack = row!.id;
            throw new Error('roll back');
          }),
        ).rejects.toThrow('roll back');
        expect(rolledBack).toBeGreaterThan(0);
        // Notices arrive in commit order: once a later booking's is heard, the rolled-back
        // one would have been.
        const later = (await book('statements-notice-2')).json<{ service: { id: number } }>();
        await until(() => heard.includes(later.service.id), 10_000);
        expect(heard).not.toContain(rolledBack);
        // Nor its key, which was in the same statement.
        expect(
          await h.db
            .selectFrom('idempotency_keys')
            .select('key')
            .where('key', '=', 'statements-rolled-back')
            .execute(),
        ).toEqual([]);
        expect(heard.filter((id) => id === booked.service.id)).toHaveLength(1);
      } finally {
        stop();
      }
    });

    it('transfers with a key in two statements, none of them a transaction, and keeps its answer in a third', async () => {
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
      // The recipient, then the locks, the balance check, the ledger's rows and the key in one
      // statement, then the answer as sent; the operator is the read cache's.
      // The dispatcher's charge sweep (`ride_charges`) runs on its own timer meanwhile.
      const own = statements.filter(
        (sql) => !/from "(auth_tokens|agrupations|ride_charges)"/.test(sql),
      );
      expect(own, own.join('\n')).toHaveLength(3);
      expect(statements.some((sql) => /^\s*(begin|commit)/i.test(sql))).toBe(false);
      expect(statements.filter((sql) => /^\s*update "idempotency_keys"/i.test(sql))).toHaveLength(
        1,
      );
      const kept = await h.db
        .selectFrom('idempotency_keys')
        .select(['state', 'response_status', 'response_body', 'result_id'])
        .where('key', '=', 'transfer-statements-1')
        .where('scope', 'like', `${payer!.id}|%`)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({
        state: 'done',
        response_status: 200,
        response_body: first.body,
      });
      // What was answered is the ledger as it is stored: the sender's entry, its balance and
      // time, both wallets' codes.
      const answer = first.json<{
        purse: { balance: number; code: string; currency: string };
        movement: {
          id: number;
          balance_after: number;
          created_at: string;
          counterpart: { code: string };
        };
      }>();
      const entry = await h.db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select([
          'ledger_entries.id',
          'ledger_entries.transaction_id',
          'ledger_entries.balance_after',
          'ledger_entries.created_at',
          'ledger_accounts.code',
          'ledger_accounts.currency',
        ])
        .where('ledger_entries.account_id', '=', payer!.walletId)
        .orderBy('ledger_entries.id', 'desc')
        .executeTakeFirstOrThrow();
      expect(answer.movement.id).toBe(entry.id);
      expect(kept.result_id).toBe(entry.transaction_id);
      expect(answer.purse.balance * 100).toBe(Number(entry.balance_after));
      expect(answer.movement.balance_after * 100).toBe(Number(entry.balance_after));
      expect(answer.movement.created_at).toBe(entry.created_at.toISOString());
      expect(answer.purse).toMatchObject({ code: payer!.code, currency: entry.currency });
      expect(answer.movement.counterpart.code).toBe(payee!.code);
      // The sender's entry is written before the recipient's, as before.
      const payeeEntry = await h.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('transaction_id', '=', entry.transaction_id)
        .where('account_id', '=', payee!.walletId)
        .executeTakeFirstOrThrow();
      expect(payeeEntry.id).toBeGreaterThan(entry.id);

      const again = await transfer('transfer-statements-1');
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
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
