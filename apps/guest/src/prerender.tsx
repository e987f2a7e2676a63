import type { PrerenderEntry } from '@parada/ui/prerender';
import { renderFirstScreen } from '@parada/ui/prerender';
import { FIRST_SCREENS, guestRoutes } from './app/router';
import { loadGuestI18n } from './i18n/guest-i18n';

/** The build's prerender of this app's first screens (#16; packages/ui/src/prerender). */
export const screens: PrerenderEntry['screens'] = FIRST_SCREENS;

export const render: PrerenderEntry['render'] = (screen, language, configuration, card) =>
  renderFirstScreen({
    card,
    routes: guestRoutes,
    screen,
    language,
    configuration,
    createI18n: loadGuestI18n,
  });
