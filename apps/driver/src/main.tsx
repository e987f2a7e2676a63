import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { isLanguage, type Language } from '@parada/core';
import { createDriverParada } from '@parada/core/store';
import { UiProvider, resolveApiUrl } from '@parada/ui';
import { phoneDependencies } from './app/phone';
import { DriverApp } from './app/driver-app';
import { loadDriverI18n } from './i18n/driver-i18n';

/** The language chosen on this phone, else the phone's own, else Spanish. */
function firstLanguage(): Language {
  const chosen = localStorage.getItem('parada.driver.language');
  if (chosen && isLanguage(chosen)) return chosen;
  const spoken = navigator.languages.map((tag) => tag.slice(0, 2)).find(isLanguage);
  return spoken ?? 'es';
}

void loadDriverI18n(firstLanguage()).then((i18n) => {
  document.documentElement.lang = i18n.language;
  const baseUrl = resolveApiUrl(import.meta.env.VITE_API_URL);
  const { store } = createDriverParada({
    baseUrl,
    storage: localStorage,
    getLanguage: () => i18n.language,
    online: navigator.onLine,
    ...phoneDependencies(baseUrl),
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <UiProvider i18n={i18n}>
          <DriverApp />
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
});

// Installable, and open without signal: the worker keeps the page and its files.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  });
}
