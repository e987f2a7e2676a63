import type { Language } from '@parada/core';
import { createUiI18n } from '@parada/ui';
import { ca } from '../i18n/ca';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { CONSOLE_NAMESPACE } from '../i18n/console-i18n';

/** The console's texts with ui's and core's, every language at once, ready on return. */
export const createConsoleI18n = (language: Language) =>
  createUiI18n(language, { namespace: CONSOLE_NAMESPACE, catalogs: { ca, en, es } });
