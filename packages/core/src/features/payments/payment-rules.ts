/**
 * Payment method rules (spec §4, §5): one default at a time, and no switching when the
 * grouping makes its methods aggregatable.
 */
import type { MessageKey } from '../validation/messages';

export interface PaymentMethodLike {
  id: number;
  default: boolean;
}

/** The method marked default, or null when none is. */
export const defaultPaymentMethod = <M extends PaymentMethodLike>(
  methods: readonly M[],
): M | null => methods.find((method) => method.default) ?? null;

/**
 * Makes `id` the only default. An id not in the list changes nothing, so a stale click
 * cannot leave the user without a default.
 */
export const setDefaultPaymentMethod = <M extends PaymentMethodLike>(
  methods: readonly M[],
  id: number,
): M[] =>
  methods.some((method) => method.id === id)
    ? methods.map((method) => ({ ...method, default: method.id === id }))
    : [...methods];

/**
 * Why choosing `id` is refused, or null when it may be chosen. With aggregatable methods
 * the default is fixed: choosing it again is harmless, any other is blocked.
 */
export const paymentSelectionBlock = (
  list: { methods: readonly PaymentMethodLike[]; aggregatable_payment_methods: boolean },
  id: number,
): MessageKey | null => {
  if (!list.aggregatable_payment_methods) return null;
  return defaultPaymentMethod(list.methods)?.id === id ? null : 'payment.aggregatable_block';
};
