/**
 * The wallet (purse): balance, the user's transfer code, movements, transfers between
 * users and recharges by card (docs/architecture.md, the API beyond the spec: purses). Amounts travel as currency units with
 * at most 2 decimals; the server keeps integer cents (toCents / fromCents).
 */
import { z } from 'zod';
import { idSchema, issue, pageQuerySchema, timestampSchema, totalSchema } from '../common/schemas';
import { currencySchema, moneySchema, signedMoneySchema } from '../common/money';

/**
 * A user's transfer code, shown as text and QR: a letter, then 5 to 11 letters or digits.
 * Starting with a letter keeps codes apart from numeric user ids.
 */
export const USER_CODE_PATTERN = /^[A-Z][A-Z0-9]{5,11}$/;

export const userCodeSchema = z
  .string(issue('validation.code_user'))
  .trim()
  .toUpperCase()
  .regex(USER_CODE_PATTERN, issue('validation.code_user'));

/**
 * A balance as the server reports it: never negative and in cents, but not capped like an
 * amount someone types (MONEY_MAX): recharges and transfers in add up past it, and a
 * capped answer schema turned a committed transfer into a 500.
 */
const balanceSchema = z
  .number(issue('validation.amount'))
  .nonnegative(issue('validation.amount'))
  .multipleOf(0.01, issue('validation.amount'));

export const purseSchema = z.object({
  balance: balanceSchema,
  currency: currencySchema,
  /** This user's code, to receive transfers. */
  code: z.string(),
});
export type Purse = z.infer<typeof purseSchema>;

export const PURSE_MOVEMENT_KINDS = [
  'transfer_in',
  'transfer_out',
  'recharge',
  'ride_payment',
  'refund',
] as const;
export const purseMovementKindSchema = z.enum(PURSE_MOVEMENT_KINDS);
export type PurseMovementKind = z.infer<typeof purseMovementKindSchema>;

/** One ledger line seen from this user: `amount` is negative when money left the purse. */
export const purseMovementSchema = z.object({
  id: idSchema,
  kind: purseMovementKindSchema,
  amount: signedMoneySchema,
  balance_after: balanceSchema,
  description: z.string(),
  /** The other user of a transfer. */
  counterpart: z.object({ name: z.string(), code: z.string() }).nullable(),
  service_id: idSchema.nullable(),
  created_at: timestampSchema,
});
export type PurseMovement = z.infer<typeof purseMovementSchema>;

/** GET purses/movements */
export const purseMovementsQuerySchema = pageQuerySchema;
export type PurseMovementsQuery = z.infer<typeof purseMovementsQuerySchema>;

export const purseMovementsResponseSchema = z.object({
  movements: z.array(purseMovementSchema),
  total: totalSchema,
});
export type PurseMovementsResponse = z.infer<typeof purseMovementsResponseSchema>;

/**
 * The receiver of a transfer: a user id (number, or digits as typed) or a user code
 * (typed or read from the QR). A number comes out for an id, a string for a code.
 */
export const transferRecipientSchema = z.union(
  [
    idSchema,
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .pipe(idSchema),
    userCodeSchema,
  ],
  issue('validation.code_user'),
);
export type TransferRecipient = z.infer<typeof transferRecipientSchema>;

/** GET purses/recipient: who a transfer to this code or id would reach. */
export const purseRecipientQuerySchema = z.object({ to: transferRecipientSchema });

/**
 * Only the display name: enough for the sender to recognise the person before the money
 * leaves, nothing more (no email, phone or id).
 */
export const purseRecipientSchema = z.object({ name: z.string() });
export type PurseRecipient = z.infer<typeof purseRecipientSchema>;

/** POST purses/transfer */
export const purseTransferSchema = z.object({
  to: transferRecipientSchema,
  amount: moneySchema,
});
export type PurseTransfer = z.infer<typeof purseTransferSchema>;
export type PurseTransferInput = z.input<typeof purseTransferSchema>;

/** Passes the Luhn checksum every card number carries. */
export const isLuhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/**
 * A card for a recharge. Only the gateway sees the full number; we keep the last four.
 * Whether it has expired is the gateway's answer, not a schema's (it needs today's date).
 */
export const cardSchema = z.object({
  number: z
    .string(issue('validation.card'))
    .overwrite((value) => value.replace(/[\s-]+/g, ''))
    .regex(/^\d{12,19}$/, issue('validation.card'))
    .refine(isLuhnValid, issue('validation.card')),
  expiry: z
    .string(issue('validation.card'))
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, issue('validation.card')),
  cvc: z
    .string(issue('validation.card'))
    .trim()
    .regex(/^\d{3,4}$/, issue('validation.card')),
  holder: z.string().trim().max(100, issue('validation.max_length')).optional(),
});
export type Card = z.infer<typeof cardSchema>;

/** POST purses/recharge */
export const purseRechargeSchema = z.object({
  amount: moneySchema,
  card: z.object(cardSchema.shape, issue('validation.card')),
});
export type PurseRecharge = z.infer<typeof purseRechargeSchema>;

/** Transfers and recharges answer with the new purse and the movement they wrote. */
export const purseOperationResponseSchema = z.object({
  purse: purseSchema,
  movement: purseMovementSchema,
});
export type PurseOperationResponse = z.infer<typeof purseOperationResponseSchema>;

/** A recharge's payment as the gateway sees it. */
export const PURSE_RECHARGE_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
] as const;
export type PurseRechargeStatus = (typeof PURSE_RECHARGE_STATUSES)[number];

/** POST purses/recharge answered 202: the card needs a second step at `action_url`. */
export const purseRechargePendingSchema = z.object({
  status: z.literal('requires_action'),
  reference: z.string(),
  action_url: z.string(),
});
export type PurseRechargePending = z.infer<typeof purseRechargePendingSchema>;
