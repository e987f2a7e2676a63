import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from '@parada/core';
import {
  CORE_NAMESPACE,
  createI18nInstance,
  loadCoreTexts,
  type TextPart,
} from '@parada/core/i18n';
import { lateTexts } from '../i18n/late-texts';
import { UI_NAMESPACE, loadUiTexts } from '../i18n/ui-i18n';

export { initialLanguage } from '@parada/core';

/**
 * An app's namespace and how to fetch one part of its catalog in one language: the first
 * screens' texts or the rest (core's `first-texts.ts`).
 */
export interface AppCatalog {
  namespace: string;
  load: (language: Language, part: TextPart) => Promise<object>;
}

/** How each instance fetches a language it does not hold yet. */
const loaders = new WeakMap<I18n, (language: Language) => Promise<void>>();

/** One part of the app's, ui's and core's catalogs in one language, fetched together. */
const loadAll = (app: AppCatalog, language: Language, part: TextPart) =>
  Promise.all([
    app.load(language, part),
    loadUiTexts(language, part),
    loadCoreTexts(language, part),
  ]);

/**
 * The app's i18next instance with only `language`'s texts (one language per
 * visit), and of those the first screens' at the start: the rest come with the first lazy
 * piece that needs them (`lateTexts`), or when a text is missing (then the screen draws
 * again once they are here). Its `t` looks a key up in the app's namespace, then ui's, then
 * core's. Should the language's texts fail to arrive, Spanish, the fallback, is tried
 * before giving up.
 */
export async function loadAppI18n(app: AppCatalog, language: Language): Promise<I18n> {
  let shown = language;
  let texts = await loadAll(app, language, 'first').catch(() => null);
  if (!texts && language !== FALLBACK_LANGUAGE) {
    shown = FALLBACK_LANGUAGE;
    texts = await loadAll(app, shown, 'first');
  }
  if (!texts) throw new Error(`The texts in ${language} could not be loaded`);
  const [appTexts, uiTexts, coreTexts] = texts;
  const namespaces = [app.namespace, UI_NAMESPACE, CORE_NAMESPACE] as const;
  const i18n = createI18nInstance(shown, namespaces, {
    [app.namespace]: { [shown]: appTexts },
    [UI_NAMESPACE]: { [shown]: uiTexts },
    [CORE_NAMESPACE]: { [shown]: coreTexts },
  });
  const add = (next: Language, part: readonly object[]) =>
    namespaces.forEach((namespace, index) =>
      i18n.addResourceBundle(next, namespace, structuredClone(part[index]), true, true),
    );
  /** Each language's rest, fetched once (a failure is tried again on the next ask). */
  const rests = new Map<Language, Promise<void>>();
  const loadRest = (next: Language) => {
    let rest = rests.get(next);
    if (!rest) {
      rest = loadAll(app, next, 'rest').then((part) => add(next, part));
      rests.set(next, rest);
      rest.catch(() => rests.delete(next));
    }
    return rest;
  };
  const current = () => (i18n.resolvedLanguage ?? i18n.language) as Language;
  lateTexts.set(() => loadRest(current()));
  // A text not among the first ones: fetch the rest; the screen draws again when it is added.
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = () => {
    if (!rests.has(current())) void loadRest(current()).catch(() => undefined);
  };
  i18n.options.react = { ...i18n.options.react, bindI18nStore: 'added' };
  loaders.set(i18n, async (next) => {
    const first = i18n.hasResourceBundle(next, app.namespace)
      ? null
      : loadAll(app, next, 'first').then((part) => add(next, part));
    // The rest too if this visit has needed it already: the screen shown may use it.
    await Promise.all([first, rests.size > 0 ? loadRest(next) : null]);
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
