import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parada/core';
import { catalogLoader, type CatalogModules, type TextPart } from '@parada/core/i18n';
import { loadAppI18n } from './app-i18n';

/**
 * An app's own texts: its namespace, in front of ui's and core's, with each language's
 * catalog fetched on demand (a chunk of its own). Gives the app's i18next loader
 * (the visit's language only; others load on switching) and the app's one `t`, which looks
 * a key up in the app's texts, then ui's, then core's. `catalogs` lists the app's `ca.ts`,
 * `en.ts` and `es.ts` in the two parts the build splits them into (core's `catalogLoader`).
 */
export function defineAppTexts<N extends string>(
  namespace: N,
  catalogs: Record<TextPart, CatalogModules>,
) {
  const catalog = { namespace, load: catalogLoader(catalogs) };
  return {
    loadI18n: (language: Language): Promise<I18n> => loadAppI18n(catalog, language),
    useT: () => useTranslation(namespace),
  };
}
