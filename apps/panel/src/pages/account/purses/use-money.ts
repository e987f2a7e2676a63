import { useCallback } from 'react';
import {
  VALIDATORS,
  formatCents,
  parseAmount,
  toCents,
  validate,
  type MessageKey,
} from '@parada/core';
import { selectPurse } from '@parada/core/store';
import { useLanguage, useAppSelector } from '@parada/ui';

/** Money in the wallet's currency and the user's language. */
export function useMoney() {
  const language = useLanguage();
  const purse = useAppSelector(selectPurse);
  const currency = purse?.currency ?? 'EUR';
  return useCallback(
    (cents: number) => formatCents(cents, currency, language),
    [currency, language],
  );
}

/** An amount as typed ('12,50'), in cents, or the message of what is wrong with it. */
export const readAmount = (typed: string): { cents: number; amount: number } | MessageKey => {
  const problem = validate(typed, [VALIDATORS.required, VALIDATORS.amount]);
  const amount = parseAmount(typed);
  if (problem || amount === null) return problem ?? 'validation.amount';
  return { cents: toCents(amount), amount };
};
