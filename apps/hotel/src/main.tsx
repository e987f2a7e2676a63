import { selectKiosk } from '@parada/core/store';
import { runApp } from '@parada/ui';
import { registerServiceWorker } from './app/register-service-worker';
import { hotelApp } from './app/router';
import { env } from './env';

runApp(hotelApp, {
  apiUrl: env.apiUrl,
  beside: (parada) => {
    // The installable kiosk; a new version waits for no request in flight and an idle kiosk.
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
