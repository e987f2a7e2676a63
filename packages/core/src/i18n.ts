// @parada/core/i18n: i18next set up for the apps, Storybook and tests, with core's
// catalogs (all three, or one loaded on demand) and the tools each package's catalog uses.
export {
  createI18nInstance,
  CORE_NAMESPACE,
  CORE_CATALOGS,
  createI18n,
  type Catalogs,
} from './i18n/i18n';
export { loadCoreTexts } from './i18n/load';
export { catalogLoader, type CatalogModules } from './i18n/catalog-loader';
export { FIRST_TEXT_KEYS, partOf, textPart, type TextPart } from './i18n/first-texts';
export { interpolationMismatches, type Texts } from './i18n/texts';
