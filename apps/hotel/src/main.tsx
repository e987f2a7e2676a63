import { selectKiosk } from '@parada/core/store';
import { runApp } from '@parada/ui';
import { registerServiceWorker } from './app/register-service-worker';
import { FIRST_SCREENS, hotelRoutes } from './app/router';
import { env } from './env';
import { loadHotelI18n } from './i18n/hotel-i18n';

runApp({
  apiUrl: env.apiUrl,
  loadI18n: loadHotelI18n,
  screens: FIRST_SCREENS,
  routes: hotelRoutes,
  beside: (parada) => {
    // The installable kiosk (#19); a new version waits for no request in flight and an idle kiosk.
    if (!import.meta.env.PROD) return;
    registerServiceWorker(() => {
      const kiosk = selectKiosk(parada.store.getState());
      return (
        parada.client.requests.getSnapshot() > 0 ||
        (kiosk.status !== 'idle' && kiosk.status !== 'failed')
      );
    });
  },
});
