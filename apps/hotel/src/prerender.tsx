import type { PrerenderEntry } from '@parada/ui/prerender';
import { renderFirstScreen } from '@parada/ui/prerender';
import { FIRST_SCREENS, hotelRoutes } from './app/router';
import { loadHotelI18n } from './i18n/hotel-i18n';

/** The build's prerender of this app's first screens (#16; packages/ui/src/prerender). */
export const screens: PrerenderEntry['screens'] = FIRST_SCREENS;

export const render: PrerenderEntry['render'] = (screen, language, configuration) =>
  renderFirstScreen({
    routes: hotelRoutes,
    screen,
    language,
    configuration,
    createI18n: loadHotelI18n,
  });
