import type { Language } from '../features/config/constants';
import { partOf, type TextPart } from './first-texts';

/** One part of a folder's catalogs as `import.meta.glob` lists them: `./ca.ts` → its module. */
export type CatalogModules = Record<string, () => Promise<unknown>>;

/**
 * The catalogs of one package or app (its `ca.ts`, `en.ts` and `es.ts`), each part listed by
 * `import.meta.glob` in the folder that holds them, since a glob is read where it is written:
 *
 *   catalogLoader({
 *     first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
 *     rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
 *   })
 *
 * The apps' build turns `?texts=first` and `?texts=rest` into the first screens' texts and
 * the rest (`first-texts.ts`, tooling/app's `textParts`), each a chunk of its own, so a
 * visit fetches only its language; where nothing splits them (tests, Storybook) both parts
 * are the whole catalog.
 */
export function catalogLoader(parts: Record<TextPart, CatalogModules>) {
  return (language: Language, part: TextPart): Promise<object> => {
    const load = parts[part][`./${language}.ts`];
    if (!load) return Promise.reject(new Error(`No ${language} catalog (${part}) to load`));
    return load().then(partOf);
  };
}
