/**
 * Texts an operator writes (grouping names, extras, club offers, messages) in each of the
 * apps' languages. The admin API takes a plain string (one text for every language) or an
 * object of ca/en/es; readers get one string, in their language when the operator wrote
 * it, else the grouping's default language, else any language written.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../config/constants';
import { issue } from './schemas';

/** What an operator wrote per language; a missing or blank language falls back. */
export type LocalizedTexts = Partial<Record<Language, string>>;

/** A stored operator text: one string for every language, or one per language. */
export type LocalizedText = string | LocalizedTexts;

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * A text field the admin API accepts: `text` (a string schema with its own checks) or an
 * object of ca/en/es with the same checks, at least one of them written.
 */
export const localizedTextSchema = <T extends z.ZodType<string>>(text: T) =>
  z.union(
    [
      text,
      z
        .strictObject(
          { ca: text.optional(), en: text.optional(), es: text.optional() },
          issue('validation.invalid'),
        )
        .refine(
          (value) => LANGUAGES.some((language) => !isBlank(value[language])),
          issue('validation.required'),
        ),
    ],
    issue('validation.invalid'),
  );

/**
 * The text in `language`; else in `fallback` (the grouping's default language); else the
 * first language written, in ca, en, es order. A plain string serves every language.
 */
export function localize(
  text: LocalizedText | null | undefined,
  language: Language,
  fallback: Language,
): string | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string') return text;
  for (const candidate of [language, fallback, ...LANGUAGES]) {
    const value = text[candidate];
    if (!isBlank(value)) return value!;
  }
  return null;
}

/**
 * What the plain column of a per-language field keeps: the default language's text, else
 * the first written. Searches, emails and statements that read one string read this one.
 */
export const plainText = (text: LocalizedText, fallback: Language): string =>
  localize(text, fallback, fallback) ?? '';

/** The per-language texts of a value the admin API took; a plain string fills none. */
export const textsOf = (text: LocalizedText): LocalizedTexts | null =>
  typeof text === 'string'
    ? null
    : Object.fromEntries(
        LANGUAGES.filter((language) => !isBlank(text[language])).map((language) => [
          language,
          text[language]!.trim(),
        ]),
      );
