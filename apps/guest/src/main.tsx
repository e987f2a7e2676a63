import { runApp } from '@parada/ui';
import { FIRST_SCREENS, guestRoutes } from './app/router';
import { env } from './env';
import { loadGuestI18n } from './i18n/guest-i18n';

runApp({
  apiUrl: env.apiUrl,
  loadI18n: loadGuestI18n,
  screens: FIRST_SCREENS,
  routes: guestRoutes,
});
