import type { Language } from '@parada/core';

/**
 * Texts of one language per visit (issue #16). In the apps' build, the plugin in
 * `packages/ui/vite/defer-language-texts.ts` replaces each catalog's Catalan and English
 * objects by an empty placeholder from `deferTexts`, their contents moved to one chunk per
 * language; Spanish, the fallback, stays in the bundle. `loadLanguageTexts` fills the
 * placeholders of a language before it is shown. Tests and the dev server bundle every
 * language and never see a placeholder, so there this only resolves.
 */
type Loader = () => Promise<{ default: object }>;

const pending = new Map<Language, (() => Promise<void>)[]>();
const loading = new Map<Language, Promise<void>>();

/** Called by the build's rewritten catalogs only. */
export function deferTexts<T extends object>(language: Language, load: Loader): T {
  const placeholder = {} as T;
  const fills = pending.get(language) ?? [];
  fills.push(async () => {
    Object.assign(placeholder, (await load()).default);
  });
  pending.set(language, fills);
  return placeholder;
}

/** Fills every catalog's placeholder for `language`; a failed chunk may be retried. */
export function loadLanguageTexts(language: Language): Promise<void> {
  const fills = pending.get(language);
  if (!fills?.length) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = Promise.all(fills.map((fill) => fill())).then(
      () => {
        pending.delete(language);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}
