import { describe, expect, it } from 'vitest';
import { crashAfterCommit } from './crash-fixture';
import { call, HAS_POSTGRES, WITHOUT_POSTGRES, STARTUP_MS } from './processes';

/**
 * The transfer's power cut, as crash-after-commit.test.ts is the booking's: the server
 * process killed (SIGKILL) between a transfer's commit and its answer, then the transfer
 * retried with the same Idempotency-Key on a new process at once (well inside the key's
 * 60 s lock): the retry gets the answer the first would have had, read from the ledger, later
 * repeats get those bytes again, and the money moved once.
 */
describe.skipIf(!HAS_POSTGRES)(
  `reliability: a transfer killed between commit and answer${WITHOUT_POSTGRES}`,
  () => {
    const crash = crashAfterCommit('transfer');

    it(
      'moves the money once, and the retry answers with the first answer',
      async () => {
        const { server: first, agent, token } = await crash.crashingServer();
        const db = crash.db();
        // The demo's two clients start with 50.00 each (wallet seed).
        const wallets = async () =>
          (
            await db.query<{
              email: string;
              name: string;
              id: number;
              code: string;
              balance_cents: string;
            }>(
              `SELECT u.email, u.name, a.id, a.code, a.balance_cents FROM ledger_accounts a
                 JOIN users u ON u.id = a.user_id
                WHERE a.kind = 'wallet' AND u.email IN ('client@example.com', 'client2@example.com')
                ORDER BY u.email`,
            )
          ).rows;
        const before = await wallets();
        expect(before.map((w) => [w.email, w.balance_cents])).toEqual([
          ['client2@example.com', '5000'],
          ['client@example.com', '5000'],
        ]);
        const [to, from] = before as [(typeof before)[0], (typeof before)[0]];
        const entries = async () =>
          (
            await db.query<{
              id: number;
              transaction_id: number;
              account_id: number;
              amount_cents: string;
              balance_after: string;
              created_at: Date;
              description: string;
            }>(
              `SELECT e.id, e.transaction_id, e.account_id, e.amount_cents, e.balance_after,
                      e.created_at, t.description
                 FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
                WHERE t.kind = 'transfer' ORDER BY e.id`,
            )
          ).rows;
        expect(await entries()).toEqual([]);

        const key = 'crash-after-transfer-1';
        const body = { to: to.code, amount: 12.34 };
        const send = (port: number, payload: object = body) =>
          call(port, agent, 'POST', '/api/purses/transfer/', {
            body: payload,
            headers: { authorization: `Token ${token}`, 'idempotency-key': key },
          });

        const lost = await send(first.port);
        expect(lost.status).toBe('reset');
        expect((await first.exit).signal).toBe('SIGKILL');
        // It died after the commit: the money moved.
        const moved = await entries();
        expect(moved).toEqual([
          {
            id: expect.any(Number),
            transaction_id: expect.any(Number),
            account_id: from.id,
            amount_cents: '-1234',
            balance_after: '3766',
            created_at: expect.any(Date),
            description: `Transfer ${from.code} → ${to.code}`,
          },
          {
            id: expect.any(Number),
            transaction_id: moved[0]!.transaction_id,
            account_id: to.id,
            amount_cents: '1234',
            balance_after: '6234',
            created_at: moved[0]!.created_at,
            description: moved[0]!.description,
          },
        ]);
        const after = (await wallets()).map((w) => [w.email, w.balance_cents]);
        expect(after).toEqual([
          ['client2@example.com', '6234'],
          ['client@example.com', '3766'],
        ]);
        // Its key is there, naming the ledger's transaction, its answer not kept yet.
        const keyRow = await db.query<{
          state: string;
          response_body: string | null;
          result_id: number | null;
        }>('SELECT state, response_body, result_id FROM idempotency_keys WHERE key = $1', [key]);
        expect(keyRow.rows).toEqual([
          { state: 'running', response_body: null, result_id: moved[0]!.transaction_id },
        ]);

        const second = await crash.retryServer();
        const retried = await send(second.port);
        expect(retried.status).toBe(200);
        // The answer the lost request would have had, from the ledger, and kept from now on.
        const kept = retried.body;
        // The ledger's transfer as the route writes it: the schema's field order, numbers
        // as JSON writes them (37.66, not 37.660), no space.
        expect(JSON.parse(retried.body)).toEqual({
          purse: { balance: 37.66, currency: 'EUR', code: from.code },
          movement: {
            id: moved[0]!.id,
            kind: 'transfer_out',
            amount: -12.34,
            balance_after: 37.66,
            // In the sender's language (English here), not the ledger's own description.
            description: `Transfer to ${to.name}`,
            counterpart: { name: to.name, code: to.code },
            service_id: null,
            created_at: moved[0]!.created_at.toISOString(),
          },
        });
        expect(JSON.stringify(JSON.parse(retried.body))).toBe(retried.body);
        expect(Object.keys(JSON.parse(retried.body).movement)).toEqual([
          'id',
          'kind',
          'amount',
          'balance_after',
          'description',
          'counterpart',
          'service_id',
          'created_at',
        ]);
        const replayed = await send(second.port);
        expect(replayed.status).toBe(200);
        expect(replayed.headers['idempotent-replayed']).toBe('true');
        expect(replayed.body).toBe(kept);
        // The key still stands for this request only.
        const changed = await send(second.port, { ...body, amount: 1 });
        expect(changed.status).toBe(422);
        // The money moved once: the same two entries, the same balances.
        expect(await entries()).toEqual(moved);
        expect((await wallets()).map((w) => [w.email, w.balance_cents])).toEqual(after);
      },
      2 * STARTUP_MS + 30_000,
    );
  },
);
