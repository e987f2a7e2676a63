import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parada/core';
import { loadAppI18n } from '@parada/ui';
import type { GuestTexts } from './en';

/** The guest's namespace: its own texts, in front of ui's and core's. */
export const GUEST_NAMESPACE = 'guest';

/** The guest's catalog in one language, fetched on demand. */
const loadGuestTexts = (language: Language): Promise<GuestTexts> =>
  ({
    ca: () => import('./ca').then((module) => module.ca),
    en: () => import('./en').then((module) => module.en),
    es: () => import('./es').then((module) => module.es),
  })[language]();

/** The guest's i18next instance with the visit's language only; others load on switching. */
export const loadGuestI18n = (language: Language): Promise<I18n> =>
  loadAppI18n({ namespace: GUEST_NAMESPACE, load: loadGuestTexts }, language);

/** The guest's one `t`: a key is looked up in the guest's texts, then ui's, then core's. */
export function useT() {
  return useTranslation(GUEST_NAMESPACE);
}
