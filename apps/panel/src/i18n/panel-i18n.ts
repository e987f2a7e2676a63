import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  STORAGE_KEYS,
  createI18n,
  isLanguage,
  resolveLanguage,
  type KeyValueStorage,
  type Language,
} from '@parada/core';
import { addUiResources } from '@parada/ui';
import { PANEL_NAMESPACE, PANEL_RESOURCES } from './panel-resources';

/** The stored choice first, else the browser's languages; core falls back to es. */
export function initialLanguage(
  storage: KeyValueStorage,
  browserLanguages: readonly string[],
): Language {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : resolveLanguage(browserLanguages);
}

/** Core's instance, with ui's namespace and the panel's own. */
export function createPanelI18n(language: Language): I18n {
  const i18n = addUiResources(createI18n(language));
  for (const lang of LANGUAGES) {
    i18n.addResourceBundle(lang, PANEL_NAMESPACE, PANEL_RESOURCES[lang], true, false);
  }
  return i18n;
}

/** `t` over the panel namespace, falling back to core's texts. */
export function usePanelTranslation() {
  return useTranslation([PANEL_NAMESPACE, 'translation']);
}
