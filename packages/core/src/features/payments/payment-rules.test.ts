import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import {
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
