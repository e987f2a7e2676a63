import { describe, expect, it } from 'vitest';
import { interpolationMismatches } from '@parada/core/i18n';
import { showLanguage } from '@parada/ui';
import { createGuestI18n } from '../test/i18n';
import { ca } from './ca';
import { en } from './en';
import { es } from './es';
import { loadGuestI18n } from './guest-i18n';

describe("the guest app's texts", () => {
  it('interpolate the same {{variables}} in ca, en and es', () => {
    expect(interpolationMismatches({ ca, en, es })).toEqual([]);
  });

  it("are looked up before ui's and core's, with one t", () => {
    const i18n = createGuestI18n('en');
    expect(i18n.t('signup.title', { hotel: 'Hotel Arts' })).toBe('Welcome to Hotel Arts');
    expect(i18n.t('actions.retry')).toBe('Try again');
    expect(i18n.t('validation.required')).toBe('This field is required.');
  });
});

describe('loadGuestI18n', () => {
  it("holds the visit's language only, and fetches another before showing it", async () => {
    const i18n = await loadGuestI18n('en');
    expect(i18n.hasResourceBundle('es', 'guest')).toBe(false);
    await showLanguage(i18n, 'es');
    expect(i18n.t('actions.retry')).toBe('Reintentar');
  });
});
