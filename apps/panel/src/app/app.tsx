import { useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { STORAGE_KEYS, type Language } from '@parada/core';
import type { i18n as I18n } from 'i18next';
import { PanelContext, type PanelContextValue } from './panel-context';
import type { PanelParada } from './parada';

/** Store, translations and the panel's own context around the router. */
export function App({
  parada,
  i18n,
  children,
}: {
  parada: PanelParada;
  i18n: I18n;
  children: ReactNode;
}) {
  const [, rerender] = useState(0);
  const value = useMemo<PanelContextValue>(
    () => ({
      parada,
      setLanguage: (language: Language) => {
        parada.storage.setItem(STORAGE_KEYS.language, language);
        document.documentElement.lang = language;
        void i18n.changeLanguage(language).then(() => rerender((count) => count + 1));
      },
    }),
    [parada, i18n],
  );
  return (
    <Provider store={parada.store}>
      <I18nextProvider i18n={i18n}>
        <PanelContext.Provider value={value}>{children}</PanelContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
