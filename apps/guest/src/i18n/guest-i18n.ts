import { partOf } from '@parada/core/i18n';
import { defineAppTexts } from '@parada/ui';

/** The guest's namespace: its own texts, in front of ui's and core's. */
export const GUEST_NAMESPACE = 'guest';

const texts = defineAppTexts(GUEST_NAMESPACE, {
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

/** The guest's i18next instance with the visit's language only; others load on switching. */
export const loadGuestI18n = texts.loadI18n;

/** The guest's one `t`: a key is looked up in the guest's texts, then ui's, then core's. */
export const useT = texts.useT;
