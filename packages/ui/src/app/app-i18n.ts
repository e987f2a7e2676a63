import type { i18n as I18n } from 'i18next';
import {
  CORE_NAMESPACE,
  LANGUAGES,
  STORAGE_KEYS,
  TRANSLATIONS,
  createI18n,
  isLanguage,
  resolveLanguage,
  type KeyValueStorage,
  type Language,
} from '@parada/core';
import { loadLanguageTexts } from '../i18n/deferred-texts';
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

/** Puts a language's texts (core, ui, the app's) into the instance again, once loaded. */
const refills = new WeakMap<I18n, (language: Language) => void>();

/**
 * Core's instance with ui's namespace and the app's own bundles in `namespace`. In the
 * built apps only the fallback's texts are in the bundle: await `loadLanguageTexts` for
 * the visit's language first, and switch languages with `showLanguage`.
 */
export function createAppI18n(
  language: Language,
  namespace: string,
  bundles: readonly AppTexts[],
): I18n {
  const i18n = createI18n(language);
  const add = (lang: Language) => {
    i18n.addResourceBundle(lang, CORE_NAMESPACE, TRANSLATIONS[lang], true, true);
    addUiResources(i18n, [lang]);
    for (const texts of bundles) i18n.addResourceBundle(lang, namespace, texts[lang], true, false);
  };
  LANGUAGES.forEach(add);
  refills.set(i18n, add);
  return i18n;
}

/** Loads a language's texts if the build left them out, then shows it. */
export async function showLanguage(i18n: I18n, language: Language): Promise<void> {
  await loadLanguageTexts(language);
  refills.get(i18n)?.(language);
  await i18n.changeLanguage(language);
}
