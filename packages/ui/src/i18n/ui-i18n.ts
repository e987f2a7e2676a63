import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, createI18n, type Language } from '@parada/core';
import { ACCOUNT_TEXTS } from '../account/account-texts';
import { REQUEST_FORM_TEXTS } from '../ride/request-form/request-form-texts';
import { ROOM_TEXTS } from '../rooms/room-texts';
import { UI_NAMESPACE, UI_RESOURCES } from './ui-resources';

type Nested = { [key: string]: string | Nested };

/** core's instance has no key separator (its keys contain dots), so ui keys go in flat. */
function flatten(tree: Nested, prefix = '', into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}

/** Adds the ui namespace to an i18next instance (core's `createI18n`, in the apps). */
export function addUiResources(i18n: I18n, languages: readonly Language[] = LANGUAGES): I18n {
  for (const language of languages) {
    i18n.addResourceBundle(language, UI_NAMESPACE, flatten(UI_RESOURCES[language]), true, false);
    i18n.addResourceBundle(language, UI_NAMESPACE, ACCOUNT_TEXTS[language], true, false);
    i18n.addResourceBundle(language, UI_NAMESPACE, REQUEST_FORM_TEXTS[language], true, false);
    i18n.addResourceBundle(language, UI_NAMESPACE, ROOM_TEXTS[language], true, false);
  }
  return i18n;
}

/** Core's i18next instance with the ui namespace: what apps, Storybook and tests use. */
export function createUiI18n(language?: Language): I18n {
  return addUiResources(createI18n(language));
}

/** `t` over the ui namespace, falling back to core's texts for keys it does not hold. */
export function useUiTranslation() {
  return useTranslation([UI_NAMESPACE, 'translation']);
}

/** The current language as core's formatting functions take it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'es';
}
