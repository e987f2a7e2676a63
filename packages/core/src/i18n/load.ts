import type { Language } from '../features/config/constants';
import type { CoreTexts } from './en';
import { partOf, type TextPart } from './first-texts';

/**
 * Core's catalog in one language, fetched on demand: a visit loads only its own.
 * With `part`, only the first screens' texts or the rest (`first-texts.ts`): the apps'
 * build splits the file; elsewhere both parts are the whole catalog.
 */
export function loadCoreTexts(language: Language): Promise<CoreTexts>;
export function loadCoreTexts(language: Language, part: TextPart): Promise<object>;
export function loadCoreTexts(language: Language, part?: TextPart): Promise<object> {
  const loaders = {
    ca: {
      whole: () => import('./ca').then((module) => module.ca),
      first: () => import('./ca?texts=first' as string).then(partOf),
      rest: () => import('./ca?texts=rest' as string).then(partOf),
    },
    en: {
      whole: () => import('./en').then((module) => module.en),
      first: () => import('./en?texts=first' as string).then(partOf),
      rest: () => import('./en?texts=rest' as string).then(partOf),
    },
    es: {
      whole: () => import('./es').then((module) => module.es),
      first: () => import('./es?texts=first' as string).then(partOf),
      rest: () => import('./es?texts=rest' as string).then(partOf),
    },
  };
  return loaders[language][part ?? 'whole']();
}
