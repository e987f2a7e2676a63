import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, memoryStorage } from '@parada/core';
import { initialLanguage } from '@parada/ui';
import { AREA_TEXTS, createPanelI18n } from './panel-i18n';
import { PANEL_NAMESPACE, PANEL_RESOURCES } from './panel-resources';

describe('initialLanguage', () => {
  it('prefers the stored choice', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.language]: 'ca' });
    expect(initialLanguage(storage, ['en-GB'])).toBe('ca');
  });

  it('else takes the browser language, falling back to es', () => {
    expect(initialLanguage(memoryStorage(), ['fr-FR', 'en-US'])).toBe('en');
    expect(initialLanguage(memoryStorage(), ['fr-FR'])).toBe('es');
    expect(initialLanguage(memoryStorage({ [STORAGE_KEYS.language]: 'xx' }), [])).toBe('es');
  });
});

describe('createPanelI18n', () => {
  it('holds the panel texts in all three languages, and core and ui texts', () => {
    const i18n = createPanelI18n('ca');
    expect(i18n.t('other_app.back', { ns: PANEL_NAMESPACE })).toBe("Ves a la pàgina d'inici");
    expect(i18n.t('page.not_found', { lng: 'en' })).toBe('Oops! Nothing here...');
    for (const language of ['ca', 'en', 'es'] as const) {
      expect(Object.keys(PANEL_RESOURCES[language])).toEqual(Object.keys(PANEL_RESOURCES.en));
    }
  });
});

describe("the areas' texts", () => {
  it.each(Object.entries(AREA_TEXTS))(
    '%s: keys carry the area name, in all three languages',
    (area, texts) => {
      for (const language of ['ca', 'en', 'es'] as const) {
        const keys = Object.keys(texts[language]);
        expect(keys).toEqual(Object.keys(texts.en));
        for (const key of keys) expect(key.startsWith(`${area}.`)).toBe(true);
      }
    },
  );
});
