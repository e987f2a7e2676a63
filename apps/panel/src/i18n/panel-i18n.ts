import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parada/core';
import { loadAppI18n } from '@parada/ui';
import type { PanelTexts } from './en';

/** The panel's namespace: its own texts, in front of ui's and core's. */
export const PANEL_NAMESPACE = 'panel';

/** The panel's catalog in one language, fetched on demand. */
const loadPanelTexts = (language: Language): Promise<PanelTexts> =>
  ({
    ca: () => import('./ca').then((module) => module.ca),
    en: () => import('./en').then((module) => module.en),
    es: () => import('./es').then((module) => module.es),
  })[language]();

/** The panel's i18next instance with the visit's language only; others load on switching. */
export const loadPanelI18n = (language: Language): Promise<I18n> =>
  loadAppI18n({ namespace: PANEL_NAMESPACE, load: loadPanelTexts }, language);

/** The panel's one `t`: a key is looked up in the panel's texts, then ui's, then core's. */
export function useT() {
  return useTranslation(PANEL_NAMESPACE);
}
