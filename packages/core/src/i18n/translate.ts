/**
 * Core's texts without i18next, for the server and for rules that word a message: a
 * lookup in the catalogs and `{{name}}` filled in. The apps' screens use i18next
 * (`@parada/core/i18n`); this keeps i18next out of what the server loads (`@parada/core`).
 * Core's catalogs use no plurals, contexts, nesting or formats, so the two agree on every
 * text (i18n.test.ts checks each key in each language against i18next).
 */
import { FALLBACK_LANGUAGE, type Language } from '../features/config/constants';
import { ca } from './ca';
import { en, type CoreTexts } from './en';
import { es } from './es';
import type { TranslationKey } from './keys';
import { resolveLanguage } from './language';

/** Core's catalogs, all three languages: for the server, tests and Storybook. */
// The apps' build leaves these out and loads one language with `loadCoreTexts`.
export const CORE_CATALOGS: Readonly<Record<Language, CoreTexts>> = { ca, en, es };

export type TranslationParams = Readonly<Record<string, string | number>>;

const textAt = (catalog: object, key: string): string | undefined => {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** As i18next with escapeValue off: a variable not given stays `{{name}}`; values are not read again. */
const interpolate = (text: string, params: TranslationParams): string =>
  text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const value = params[name.trim()];
    return value === undefined ? match : String(value);
  });

/**
 * One text in `language` (a code, an Accept-Language header or a list of tags). A key
 * missing in that language falls back to es; an unknown key comes back as the key.
 */
export const translate = (
  language: string | readonly string[] | null | undefined,
  key: TranslationKey,
  params: TranslationParams = {},
): string => {
  const text =
    textAt(CORE_CATALOGS[resolveLanguage(language ?? null)], key) ??
    textAt(CORE_CATALOGS[FALLBACK_LANGUAGE], key) ??
    key;
  return interpolate(text, params);
};
