import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from './constants';
import { domainConfigurationQuerySchema, domainConfigurationSchema } from './schemas';

const configuration = {
  site_domain: 'panel.parada.test',
  agrupacion_id: 1,
  permalink: 'parada',
  name: 'Parada',
  title: 'Parada Taxi',
  logo: '/files/logo.png',
  favicon: null,
  currency: 'eur',
  main_color: '8b2e98',
  secondary_color: DEFAULT_COLORS.secondary,
  main_background_color: DEFAULT_COLORS.background,
  menu_text_color: DEFAULT_COLORS.menuText,
  top_text_color: DEFAULT_COLORS.topText,
  facebook_link: 'https://facebook.com/parada',
  linkedin_link: null,
  twitter_link: null,
};

describe('GET configuration/domain', () => {
  it('reads the hostname to search, lower-cased', () => {
    expect(domainConfigurationQuerySchema.parse({ search: ' Panel.Parada.TEST ' })).toEqual({
      search: 'panel.parada.test',
    });
    for (const bad of ['', 'http://x.com', 'a b.com', '-x.com', 'x.com/']) {
      expect(domainConfigurationQuerySchema.safeParse({ search: bad }).success).toBe(false);
    }
  });

  it('returns the branding with the spec default colours', () => {
    const parsed = domainConfigurationSchema.parse(configuration);
    expect(parsed.main_color).toBe('8b2e98');
    expect(parsed.currency).toBe('EUR');
  });

  it('refuses colours that are not hex and links that are not https', () => {
    expect(
      domainConfigurationSchema.safeParse({ ...configuration, main_color: 'purple' }).success,
    ).toBe(false);
    expect(
      domainConfigurationSchema.safeParse({
        ...configuration,
        twitter_link: 'http://twitter.com/x',
      }).success,
    ).toBe(false);
  });
});
