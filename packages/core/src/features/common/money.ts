/**
 * Money: amounts on the wire in currency units with at most two decimals, and the exact
 * conversion to and from the integer cents the ledger and the database keep.
 */
import { z } from 'zod';
import { issue } from './schemas';

/** ISO 4217 code ("EUR"); screens format amounts with Intl.NumberFormat. */
export const currencySchema = z
  .string(issue('validation.invalid'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, issue('validation.invalid'));

/** One million currency units: larger amounts in a taxi panel are typing mistakes. */
export const MONEY_MAX = 1_000_000;

/**
 * Currency units to integer cents, exactly: reads the decimal digits instead of multiplying,
 * so 0.29 gives 29 and not 28.999…. Throws on more than 2 decimals or an unsafe size.
 */
export const toCents = (amount: number): number => {
  if (!Number.isFinite(amount) || Math.abs(amount) > Number.MAX_SAFE_INTEGER / 100) {
    throw new RangeError(`Not an amount of money: ${amount}`);
  }
  const digits = Math.abs(amount).toString();
  if (digits.includes('e')) {
    // Only tiny values print in exponent form below the safe limit; none has ≤ 2 decimals but 0.
    if (amount === 0) return 0;
    throw new RangeError(`More than 2 decimals: ${amount}`);
  }
  const [units = '0', fraction = ''] = digits.split('.');
  if (fraction.length > 2) throw new RangeError(`More than 2 decimals: ${amount}`);
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return amount < 0 ? -cents : cents;
};

/**
 * Whether an amount is a whole number of cents as written: its shortest decimal form has at
 * most 2 decimals. `multipleOf(0.01)` alone compares within float tolerance, so it lets
 * 0.30000000000000004 and 1.1500000000000001 through, which `toCents` rightly refuses.
 */
export const isWholeCents = (amount: number): boolean => {
  try {
    toCents(amount);
    return true;
  } catch {
    return false;
  }
};

// A money value on the wire is the exact decimal it prints as, with at most 2 decimals: more
// is a 422 (`validation.amount`), never rounded, so what the ledger keeps is what was sent.
const moneyBase = z
  .number(issue('validation.amount'))
  .max(MONEY_MAX, issue('validation.amount'))
  .multipleOf(0.01, issue('validation.amount'))
  .refine(isWholeCents, issue('validation.amount'));

/**
 * Money on the wire: currency units with at most 2 decimals, at least one cent (transfers,
 * recharges). Not merely positive: 5e-323 passes `multipleOf(0.01)` within float tolerance
 * and is zero cents, which the ledger refuses (the fuzz found it as a 500).
 */
export const moneySchema = moneyBase.min(0.01, issue('validation.amount'));

/** Money that may be zero (a fare, a balance). */
export const nonNegativeMoneySchema = moneyBase.nonnegative(issue('validation.amount'));

/** Money with a sign (ledger movements). */
export const signedMoneySchema = moneyBase.min(-MONEY_MAX, issue('validation.amount'));

/** Integer cents to currency units (the division of an integer by 100 is the nearest double). */
export const fromCents = (cents: number): number => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 100;
};
