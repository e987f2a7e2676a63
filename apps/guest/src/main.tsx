import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppParada, initialLanguage } from '@parada/ui';
import { createGuestRouter } from './app/router';
import { env } from './env';
import { loadGuestI18n } from './i18n/guest-i18n';

// The language is read before the store exists so the very first calls carry it.
let i18n: Awaited<ReturnType<typeof loadGuestI18n>> | null = null;
const parada = createAppParada({
  apiUrl: env.apiUrl,
  getLanguage: () => i18n?.resolvedLanguage ?? i18n?.language ?? 'es',
});
const language = initialLanguage(parada.storage, navigator.languages);
// Only the visit's language is fetched (the app's, ui's and core's texts) before the first
// render; should it fail to arrive, Spanish is tried. (Not a top-level await: with one
// the bundler splits the entry into dozens of small chunks.)
void loadGuestI18n(language).then((loaded) => {
  i18n = loaded;
  document.documentElement.lang = loaded.language;

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  createRoot(container).render(
    <StrictMode>
      <AppProviders parada={parada} i18n={i18n}>
        <RouterProvider router={createGuestRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
