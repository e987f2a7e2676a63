import type { i18n as I18n } from 'i18next';
import {
  LANGUAGES,
  STORAGE_KEYS,
  createI18n,
  isLanguage,
  resolveLanguage,
  type KeyValueStorage,
  type Language,
} from '@parada/core';
import { addUiResources } from '../i18n/ui-i18n';

/** The stored choice first, else the browser's languages; core falls back to es. */
export function initialLanguage(
  storage: KeyValueStorage,
  browserLanguages: readonly string[],
): Language {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : resolveLanguage(browserLanguages);
}

/** Texts an app adds in one namespace: one flat bundle per language. */
export type AppTexts = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/** Core's instance with ui's namespace and the app's own bundles in `namespace`. */
export function createAppI18n(
  language: Language,
  namespace: string,
  bundles: readonly AppTexts[],
): I18n {
  const i18n = addUiResources(createI18n(language));
  for (const lang of LANGUAGES) {
    for (const texts of bundles) {
      i18n.addResourceBundle(lang, namespace, texts[lang], true, false);
    }
  }
  return i18n;
}
