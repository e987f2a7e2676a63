import { defineAppTexts } from '@parada/ui';

/** The panel's namespace: its own texts, in front of ui's and core's. */
export const PANEL_NAMESPACE = 'panel';

const texts = defineAppTexts(PANEL_NAMESPACE, {
  first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
  rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
});

/** The panel's i18next instance with the visit's language only; others load on switching. */
export const loadPanelI18n = texts.loadI18n;

/** The panel's one `t`: a key is looked up in the panel's texts, then ui's, then core's. */
export const useT = texts.useT;
