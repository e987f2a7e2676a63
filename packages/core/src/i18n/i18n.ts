/**
 * i18next set up the same way for the apps and the server: bundled ca, en and es
 * resources, fallback es, flat keys ('validation.required' is one key, not a path).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../features/config/constants';
import { MESSAGES } from '../features/validation/messages';
import { ca } from './resources/ca';
import { en } from './resources/en';
import { es } from './resources/es';
import type { TranslationKey, Translations } from './resources/keys';
import { resolveLanguage } from './language';

/** The namespace of the core texts; the ui may add its own next to it. */
export const CORE_NAMESPACE = 'translation';

/**
 * English is MESSAGES with en.ts laid over it, merged when read: in the apps' build en.ts's
 * texts arrive only once English is chosen, after this module has loaded.
 */
const english = (): Translations => ({ ...MESSAGES, ...en });

export const TRANSLATIONS: Readonly<Record<Language, Translations>> = {
  ca,
  get en() {
    return english();
  },
  es,
};

/** The resources in i18next's shape, { ca: { translation: {...} }, ... }. */
export const I18N_RESOURCES = {
  ca: { [CORE_NAMESPACE]: ca },
  get en() {
    return { [CORE_NAMESPACE]: english() };
  },
  es: { [CORE_NAMESPACE]: es },
} as const;

export type TranslationParams = Readonly<Record<string, string | number>>;

/**
 * A ready i18next instance in `language` (resolved like resolveLanguage; es when absent).
 * Initialisation is synchronous because the resources are bundled, so `t` works on return.
 * Each instance gets its own copy of the resources: namespaces the ui adds to one never
 * leak into another, nor into the exported constants.
 */
export const createI18n = (language?: string | readonly string[] | null): I18n => {
  const instance = i18next.createInstance();
  void instance.init({
    resources: structuredClone(I18N_RESOURCES) as unknown as Record<
      string,
      Record<string, Translations>
    >,
    lng: resolveLanguage(language ?? null),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: CORE_NAMESPACE,
    ns: [CORE_NAMESPACE],
    initAsync: false,
    keySeparator: false,
    // React escapes what it renders and the server answers JSON: escaping here would show
    // "O&#39;Brien" for a name like O'Brien.
    interpolation: { escapeValue: false },
  });
  return instance;
};

let serverInstance: I18n | undefined;

/**
 * One text in `language` (a code, an Accept-Language header or a list of tags), for the
 * server and other code without a per-user instance. Unknown keys come back as the key.
 */
export const translate = (
  language: string | readonly string[] | null | undefined,
  key: TranslationKey,
  params: TranslationParams = {},
): string => {
  serverInstance ??= createI18n(FALLBACK_LANGUAGE);
  return serverInstance.getFixedT(resolveLanguage(language ?? null))(key, params);
};
