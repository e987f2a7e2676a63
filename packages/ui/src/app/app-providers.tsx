import { useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { type Language } from '@parada/core';
import { languageShown, STORAGE_KEYS, type RootState } from '@parada/core/store';
import type { i18n as I18n } from 'i18next';
import { AppContext, type AppContextValue } from './app-context';
import { showLanguage } from './app-i18n';
import type { AppParada } from './parada';
import { rememberLanguageCookie } from './start-app';

/** Store, translations and the app context around an app's router. */
export function AppProviders({
  parada,
  i18n,
  drawnFrom,
  children,
}: {
  parada: AppParada;
  i18n: I18n;
  /**
   * The state the page was drawn from, when the store has moved on before the first render
   * (a signed-in screen's session opens first, so that its page's first requests are heard).
   */
  drawnFrom?: RootState | undefined;
  children: ReactNode;
}) {
  const [, rerender] = useState(0);
  // A prerendered screen hydrates in passes (its Suspense boundaries after the frame) while
  // the app has started calling the API: every pass reads the state it was drawn from.
  const [serverState] = useState(() => drawnFrom ?? parada.store.getState());
  const value = useMemo<AppContextValue>(
    () => ({
      parada,
      setLanguage: (language: Language) => {
        parada.storage.setItem(STORAGE_KEYS.language, language);
        document.documentElement.lang = language;
        rememberLanguageCookie(language);
        void showLanguage(i18n, language).then(() => {
          rerender((count) => count + 1);
          // Requests now ask for `language`: lists the server worded are read again.
          parada.store.dispatch(languageShown(language));
        });
      },
    }),
    [parada, i18n],
  );
  return (
    <Provider store={parada.store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <AppContext.Provider value={value}>{children}</AppContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
