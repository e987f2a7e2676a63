import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helper';
import { balanceOf, walletUsers } from './money-fixtures';
import { session } from './ride-fixtures';

/**
 * A money value on the wire is a whole number of cents as written. Doubles that a float
 * tolerance takes for cents (0.1 + 0.2) are refused by the schema with the amount message,
 * never passed on to the cents conversion to fail there as a 500.
 */
const NOT_CENTS = [0.30000000000000004, 1.1500000000000001];

const refusedAsAmount = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ errors: [{ field, message: 'Enter an amount' }] });
};

describeApi('money on the wire', (h) => {
  let operator: string;
  let hotel: string;
  beforeAll(async () => {
    [operator, hotel] = await Promise.all([
      session(h, 'operator@example.com').then((caller) => caller.token),
      session(h, 'hotel@example.com', 'hotel-demo').then((caller) => caller.token),
    ]);
  });

  describe('refuses more than 2 decimals with a 422 and moves nothing', () => {
    it('POST purses/transfer', async () => {
      const [from, to] = await walletUsers(h, 2, 1000);
      for (const amount of NOT_CENTS) {
        const res = await h.call('POST', '/api/purses/transfer/', {
          token: from!.token,
          body: { to: to!.code, amount },
        });
        refusedAsAmount(res, 'amount');
      }
      expect(await balanceOf(h.db, from!.walletId)).toBe(1000);
      expect(await balanceOf(h.db, to!.walletId)).toBe(1000);
    });

    it('POST purses/recharge', async () => {
      const [user] = await walletUsers(h, 1, 0);
      for (const amount of NOT_CENTS) {
        const res = await h.call('POST', '/api/purses/recharge/', {
          token: user!.token,
          body: { amount, card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } },
        });
        refusedAsAmount(res, 'amount');
      }
      expect(await balanceOf(h.db, user!.walletId)).toBe(0);
    });

    it('PUT hotel/settings (room_charge_limit)', async () => {
      for (const limit of NOT_CENTS) {
        const res = await h.call('PUT', '/api/hotel/settings', {
          token: hotel,
          agrupation: 'hotel-demo',
          body: { room_charge_limit: limit },
        });
        refusedAsAmount(res, 'room_charge_limit');
      }
      const kept = await h.call('GET', '/api/hotel/settings', {
        token: hotel,
        agrupation: 'hotel-demo',
      });
      expect(kept.json().room_charge_limit).toBe(100);
    });

    it('PUT admin/payment_settings (cancellation_fee)', async () => {
      const current = await h.call('GET', '/api/admin/payment_settings/', { token: operator });
      for (const fee of NOT_CENTS) {
        const res = await h.call('PUT', '/api/admin/payment_settings/', {
          token: operator,
          body: { ...(current.json() as object), cancellation_fee: fee },
        });
        refusedAsAmount(res, 'cancellation_fee');
      }
      const kept = await h.call('GET', '/api/admin/payment_settings/', { token: operator });
      expect(kept.json().cancellation_fee).toBe(current.json().cancellation_fee);
    });
  });

  it('keeps accepting whole cents that float arithmetic prints exactly', async () => {
    const [from, to] = await walletUsers(h, 2, 1000);
    const res = await h.call('POST', '/api/purses/transfer/', {
      token: from!.token,
      body: { to: to!.code, amount: 1.15 },
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(h.db, to!.walletId)).toBe(1115);
  });
});
