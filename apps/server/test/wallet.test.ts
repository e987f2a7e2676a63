import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, forgetKeptAnswer, rowCount } from './helper';
import { balanceOf, ledgerInvariants, walletUsers, type WalletUser } from './money-fixtures';
import { session } from './ride-fixtures';

const TRANSFER_ERROR = 'You do not have enough balance / Customer is invalid';

describeApi('wallet', (h) => {
  let client2: { token: string; id: number };
  let london: { token: string; id: number };
  beforeAll(async () => {
    [client2, london] = await Promise.all([
      session(h, 'client2@example.com'),
      session(h, 'other@example.com', 'other'),
    ]);
  });

  const transfer = (token: string, body: unknown, key?: string) =>
    h.call('POST', '/api/purses/transfer/', {
      token,
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  describe('GET purses', () => {
    it("shows the seeded 50.00, the operator's currency and a transfer code", async () => {
      const res = await h.call('GET', '/api/purses/', { token: client2.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        balance: 50,
        currency: 'EUR',
        code: expect.stringMatching(/^[A-Z][A-Z0-9]{7}$/),
      });
    });

    it('needs a session', async () => {
      expect((await h.call('GET', '/api/purses/')).statusCode).toBe(401);
    });

    it('lists movements newest first, paged', async () => {
      const res = await h.call('GET', '/api/purses/movements/?limit=5', { token: client2.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        total: 1,
        movements: [{ kind: 'recharge', amount: 50, balance_after: 50, counterpart: null }],
      });
    });
  });

  describe('GET purses/recipient', () => {
    const lookUp = (token: string, to: string) =>
      h.call('GET', `/api/purses/recipient/?to=${encodeURIComponent(to)}`, { token });

    it('names the receiver by code (any case) and by id, and only by the display name', async () => {
      const [a, b] = await walletUsers(h, 2, 0);
      for (const to of [b!.code, b!.code.toLowerCase(), String(b!.id)]) {
        const res = await lookUp(a!.token, to);
        expect(res.statusCode, to).toBe(200);
        expect(res.json()).toEqual({ name: 'Bank 1' });
      }
    });

    it('answers every refusal alike, as the transfer would, and moves nothing', async () => {
      const [a] = await walletUsers(h, 1, 500);
      const londonWallet = await h.call('GET', '/api/purses/', { token: london.token });
      for (const to of [
        String(a!.id),
        a!.code,
        '2000000000',
        'ZZZZZZZZ',
        String(london.id),
        londonWallet.json().code,
      ]) {
        const res = await lookUp(a!.token, to);
        expect(res.statusCode, to).toBe(422);
        expect(res.json().error).toBe(TRANSFER_ERROR);
      }
      for (const to of ['', 'not a code', "1' OR '1'='1", '9'.repeat(40)]) {
        const res = await lookUp(a!.token, to);
        expect(res.statusCode, to).toBe(422);
        expect(res.json().error).not.toBe(TRANSFER_ERROR);
      }
      expect((await h.call('GET', '/api/purses/recipient/?to=ZZZZZZZZ')).statusCode).toBe(401);
      expect(await balanceOf(h.db, a!.walletId)).toBe(500);
    });
  });

  describe('POST purses/transfer', () => {
    it('moves money by code and by id, and both purses show it', async () => {
      const [a, b] = await walletUsers(h, 2, 1000);
      const byCode = await transfer(a!.token, { to: b!.code.toLowerCase(), amount: 2.5 });
      expect(byCode.statusCode).toBe(200);
      expect(byCode.json()).toMatchObject({
        purse: { balance: 7.5 },
        movement: {
          kind: 'transfer_out',
          amount: -2.5,
          balance_after: 7.5,
          counterpart: { name: 'Bank 1', code: b!.code },
          description: 'Transfer to Bank 1',
        },
      });
      const byId = await transfer(a!.token, { to: String(b!.id), amount: 0.01 });
      expect(byId.statusCode).toBe(200);
      expect(await balanceOf(h.db, a!.walletId)).toBe(749);
      expect(await balanceOf(h.db, b!.walletId)).toBe(1251);
      const seen = await h.call('GET', '/api/purses/movements/', { token: b!.token });
      expect(seen.json().movements.slice(0, 2)).toMatchObject([
        { kind: 'transfer_in', amount: 0.01, balance_after: 12.51 },
        { kind: 'transfer_in', amount: 2.5, description: 'Transfer from Bank 0' },
      ]);
    });

    it("refuses more than the balance, oneself, unknown users and another operator's, with the spec's text", async () => {
      const [a] = await walletUsers(h, 1, 500);
      const londonWallet = await h.call('GET', '/api/purses/', { token: london.token });
      for (const body of [
        { to: client2.id, amount: 5.01 },
        { to: a!.id, amount: 1 },
        { to: a!.code, amount: 1 },
        { to: 2_000_000_000, amount: 1 },
        { to: 'ZZZZZZZZ', amount: 1 },
        { to: london.id, amount: 1 },
        { to: londonWallet.json().code, amount: 1 },
      ]) {
        const res = await transfer(a!.token, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().error).toBe(TRANSFER_ERROR);
      }
      expect(await balanceOf(h.db, a!.walletId)).toBe(500);
    });

    it('refuses zero, negative, fractional-cent, absurd and non-numeric amounts and writes nothing', async () => {
      const [a, b] = await walletUsers(h, 2, 500);
      const before = await rowCount(h.db, 'ledger_entries');
      for (const amount of [0, -1, 0.001, 1.005, 1e9, 1_000_000.01, '5', null, 'NaN', 1e-7]) {
        const res = await transfer(a!.token, { to: b!.id, amount });
        expect(res.statusCode, String(amount)).toBe(422);
        expect(res.json().error).toBe('Enter an amount');
      }
      const missing = await transfer(a!.token, { to: b!.id });
      expect(missing.statusCode).toBe(422);
      const after = await rowCount(h.db, 'ledger_entries');
      expect(after).toBe(before);
      expect(await balanceOf(h.db, a!.walletId)).toBe(500);
    });

    it('moves money once for one Idempotency-Key', async () => {
      const [a, b] = await walletUsers(h, 2, 1000);
      const body = { to: b!.id, amount: 3 };
      const results = await Promise.all(
        Array.from({ length: 5 }, () => transfer(a!.token, body, 'transfer-once-1')),
      );
      const ok = results.filter((res) => res.statusCode === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const res of results) expect([200, 409]).toContain(res.statusCode);
      const again = await transfer(a!.token, body, 'transfer-once-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(ok[0]!.json());
      expect(await balanceOf(h.db, a!.walletId)).toBe(700);
      expect(await balanceOf(h.db, b!.walletId)).toBe(1300);
    });

    it('answers a retry from what was committed when the first answer was never kept', async () => {
      const [a, b] = await walletUsers(h, 2, 1000);
      const body = { to: b!.id, amount: 2 };
      const first = await transfer(a!.token, body, 'transfer-lost-answer');
      expect(first.statusCode).toBe(200);
      await forgetKeptAnswer(h.db, 'transfer-lost-answer');
      const retried = await transfer(a!.token, body, 'transfer-lost-answer');
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual(first.json());
      expect(await balanceOf(h.db, a!.walletId)).toBe(800);
      const other = await transfer(a!.token, { ...body, amount: 3 }, 'transfer-lost-answer');
      expect(other.statusCode).toBe(422);
      expect(await balanceOf(h.db, a!.walletId)).toBe(800);
    });

    it('double spend: of 50 concurrent transfers of the whole balance exactly one succeeds', async () => {
      const [spender, ...receivers] = await walletUsers(h, 6, 10_000);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          transfer(spender!.token, { to: receivers[index % receivers.length]!.id, amount: 100 }),
        ),
      );
      const codes = results.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 422)).toHaveLength(49);
      for (const res of results.filter((r) => r.statusCode === 422)) {
        expect(res.json().error).toBe(TRANSFER_ERROR);
      }
      expect(await balanceOf(h.db, spender!.walletId)).toBe(0);
      const received = await Promise.all(receivers.map((r) => balanceOf(h.db, r.walletId)));
      expect(received.reduce((sum, value) => sum + value, 0)).toBe(5 * 10_000 + 10_000);
    });

    it('the bank test: concurrent random transfers never break the totals', async () => {
      const users: WalletUser[] = await walletUsers(h, 20, 5_000);
      const ids = users.map((user) => user.walletId);
      const expected = 20 * 5_000;
      const check = async () => {
        const state = await ledgerInvariants(h.db, ids);
        expect(state.drift).toEqual([]);
        expect(state.unbalanced).toEqual([]);
        expect(state.negative).toEqual([]);
        expect(state.total).toBe(0);
        expect(state.wallets).toBe(expected);
      };
      let seed = 42;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
      let refused = 0;
      let moved = 0;
      for (let round = 0; round < 6; round += 1) {
        const batch = Array.from({ length: 30 }, () => {
          const from = users[Math.floor(random() * users.length)]!;
          let to = users[Math.floor(random() * users.length)]!;
          if (to === from) to = users[(users.indexOf(from) + 1) % users.length]!;
          // About a third ask for more than anyone holds: overdraft attempts.
          const cents =
            random() < 0.3
              ? 5_001 + Math.floor(random() * 20_000)
              : 1 + Math.floor(random() * 3_000);
          return transfer(from.token, { to: to.code, amount: cents / 100 });
        });
        const [results] = await Promise.all([Promise.all(batch), check()]);
        for (const res of results) {
          expect([200, 422]).toContain(res.statusCode);
          if (res.statusCode === 200) moved += 1;
          else refused += 1;
        }
        await check();
      }
      expect(moved).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    });
  });

  describe('the database holds the rules too', () => {
    it('refuses to edit or delete an entry, and a wallet below zero', async () => {
      const [a] = await walletUsers(h, 1, 100);
      const entry = await h.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('account_id', '=', a!.walletId)
        .executeTakeFirstOrThrow();
      await expect(
        h.db
          .updateTable('ledger_entries')
          .set({ amount_cents: 1 })
          .where('id', '=', entry.id)
          .execute(),
      ).rejects.toThrow();
      await expect(
        h.db.deleteFrom('ledger_entries').where('id', '=', entry.id).execute(),
      ).rejects.toThrow();
      await expect(
        h.db
          .updateTable('ledger_accounts')
          .set({ balance_cents: -1 })
          .where('id', '=', a!.walletId)
          .execute(),
      ).rejects.toThrow();
      expect(await balanceOf(h.db, a!.walletId)).toBe(100);
    });
  });
});
