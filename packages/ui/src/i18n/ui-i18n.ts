import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, MESSAGES, type Language } from '@parada/core';
import { UI_NAMESPACE, UI_RESOURCES } from './ui-resources';
import { PENDING_CORE_TEXTS } from '../core-pending';

/** Adds the ui namespace to an i18next instance (core's, in the apps). */
export function addUiResources(i18n: I18n): I18n {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, UI_NAMESPACE, UI_RESOURCES[language], true, false);
  }
  return i18n;
}

/**
 * A ready i18next instance for Storybook and tests: the spec's texts from core plus the ui
 * namespace. Apps use core's `createI18n` and `addUiResources` instead.
 */
export function createUiI18n(language: Language = FALLBACK_LANGUAGE): I18n {
  const coreTexts = { ...MESSAGES, ...PENDING_CORE_TEXTS };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: coreTexts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return addUiResources(instance);
}

/** `t` over the ui namespace, falling back to core's texts for keys it does not hold. */
export function useUiTranslation() {
  return useTranslation([UI_NAMESPACE, 'translation']);
}
