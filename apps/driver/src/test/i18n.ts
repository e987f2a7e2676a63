import type { Language } from '@parada/core';
import { createUiI18n } from '@parada/ui';
import { ca } from '../i18n/ca';
import { DRIVER_NAMESPACE } from '../i18n/driver-i18n';
import { en } from '../i18n/en';
import { es } from '../i18n/es';

/** The driver's texts with ui's and core's, every language at once, ready on return. */
export const createDriverI18n = (language: Language) =>
  createUiI18n(language, { namespace: DRIVER_NAMESPACE, catalogs: { ca, en, es } });
