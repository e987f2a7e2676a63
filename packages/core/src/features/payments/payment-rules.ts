/**
 * Payment method rules (spec §4, §5): one default at a time, no switching when the
 * grouping makes its methods aggregatable, and how a completed ride may be recorded as paid.
 */
import type { MessageKey } from '../validation/messages';
import { RIDE_PAYMENT_KINDS, type PaymentMethodType, type RidePaymentKind } from './schemas';

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

/** What decides how a completed ride may be recorded as paid. */
export interface CompletionPaymentContext {
  /** How the ride was booked to be paid (null: booked before methods were kept: cash). */
  booked: RidePaymentKind | null;
  /** The ride is on a company's account (the company's own or an employee's). */
  company: boolean;
  /** The ride is charged to a registered hotel stay: its rider is a room guest. */
  roomStay: boolean;
  /** The operator fixes the methods (aggregatable): the ride is paid as booked. */
  aggregatable: boolean;
  /** The method types the payer (the company on a company ride) has enabled. */
  payerMethods: readonly PaymentMethodType[];
}

/**
 * How the driver may record a ride as paid when completing it, the booked way first: the
 * booked way, or any the payer has enabled (a company ride becomes cash only where the
 * company takes cash); a company account only on a company ride, a room charge only for a
 * room guest; nothing else where the operator fixes the methods.
 */
export const completionPaymentKinds = (context: CompletionPaymentContext): RidePaymentKind[] => {
  const booked = context.booked ?? 'cash';
  if (context.aggregatable) return [booked];
  const allowed = new Set<RidePaymentKind>([booked, ...context.payerMethods]);
  if (context.roomStay) allowed.add('room');
  else allowed.delete('room');
  if (!context.company) allowed.delete('transfer');
  if (!allowed.has(booked)) return [...allowed];
  return [booked, ...RIDE_PAYMENT_KINDS.filter((kind) => kind !== booked && allowed.has(kind))];
};

/** Why the ride cannot be recorded as paid by `chosen`, or null when it can. */
export const completionPaymentBlock = (
  context: CompletionPaymentContext,
  chosen: RidePaymentKind,
): MessageKey | null =>
  completionPaymentKinds(context).includes(chosen) ? null : 'error.payment_not_allowed';
