/**
 * The configurations the build draws each first screen with (#16), and the check that the
 * server's filling of a drawing gives what the app would render. Loaded by the prerender's
 * Vite server (vite-plugin.ts), where core's TypeScript can run.
 */
import {
  BRAND_PLACEHOLDERS,
  fillBrand,
  firstPaintConfiguration,
  type DomainConfiguration,
  type FirstPaintVariant,
  type Language,
} from '@parada/core';
import type { PrerenderEntry } from './render-first-screen';

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
  const expected = (await app.render(screen, language, check)).html;
  if (fillBrand(drawn, check) !== expected) {
    throw new Error(
      `The first screen ${screen.name} (${language}) draws the grouping's name or logo otherwise than as text or an attribute: the server could not fill it (BRAND_PLACEHOLDERS)`,
    );
  }
}
