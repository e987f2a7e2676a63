import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parada/core';
import { createAppI18n } from '@parada/ui';
import { SETTINGS_TEXTS } from '../pages/settings-texts';
import { HOTEL_NAMESPACE, HOTEL_TEXTS } from './hotel-texts';

export function createHotelI18n(language: Language): I18n {
  return createAppI18n(language, HOTEL_NAMESPACE, [HOTEL_TEXTS, SETTINGS_TEXTS]);
}

/** `t` over the hotel namespace, falling back to core's texts. */
export function useHotelTranslation() {
  return useTranslation([HOTEL_NAMESPACE, 'translation'], { nsMode: 'fallback' });
}
