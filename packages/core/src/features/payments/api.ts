import type { ApiClient } from '../../api/client';
import type { PaymentMethodList, PaymentMethodSelection } from './schemas';

/** Payment methods per grouping (spec §7). */
export const paymentsApi = (client: ApiClient) => ({
  list: (groupingId: number) =>
    client.get<PaymentMethodList>('customer/payment_methods', {
      query: { agrupacion_id: groupingId },
    }),
  setDefault: (body: PaymentMethodSelection) =>
    client.put<PaymentMethodList>('customer/default_payment_method', body),
  enable: (body: PaymentMethodSelection) =>
    client.put<PaymentMethodList>('customer/payment_methods', body),
  /** The seed's store action for this was broken; this one sends the method it removes. */
  remove: (body: PaymentMethodSelection) =>
    client.delete<PaymentMethodList>('customer/payment_methods', body),
});
