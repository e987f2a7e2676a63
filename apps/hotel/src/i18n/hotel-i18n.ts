import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parada/core';
import { loadAppI18n } from '@parada/ui';
import type { HotelTexts } from './en';

/** The hotel's namespace: its own texts, in front of ui's and core's. */
export const HOTEL_NAMESPACE = 'hotel';

/** The hotel's catalog in one language, fetched on demand. */
const loadHotelTexts = (language: Language): Promise<HotelTexts> =>
  ({
    ca: () => import('./ca').then((module) => module.ca),
    en: () => import('./en').then((module) => module.en),
    es: () => import('./es').then((module) => module.es),
  })[language]();

/** The hotel's i18next instance with the visit's language only; others load on switching. */
export const loadHotelI18n = (language: Language): Promise<I18n> =>
  loadAppI18n({ namespace: HOTEL_NAMESPACE, load: loadHotelTexts }, language);

/** The hotel's one `t`: a key is looked up in the hotel's texts, then ui's, then core's. */
export function useT() {
  return useTranslation(HOTEL_NAMESPACE);
}
