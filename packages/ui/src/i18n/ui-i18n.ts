import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@parada/core';
import {
  CORE_CATALOGS,
  CORE_NAMESPACE,
  catalogLoader,
  createI18nInstance,
} from '@parada/core/i18n';
import { ca } from './ca';
import { en, type UiTexts } from './en';
import { es } from './es';

/** The namespace of ui's texts: the words every app shares, between an app's and core's. */
export const UI_NAMESPACE = 'ui';

/** ui's catalogs, all three languages: for Storybook and tests (the apps load one). */
export const UI_CATALOGS: Readonly<Record<Language, UiTexts>> = { ca, en, es };

/** ui's catalog in one language, fetched on demand: a visit loads only its own. */
export const loadUiTexts = catalogLoader({
  first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
  rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
});

/** An app's namespace with its catalog in every language (an app's tests pass one). */
export interface AppCatalogs {
  namespace: string;
  catalogs: Readonly<Record<Language, object>>;
}

/**
 * ui's and core's texts in every language, and an app's in front of them if given, ready
 * on return: what Storybook and tests use (the apps themselves load one language).
 */
export function createUiI18n(language: Language = 'es', app?: AppCatalogs): I18n {
  const shared = { [UI_NAMESPACE]: UI_CATALOGS, [CORE_NAMESPACE]: CORE_CATALOGS };
  return app
    ? createI18nInstance(language, [app.namespace, UI_NAMESPACE, CORE_NAMESPACE], {
        ...shared,
        [app.namespace]: app.catalogs,
      })
    : createI18nInstance(language, [UI_NAMESPACE, CORE_NAMESPACE], shared);
}

/**
 * A text that may be a message key (from the server or a rule) or a text already worded:
 * the key's text when the catalog has it, the string itself otherwise.
 */
export function textOf(t: TFunction, message: string, params?: Record<string, unknown>): string {
  return t(message, { ...params, defaultValue: message });
}

/** The current language as core's formatting functions take it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'es';
}
