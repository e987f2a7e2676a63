import {
  localize,
  plainText,
  textsOf,
  type Language,
  type LocalizedText,
  type LocalizedTexts,
} from '@parada/core';

// How the server stores and serves the texts an operator writes per language
// (docs/decisions/i18n-operator-texts.md): the plain column keeps the default language's
// text, `texts` the per-language ones.

export type StoredTexts = Record<string, LocalizedTexts>;

/** A field in the reader's language; the plain column (default language) otherwise. */
export function textIn<T extends string | null>(
  texts: StoredTexts | null | undefined,
  field: string,
  plain: T,
  language: Language,
): string | T {
  const value = texts?.[field]?.[language];
  return value !== undefined && value.trim() !== '' ? value : plain;
}

/** An extra's description, stored as one text or per language, in the reader's language. */
export const extraIn = (description: LocalizedText, language: Language, fallback: Language) =>
  localize(description, language, fallback) ?? '';

/**
 * Splits what the admin API took into plain columns and per-language texts. A field sent
 * as a plain string is one text for every language (its per-language texts go); an object
 * replaces that field's texts. Fields not sent keep theirs.
 */
export function splitTexts<F extends string>(
  input: Partial<Record<F, LocalizedText | null | undefined>>,
  fields: readonly F[],
  fallback: Language,
  current: StoredTexts = {},
): { plain: Partial<Record<F, string | null>>; texts: StoredTexts } {
  const plain: Partial<Record<F, string | null>> = {};
  const texts: StoredTexts = { ...current };
  for (const field of fields) {
    if (!(field in input)) continue;
    const value = input[field];
    if (value === undefined) continue;
    if (value === null) {
      plain[field] = null;
      delete texts[field];
      continue;
    }
    plain[field] = plainText(value, fallback);
    const perLanguage = textsOf(value);
    if (perLanguage) texts[field] = perLanguage;
    else delete texts[field];
  }
  return { plain, texts };
}
