import { defineAppTexts } from '@parada/ui';

/** The guest's namespace: its own texts, in front of ui's and core's. */
export const GUEST_NAMESPACE = 'guest';

const texts = defineAppTexts(GUEST_NAMESPACE, {
  first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
  rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
});

/** The guest's i18next instance with the visit's language only; others load on switching. */
export const loadGuestI18n = texts.loadI18n;

/** The guest's one `t`: a key is looked up in the guest's texts, then ui's, then core's. */
export const useT = texts.useT;
