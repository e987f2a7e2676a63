import { parseAmount, toCents } from '@parada/core';

/** A typed number ("3,50" or "3.50"), or null when it is none. */
export const typedNumber = (text: string): number | null => {
  const amount = parseAmount(text);
  return amount === null || Number.isNaN(amount) ? null : amount;
};

/**
 * What the operator typed, as cents for the server to judge: a text that is no number is
 * sent as null and one with more than two decimals as it is, so the refusal, in the
 * server's words, stands next to its field.
 */
export const typedCents = (text: string): number | null => {
  const amount = typedNumber(text);
  if (amount === null) return null;
  try {
    return toCents(amount);
  } catch {
    return amount * 100;
  }
};
