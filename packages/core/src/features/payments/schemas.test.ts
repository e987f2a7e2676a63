import { describe, expect, it } from 'vitest';
import {
  paymentMethodListSchema,
  paymentMethodSelectionSchema,
  paymentMethodsQuerySchema,
} from './schemas';

describe('payment methods', () => {
  it('lists methods with the aggregatable flag', () => {
    const list = {
      methods: [
        { id: 1, name: 'Cash', image: null, default: true, type: 'cash' },
        { id: 2, name: 'Wallet', image: '/files/wallet.svg', default: false, type: 'wallet' },
      ],
      aggregatable_payment_methods: false,
    };
    expect(paymentMethodListSchema.parse(list)).toEqual(list);
  });

  it('reads agrupacion_id from the query and {id, agrupacion_id} from bodies', () => {
    expect(paymentMethodsQuerySchema.parse({ agrupacion_id: '3' })).toEqual({ agrupacion_id: 3 });
    expect(paymentMethodSelectionSchema.parse({ id: 2, agrupacion_id: 3 })).toEqual({
      id: 2,
      agrupacion_id: 3,
    });
    expect(paymentMethodSelectionSchema.safeParse({ id: '2', agrupacion_id: 3 }).success).toBe(
      false,
    );
    expect(paymentMethodSelectionSchema.safeParse({ id: 2 }).success).toBe(false);
  });
});
