import type { Language } from '../features/config/constants';
import type { CoreTexts } from './en';

/** Core's catalog in one language, fetched on demand: a visit loads only its own (#16). */
export const loadCoreTexts = (language: Language): Promise<CoreTexts> =>
  ({
    ca: () => import('./ca').then((module) => module.ca),
    en: () => import('./en').then((module) => module.en),
    es: () => import('./es').then((module) => module.es),
  })[language]();
