import type { Language } from '@parada/core';
import { createUiI18n } from '@parada/ui';
import { ca } from '../i18n/ca';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { GUEST_NAMESPACE } from '../i18n/guest-i18n';

/** The guest's texts with ui's and core's, every language at once, ready on return. */
export const createGuestI18n = (language: Language) =>
  createUiI18n(language, { namespace: GUEST_NAMESPACE, catalogs: { ca, en, es } });
