/**
 * i18next set up one way for the apps, Storybook, the tests and the server: one namespace
 * per package, looked up from the most specific (an app's) down to core's.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../features/config/constants';
import { resolveLanguage } from './language';
import { CORE_CATALOGS } from './translate';

export { CORE_CATALOGS, type TranslationParams } from './translate';

/** The namespace of core's texts; ui and each app add theirs in front of it. */
export const CORE_NAMESPACE = 'core';

/** One package's catalog in each language it has loaded. */
export type Catalogs = Readonly<Partial<Record<Language, object>>>;

/**
 * A ready i18next instance in `language`. `namespaces` run from the most specific to core's:
 * the first is `t`'s default, the others its fallbacks, so a screen's one `t` finds its
 * app's key, else ui's, else core's. Initialisation is synchronous (the catalogs are
 * given), so `t` works on return. Each instance gets its own copy: i18next merges what is
 * added later into the tree it holds, and that must not reach the catalogs or other instances.
 */
export function createI18nInstance(
  language: Language,
  namespaces: readonly [string, ...string[]],
  catalogs: Readonly<Record<string, Catalogs>>,
): I18n {
  const resources: Record<string, Record<string, object>> = {};
  for (const lng of LANGUAGES) {
    for (const ns of namespaces) {
      const catalog = catalogs[ns]?.[lng];
      if (catalog) (resources[lng] ??= {})[ns] = structuredClone(catalog);
    }
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...namespaces],
    defaultNS: namespaces[0],
    fallbackNS: namespaces.length > 1 ? namespaces.slice(1) : false,
    // Keys never name a namespace ('ns:key'), and texts from the server may hold a colon.
    nsSeparator: false,
    initAsync: false,
    // React escapes what it renders and the server answers JSON: escaping here would show
    // "O&#39;Brien" for a name like O'Brien.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Core's texts alone in `language` (resolved like resolveLanguage; es when absent). */
export const createI18n = (language?: string | readonly string[] | null): I18n =>
  createI18nInstance(resolveLanguage(language ?? null), [CORE_NAMESPACE], {
    [CORE_NAMESPACE]: CORE_CATALOGS,
  });
