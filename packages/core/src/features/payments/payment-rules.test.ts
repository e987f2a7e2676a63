import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import {
  completionPaymentBlock,
  completionPaymentKinds,
  defaultPaymentMethod,
  paymentSelectionBlock,
  setDefaultPaymentMethod,
} from './payment-rules';

const methods = [
  { id: 1, name: 'Cash', default: true },
  { id: 2, name: 'Wallet', default: false },
  { id: 3, name: 'Card', default: false },
];

describe('setDefaultPaymentMethod', () => {
  it('leaves exactly one default, the chosen one', () => {
    const result = setDefaultPaymentMethod(methods, 3);
    expect(result.filter((method) => method.default).map((method) => method.id)).toEqual([3]);
    expect(result.map((method) => method.name)).toEqual(['Cash', 'Wallet', 'Card']);
    expect(methods[0]?.default).toBe(true);
  });

  it('repairs a list that arrived with two defaults', () => {
    const two = methods.map((method) => ({ ...method, default: true }));
    expect(setDefaultPaymentMethod(two, 2).filter((method) => method.default)).toHaveLength(1);
  });

  it('changes nothing for an unknown id', () => {
    expect(setDefaultPaymentMethod(methods, 99)).toEqual(methods);
    expect(defaultPaymentMethod(setDefaultPaymentMethod(methods, 99))?.id).toBe(1);
  });

  it('finds no default in an empty list', () => {
    expect(defaultPaymentMethod([])).toBeNull();
  });
});

describe('paymentSelectionBlock', () => {
  it('blocks choosing another method when methods are aggregatable', () => {
    const key = paymentSelectionBlock({ methods, aggregatable_payment_methods: true }, 2);
    expect(key).toBe('payment.aggregatable_block');
    expect(key && translate('es', key)).toBe('No es posible seleccionar otro medio de pago');
  });

  it('lets the current default be chosen again', () => {
    expect(paymentSelectionBlock({ methods, aggregatable_payment_methods: true }, 1)).toBeNull();
  });

  it('allows any method when not aggregatable', () => {
    expect(paymentSelectionBlock({ methods, aggregatable_payment_methods: false }, 3)).toBeNull();
  });
});

describe('completionPaymentKinds', () => {
  const context = {
    booked: 'card' as const,
    company: false,
    roomStay: false,
    aggregatable: false,
    payerMethods: ['cash', 'card', 'wallet'] as const,
  };

  it("offers the booked way first, then the payer's other methods", () => {
    expect(completionPaymentKinds(context)).toEqual(['card', 'cash', 'wallet']);
    expect(completionPaymentKinds({ ...context, booked: null })).toEqual([
      'cash',
      'wallet',
      'card',
    ]);
  });

  it('keeps a company ride on its account unless the company takes cash', () => {
    const company = { ...context, booked: 'transfer' as const, company: true };
    expect(completionPaymentKinds({ ...company, payerMethods: ['transfer'] })).toEqual([
      'transfer',
    ]);
    expect(completionPaymentBlock({ ...company, payerMethods: ['transfer'] }, 'cash')).toBe(
      'error.payment_not_allowed',
    );
    expect(completionPaymentKinds({ ...company, payerMethods: ['transfer', 'cash'] })).toEqual([
      'transfer',
      'cash',
    ]);
  });

  it('charges a room only for a room guest, and a company account only on a company ride', () => {
    expect(completionPaymentBlock(context, 'room')).toBe('error.payment_not_allowed');
    expect(completionPaymentBlock({ ...context, payerMethods: ['transfer'] }, 'transfer')).toBe(
      'error.payment_not_allowed',
    );
    const guest = {
      ...context,
      booked: 'room' as const,
      roomStay: true,
      payerMethods: ['cash'] as const,
    };
    expect(completionPaymentKinds(guest)).toEqual(['room', 'cash']);
    expect(completionPaymentBlock(guest, 'room')).toBeNull();
    // A ride booked on a room whose stay is gone is no room charge any more.
    expect(completionPaymentKinds({ ...guest, roomStay: false })).toEqual(['cash']);
  });

  it('leaves only the booked way where the operator fixes the methods', () => {
    expect(completionPaymentKinds({ ...context, aggregatable: true })).toEqual(['card']);
    expect(completionPaymentBlock({ ...context, aggregatable: true }, 'cash')).toBe(
      'error.payment_not_allowed',
    );
    expect(completionPaymentBlock({ ...context, aggregatable: true }, 'card')).toBeNull();
  });
});
