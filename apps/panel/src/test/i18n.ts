import type { Language } from '@parada/core';
import { createUiI18n } from '@parada/ui';
import { ca } from '../i18n/ca';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { PANEL_NAMESPACE } from '../i18n/panel-i18n';

/** The panel's texts with ui's and core's, every language at once, ready on return. */
export const createPanelI18n = (language: Language) =>
  createUiI18n(language, { namespace: PANEL_NAMESPACE, catalogs: { ca, en, es } });
