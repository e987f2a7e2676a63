import { defineAppTexts } from '@parada/ui';

/** The guest's namespace: its own texts, in front of ui's and core's. */
export const GUEST_NAMESPACE = 'guest';

const texts = defineAppTexts(GUEST_NAMESPACE, {
  ca: () => import('./ca').then((module) => module.ca),
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
});

/** The guest's i18next instance with the visit's language only; others load on switching. */
export const loadGuestI18n = texts.loadI18n;

/** The guest's one `t`: a key is looked up in the guest's texts, then ui's, then core's. */
export const useT = texts.useT;
