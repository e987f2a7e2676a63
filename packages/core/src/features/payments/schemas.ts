/**
 * Payment methods (spec §3 Payment method, §7 Payments).
 */
import { z } from 'zod';
import { idFromStringSchema, idSchema, imageUrlSchema } from '../common/schemas';

/**
 * What completing a ride charges: cash to the driver, the wallet, a card through the
 * gateway, or (companies) a transfer: the ride goes onto the company's monthly statement.
 */
export const PAYMENT_METHOD_TYPES = ['cash', 'wallet', 'card', 'transfer'] as const;
export const paymentMethodTypeSchema = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

/**
 * How a ride is paid: one of the methods, or on a hotel room's account, which is no
 * method a user keeps but a choice made per ride.
 */
export const RIDE_PAYMENT_KINDS = [...PAYMENT_METHOD_TYPES, 'room'] as const;
export const ridePaymentKindSchema = z.enum(RIDE_PAYMENT_KINDS);
export type RidePaymentKind = z.infer<typeof ridePaymentKindSchema>;

/**
 * The names a new operator's methods get. The server sends a method still so named in the
 * caller's language (`payment.method.<type>`); a name the operator chose is sent as it is.
 */
export const DEFAULT_PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodType, string>> = {
  cash: 'Cash',
  wallet: 'Wallet',
  card: 'Card',
  transfer: 'Monthly transfer',
};

export const paymentMethodSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: imageUrlSchema.nullable(),
  default: z.boolean(),
  type: paymentMethodTypeSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET customer/payment_methods */
export const paymentMethodsQuerySchema = z.object({ agrupacion_id: idFromStringSchema });
export type PaymentMethodsQuery = z.infer<typeof paymentMethodsQuerySchema>;

/**
 * `aggregatable_payment_methods` true means the grouping fixes the methods: selecting
 * another one is blocked ('payment.aggregatable_block').
 */
export const paymentMethodListSchema = z.object({
  methods: z.array(paymentMethodSchema),
  aggregatable_payment_methods: z.boolean(),
  /**
   * Methods the operator offers that this user has not enabled (PUT customer/payment_methods
   * enables one). Optional: the spec's list carries only the enabled ones.
   */
  available_methods: z.array(paymentMethodSchema).optional(),
});
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/**
 * PUT customer/default_payment_method, PUT customer/payment_methods (enable a method) and
 * DELETE customer/payment_methods (disable it).
 */
export const paymentMethodSelectionSchema = z.object({
  id: idSchema,
  agrupacion_id: idSchema,
});
export type PaymentMethodSelection = z.infer<typeof paymentMethodSelectionSchema>;
