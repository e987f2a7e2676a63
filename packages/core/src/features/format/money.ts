/**
 * Money as the apps show it: in the grouping's currency (spec §9), in the user's language.
 */
import { fromCents } from '../common/money';
import { FALLBACK_LANGUAGE, type Language } from '../config/constants';

/** Regional forms that read naturally for each language of the product. */
const LOCALE_OF_LANGUAGE: Record<Language, string> = { ca: 'ca-ES', en: 'en-GB', es: 'es-ES' };

export const localeOf = (language: Language): string => LOCALE_OF_LANGUAGE[language];

/**
 * '12,50 €' in es and ca, '€12.50' in en. Bad data from a grouping must not blank a
 * screen: an unknown currency code falls back to the amount followed by the code, and a
 * non-finite amount to ''.
 */
export const formatMoney = (
  amount: number,
  currency: string,
  language: Language = FALLBACK_LANGUAGE,
): string => {
  if (!Number.isFinite(amount)) return '';
  const locale = localeOf(language);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
    return `${number} ${currency}`.trim();
  }
};

/** The same from integer cents, the form the ledger and the wallet screens hold money in. */
export const formatCents = (
  cents: number,
  currency: string,
  language: Language = FALLBACK_LANGUAGE,
): string => (Number.isSafeInteger(cents) ? formatMoney(fromCents(cents), currency, language) : '');
