import { runApp } from '@parada/ui';
import { FIRST_SCREENS, panelRoutes } from './app/router';
import { env } from './env';
import { loadPanelI18n } from './i18n/panel-i18n';

runApp({
  apiUrl: env.apiUrl,
  loadI18n: loadPanelI18n,
  screens: FIRST_SCREENS,
  routes: panelRoutes,
});
