import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parada/core';
import { createAppI18n } from '@parada/ui';
import { ACCOUNT_TEXTS } from '../pages/account/account-texts';
import { AUTH_TEXTS } from '../pages/auth/auth-texts';
import { COMPANY_TEXTS } from '../pages/company/company-texts';
import { ENTRY_TEXTS } from '../pages/entry/entry-texts';
import { SERVICES_TEXTS } from '../pages/services/services-texts';
import { PANEL_NAMESPACE, PANEL_RESOURCES } from './panel-resources';

/** Each area of screens keeps its texts beside its pages; their keys carry the area's name. */
export const AREA_TEXTS = {
  account: ACCOUNT_TEXTS,
  auth: AUTH_TEXTS,
  company: COMPANY_TEXTS,
  entry: ENTRY_TEXTS,
  services: SERVICES_TEXTS,
};

/** Core's instance, with ui's namespace and the panel's own. */
export function createPanelI18n(language: Language): I18n {
  return createAppI18n(language, PANEL_NAMESPACE, [PANEL_RESOURCES, ...Object.values(AREA_TEXTS)]);
}

/** `t` over the panel namespace, falling back to core's texts. */
export function usePanelTranslation() {
  return useTranslation([PANEL_NAMESPACE, 'translation']);
}
