import { describe, expect, it } from 'vitest';
import {
  isLuhnValid,
  purseMovementsResponseSchema,
  purseSchema,
  purseRechargeSchema,
  purseTransferSchema,
  userCodeSchema,
} from './schemas';

const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('user codes', () => {
  it('are upper-cased letters and digits starting with a letter', () => {
    expect(userCodeSchema.parse(' ab12cd ')).toBe('AB12CD');
    for (const bad of ['12ABCD', 'AB1', 'AB-12CD', 'ABCDEFGHIJKLM']) {
      expect(userCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe('validation.code_user');
    }
  });
});

describe('POST purses/transfer', () => {
  it('sends to a user code or a user id', () => {
    expect(purseTransferSchema.parse({ to: 'ab12cd', amount: 5 })).toEqual({
      to: 'AB12CD',
      amount: 5,
    });
    expect(purseTransferSchema.parse({ to: 42, amount: 12.5 })).toEqual({ to: 42, amount: 12.5 });
    expect(purseTransferSchema.parse({ to: ' 42 ', amount: 0.01 })).toEqual({
      to: 42,
      amount: 0.01,
    });
  });

  it('refuses an unknown kind of recipient and amounts that are not money', () => {
    expect(purseTransferSchema.safeParse({ to: 'x', amount: 5 }).error?.issues[0]?.message).toBe(
      'validation.code_user',
    );
    expect(purseTransferSchema.safeParse({ to: 0, amount: 5 }).success).toBe(false);
    for (const amount of [0, -3, 2.345, 2_000_000, '5']) {
      expect(
        purseTransferSchema.safeParse({ to: 'AB12CD', amount }).error?.issues[0]?.message,
      ).toBe('validation.amount');
    }
  });
});

describe('POST purses/recharge', () => {
  it('takes an amount and a card, spaces removed from the number', () => {
    expect(purseRechargeSchema.parse({ amount: 20, card })).toEqual({
      amount: 20,
      card: { ...card, number: '4242424242424242' },
    });
  });

  it('refuses card numbers that fail Luhn and malformed expiry or cvc', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    for (const bad of [
      { ...card, number: '4242424242424241' },
      { ...card, number: '4242' },
      { ...card, expiry: '13/30' },
      { ...card, expiry: '2030-12' },
      { ...card, cvc: '12' },
    ]) {
      expect(
        purseRechargeSchema.safeParse({ amount: 20, card: bad }).error?.issues[0]?.message,
      ).toBe('validation.card');
    }
  });
});

describe('GET purses/movements', () => {
  it('shows money out as negative and the balance after', () => {
    const page = {
      movements: [
        {
          id: 9,
          kind: 'transfer_out',
          amount: -12.5,
          balance_after: 7.5,
          description: 'Transfer to Marc',
          counterpart: { name: 'Marc', code: 'MS12AB' },
          service_id: null,
          created_at: '2024-06-01T10:00:00Z',
        },
      ],
      total: 1,
    };
    expect(purseMovementsResponseSchema.parse(page)).toEqual(page);
    const [movement] = page.movements;
    expect(
      purseMovementsResponseSchema.safeParse({
        ...page,
        movements: [{ ...movement, balance_after: -1 }],
      }).success,
    ).toBe(false);
  });
});

describe('balances', () => {
  it('are never capped like a typed amount: money received adds up past MONEY_MAX', () => {
    expect(
      purseSchema.parse({ balance: 1_250_000.5, currency: 'EUR', code: 'A12345' }).balance,
    ).toBe(1_250_000.5);
    expect(() => purseSchema.parse({ balance: -1, currency: 'EUR', code: 'A12345' })).toThrow();
  });
});
