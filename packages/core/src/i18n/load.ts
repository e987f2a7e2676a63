import { catalogLoader } from './catalog-loader';

/** Core's catalog in one language, fetched on demand: a visit loads only its own. */
export const loadCoreTexts = catalogLoader({
  first: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=first' }),
  rest: import.meta.glob('./{ca,en,es}.ts', { query: '?texts=rest' }),
});
