import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parada/core';
import { createAppI18n } from '@parada/ui';
import { GUEST_NAMESPACE, GUEST_TEXTS } from './guest-texts';

export function createGuestI18n(language: Language): I18n {
  return createAppI18n(language, GUEST_NAMESPACE, [GUEST_TEXTS]);
}

/** `t` over the guest namespace, falling back to core's texts. */
export function useGuestTranslation() {
  return useTranslation([GUEST_NAMESPACE, 'translation'], { nsMode: 'fallback' });
}
