import { partOf } from '@parada/core/i18n';
import { defineAppTexts } from '@parada/ui';

/** The console's namespace: its own texts, in front of ui's and core's. */
export const CONSOLE_NAMESPACE = 'console';

const texts = defineAppTexts(CONSOLE_NAMESPACE, {
  ca: {
    first: () => import('./ca?texts=first' as string).then(partOf),
    rest: () => import('./ca?texts=rest' as string).then(partOf),
  },
  en: {
    first: () => import('./en?texts=first' as string).then(partOf),
    rest: () => import('./en?texts=rest' as string).then(partOf),
  },
  es: {
    first: () => import('./es?texts=first' as string).then(partOf),
    rest: () => import('./es?texts=rest' as string).then(partOf),
  },
});

/** The console's i18next instance with the visit's language only; others load on switching. */
export const loadConsoleI18n = texts.loadI18n;

/** The console's one `t`: a key is looked up in the console's texts, then ui's, then core's. */
export const useT = texts.useT;
