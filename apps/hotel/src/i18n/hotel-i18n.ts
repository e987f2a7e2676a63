import { defineAppTexts } from '@parada/ui';

/** The hotel's namespace: its own texts, in front of ui's and core's. */
export const HOTEL_NAMESPACE = 'hotel';

const texts = defineAppTexts(HOTEL_NAMESPACE, {
  first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
  rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
});

/** The hotel's i18next instance with the visit's language only; others load on switching. */
export const loadHotelI18n = texts.loadI18n;

/** The hotel's one `t`: a key is looked up in the hotel's texts, then ui's, then core's. */
export const useT = texts.useT;
