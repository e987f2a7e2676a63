import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import {
  AppProviders,
  createAppParada,
  initialLanguage,
  loadLanguageTexts,
  startApp,
} from '@parada/ui';
import { FIRST_SCREENS, createPanelRouter } from './app/router';
import { env } from './env';
import { createPanelI18n } from './i18n/panel-i18n';

// The language is read before the store exists so the very first calls carry it.
let i18n: ReturnType<typeof createPanelI18n> | null = null;
const parada = createAppParada({
  apiUrl: env.apiUrl,
  getLanguage: () => i18n?.resolvedLanguage ?? i18n?.language ?? 'es',
});
const language = initialLanguage(parada.storage, navigator.languages);
// The build bundles only Spanish, the fallback; another language's texts arrive first.
// Should they fail to arrive, the page still works, in Spanish. (Not a top-level
// await: with one the bundler splits the entry into dozens of small chunks.)
void loadLanguageTexts(language)
  .catch(() => undefined)
  .then(() => {
    i18n = createPanelI18n(language);
    document.documentElement.lang = language;

    const router = createPanelRouter();
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
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>
      ),
    });
  });
