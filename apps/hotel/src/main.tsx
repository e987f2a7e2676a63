import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { selectKiosk } from '@parada/core';
import { AppProviders, createAppParada, initialLanguage } from '@parada/ui';
import { registerServiceWorker } from './app/register-service-worker';
import { createHotelRouter } from './app/router';
import { env } from './env';
import { loadHotelI18n } from './i18n/hotel-i18n';

// The language is read before the store exists so the very first calls carry it.
let i18n: Awaited<ReturnType<typeof loadHotelI18n>> | null = null;
const parada = createAppParada({
  apiUrl: env.apiUrl,
  getLanguage: () => i18n?.resolvedLanguage ?? i18n?.language ?? 'es',
});
const language = initialLanguage(parada.storage, navigator.languages);
// The installable kiosk (#19); a new version waits for no request in flight and an idle kiosk.
if (import.meta.env.PROD) {
  registerServiceWorker(() => {
    const kiosk = selectKiosk(parada.store.getState());
    return (
      parada.client.requests.getSnapshot() > 0 ||
      (kiosk.status !== 'idle' && kiosk.status !== 'failed')
    );
  });
}
// Only the visit's language is fetched (the app's, ui's and core's texts) before the first
// render; should it fail to arrive, Spanish is tried. (Not a top-level await: with one
// the bundler splits the entry into dozens of small chunks.)
void loadHotelI18n(language).then((loaded) => {
  i18n = loaded;
  document.documentElement.lang = loaded.language;

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  createRoot(container).render(
    <StrictMode>
      <AppProviders parada={parada} i18n={i18n}>
        <RouterProvider router={createHotelRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
