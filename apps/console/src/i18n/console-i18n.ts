import { defineAppTexts } from '@parada/ui';

/** The console's namespace: its own texts, in front of ui's and core's. */
export const CONSOLE_NAMESPACE = 'console';

const texts = defineAppTexts(CONSOLE_NAMESPACE, {
  first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
  rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
});

/** The console's i18next instance with the visit's language only; others load on switching. */
export const loadConsoleI18n = texts.loadI18n;

/** The console's one `t`: a key is looked up in the console's texts, then ui's, then core's. */
export const useT = texts.useT;
