import { describe, expect, it } from 'vitest';
import { interpolationMismatches } from '@parada/core/i18n';
import { STORAGE_KEYS, memoryStorage } from '@parada/core/store';
import { initialLanguage, showLanguage } from '@parada/ui';
import { createPanelI18n } from '../test/i18n';
import { ca } from './ca';
import { en } from './en';
import { es } from './es';
import { loadPanelI18n } from './panel-i18n';

describe('initialLanguage', () => {
  it('prefers the stored choice', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.language]: 'ca' });
    expect(initialLanguage(storage, ['en-GB'])).toBe('ca');
  });

  it('else the browser language, else es', () => {
    expect(initialLanguage(memoryStorage(), ['fr-FR', 'en-US'])).toBe('en');
    expect(initialLanguage(memoryStorage(), ['fr-FR'])).toBe('es');
    expect(initialLanguage(memoryStorage({ [STORAGE_KEYS.language]: 'xx' }), [])).toBe('es');
  });
});

describe("the panel's texts", () => {
  it('interpolate the same {{variables}} in ca, en and es', () => {
    expect(interpolationMismatches({ ca, en, es })).toEqual([]);
  });

  it("are looked up before ui's and core's, with one t", () => {
    const i18n = createPanelI18n('ca');
    expect(i18n.t('other_app.back')).toBe("Ves a la pàgina d'inici");
    expect(i18n.t('actions.save')).toBe('Desa');
    expect(i18n.t('page.not_found', { lng: 'en' })).toBe('Oops! Nothing here...');
  });
});

describe('loadPanelI18n', () => {
  it("holds the visit's language only, and fetches another before showing it", async () => {
    const i18n = await loadPanelI18n('ca');
    expect(i18n.t('entry.login')).toBe('Inicia la sessió');
    expect(i18n.hasResourceBundle('es', 'panel')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'core')).toBe(false);
    await showLanguage(i18n, 'en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('entry.login')).toBe('Log in');
    expect(i18n.t('list.range', { from: 1, to: 10, total: 12 })).toBe('1–10 of 12');
    expect(i18n.t('menu.logout')).toBe('Log out');
  });
});
