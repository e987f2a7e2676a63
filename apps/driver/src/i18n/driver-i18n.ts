import { defineAppTexts } from '@parada/ui';

/** The driver's namespace: its own texts, in front of ui's and core's. */
export const DRIVER_NAMESPACE = 'driver';

const texts = defineAppTexts(DRIVER_NAMESPACE, {
  first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
  rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
});

/** The driver's i18next instance with the visit's language only; others load on switching. */
export const loadDriverI18n = texts.loadI18n;

/** The driver's one `t`: a key is looked up in the driver's texts, then ui's, then core's. */
export const useT = texts.useT;
