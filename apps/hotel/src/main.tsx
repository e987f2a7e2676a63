import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { selectKiosk } from '@parada/core';
import {
  AppProviders,
  createAppParada,
  initialLanguage,
  loadLanguageTexts,
  startApp,
} from '@parada/ui';
import { registerServiceWorker } from './app/register-service-worker';
import { FIRST_SCREENS, createHotelRouter } from './app/router';
import { env } from './env';
import { createHotelI18n } from './i18n/hotel-i18n';

// The language is read before the store exists so the very first calls carry it.
let i18n: ReturnType<typeof createHotelI18n> | null = null;
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
// The build bundles only Spanish, the fallback; another language's texts arrive first.
// Should they fail to arrive, the page still works, in Spanish. (Not a top-level
// await: with one the bundler splits the entry into dozens of small chunks.)
void loadLanguageTexts(language)
  .catch(() => undefined)
  .then(() => {
    i18n = createHotelI18n(language);
    document.documentElement.lang = language;

    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing from index.html');

    void startApp({
      container,
      parada,
      language,
      screens: FIRST_SCREENS,
      app: (
        <StrictMode>
          <AppProviders parada={parada} i18n={i18n}>
            <RouterProvider router={createHotelRouter()} />
          </AppProviders>
        </StrictMode>
      ),
    });
  });
