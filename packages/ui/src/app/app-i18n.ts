import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from '@parada/core';
import { CORE_NAMESPACE, createI18nInstance, loadCoreTexts } from '@parada/core/i18n';
import { UI_NAMESPACE, loadUiTexts } from '../i18n/ui-i18n';

export { initialLanguage } from '@parada/core';

/** An app's namespace and how to fetch its catalog in one language. */
export interface AppCatalog {
  namespace: string;
  load: (language: Language) => Promise<object>;
}

/** How each instance fetches a language it does not hold yet. */
const loaders = new WeakMap<I18n, (language: Language) => Promise<void>>();

/** The app's, ui's and core's catalogs in one language, fetched together. */
const loadAll = (app: AppCatalog, language: Language) =>
  Promise.all([app.load(language), loadUiTexts(language), loadCoreTexts(language)]);

/**
 * The app's i18next instance with only `language`'s texts (issue #16: one language per
 * visit). Its `t` looks a key up in the app's namespace, then ui's, then core's. Should the
 * language's texts fail to arrive, Spanish, the fallback, is tried before giving up.
 */
export async function loadAppI18n(app: AppCatalog, language: Language): Promise<I18n> {
  let shown = language;
  let texts = await loadAll(app, language).catch(() => null);
  if (!texts && language !== FALLBACK_LANGUAGE) {
    shown = FALLBACK_LANGUAGE;
    texts = await loadAll(app, shown);
  }
  if (!texts) throw new Error(`The texts in ${language} could not be loaded`);
  const [appTexts, uiTexts, coreTexts] = texts;
  const i18n = createI18nInstance(shown, [app.namespace, UI_NAMESPACE, CORE_NAMESPACE], {
    [app.namespace]: { [shown]: appTexts },
    [UI_NAMESPACE]: { [shown]: uiTexts },
    [CORE_NAMESPACE]: { [shown]: coreTexts },
  });
  loaders.set(i18n, async (next) => {
    if (i18n.hasResourceBundle(next, app.namespace)) return;
    const [nextApp, nextUi, nextCore] = await loadAll(app, next);
    i18n.addResourceBundle(next, app.namespace, structuredClone(nextApp));
    i18n.addResourceBundle(next, UI_NAMESPACE, structuredClone(nextUi));
    i18n.addResourceBundle(next, CORE_NAMESPACE, structuredClone(nextCore));
  });
  return i18n;
}

/**
 * Fetches a language's texts if the instance lacks them, then shows it: the screen
 * switches once everything is there, never through a frame of bare keys.
 */
export async function showLanguage(i18n: I18n, language: Language): Promise<void> {
  await loaders.get(i18n)?.(language);
  await i18n.changeLanguage(language);
}
