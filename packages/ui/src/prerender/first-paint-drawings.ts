/**
 * The configurations the build draws each first screen with, and the check that the
 * server's filling of a drawing gives what the app would render. Loaded by the prerender's
 * Vite server (vite-plugin.ts), where core's TypeScript can run.
 */
import {
  BRAND_PLACEHOLDERS,
  fillPage,
  ROOM_CARD_PLACEHOLDERS,
  firstPaintConfiguration,
  type DomainConfiguration,
  type FirstPaintVariant,
  type Language,
} from '@parada/core';
import type { DrawnRoomCard, PrerenderEntry } from './render-first-screen';

/** A grouping's configuration as the build draws it: the brand's placeholders, no colours. */
const PLACEHOLDER_CONFIGURATION: DomainConfiguration = firstPaintConfiguration({
  site_domain: 'prerender.invalid',
  agrupacion_id: 1,
  permalink: 'prerender',
  name: BRAND_PLACEHOLDERS.name,
  title: BRAND_PLACEHOLDERS.name,
  logo: null,
  favicon: null,
  currency: 'EUR',
  time_zone: 'Europe/Madrid',
  main_color: null,
  secondary_color: null,
  main_background_color: null,
  menu_text_color: null,
  top_text_color: null,
  facebook_link: null,
  linkedin_link: null,
  twitter_link: null,
});

export const CONFIGURATION_OF: Record<FirstPaintVariant, DomainConfiguration> = {
  named: PLACEHOLDER_CONFIGURATION,
  logo: { ...PLACEHOLDER_CONFIGURATION, logo: BRAND_PLACEHOLDERS.logo },
};

/** A room card's signup as the build draws it: its hotel's name and room are placeholders. */
export const DRAWN_ROOM_CARD: DrawnRoomCard = {
  token: 'room-card',
  hotel: { name: ROOM_CARD_PLACEHOLDERS.hotel, logo: null },
  room: ROOM_CARD_PLACEHOLDERS.room,
};

/**
 * Room cards the build checks the drawing against, as the brand's: hostile text in the
 * hotel's name and the room (and another token and logo, which the page must not draw),
 * and a link without a room.
 */
const CHECK_ROOM_CARDS: DrawnRoomCard[] = [
  {
    token: `tok"<&>'$&`,
    hotel: {
      name: `Hotel <Ñandú> & "Sol" d'Or $& ${BRAND_PLACEHOLDERS.name}`,
      logo: '/h.png?a=1&b=2',
    },
    room: `<b>"214"</b> & $& ${ROOM_CARD_PLACEHOLDERS.hotel}`,
  },
  { ...DRAWN_ROOM_CARD, token: 'another', hotel: { name: 'Hotel Mar', logo: null }, room: '' },
];

/**
 * A grouping with every field set otherwise than the placeholders' (HTML's own characters
 * in its name and logo, colours, links, another currency): the build draws each screen
 * with it and checks that filling the placeholders gives the same markup, so a screen that
 * used the name in another way (cut, upper-cased) or drew another field fails the build
 * instead of a hydration.
 */
const CHECK_CONFIGURATION: DomainConfiguration = firstPaintConfiguration({
  ...PLACEHOLDER_CONFIGURATION,
  site_domain: 'check.example',
  app: 'hotel',
  agrupacion_id: 7,
  permalink: 'check',
  name: `Taxis <Ñandú> & "Hermanos" d'Or`,
  title: 'Check title',
  logo: 'https://cdn.example/logo.png?a=1&b="2"',
  favicon: 'https://cdn.example/favicon.png',
  currency: 'USD',
  time_zone: 'America/New_York',
  main_color: '#123456',
  secondary_color: '#abcdef',
  main_background_color: '#fefefe',
  menu_text_color: '#010101',
  top_text_color: '#202020',
  facebook_link: 'https://facebook.com/check',
  linkedin_link: 'https://linkedin.com/company/check',
  twitter_link: 'https://twitter.com/check',
  analytics_id: 'G-CHECK',
  card_payments: 'sandbox',
  hotel_domains: ['hotel.check.example'],
  social_sign_in: {
    google: { client_id: 'check', script_url: 'https://accounts.example/gsi' },
    facebook: null,
  },
});

export async function checkFill(
  app: PrerenderEntry,
  screen: PrerenderEntry['screens'][number],
  language: Language,
  variant: FirstPaintVariant,
  drawn: string,
) {
  const check = variant === 'logo' ? CHECK_CONFIGURATION : { ...CHECK_CONFIGURATION, logo: null };
  for (const card of screen.roomCard ? CHECK_ROOM_CARDS : [undefined]) {
    const expected = (await app.render(screen, language, check, card)).html;
    if (fillPage(drawn, check, card) !== expected) {
      throw new Error(
        `The first screen ${screen.name} (${language}) draws the grouping's name or logo, or the room card's hotel or room, otherwise than as text or an attribute: the server could not fill it (BRAND_PLACEHOLDERS, ROOM_CARD_PLACEHOLDERS)`,
      );
    }
  }
}
