import { describe, expect, it } from 'vitest';
import { interpolationMismatches } from '@parada/core/i18n';
import { loadAppI18n, showLanguage } from '../app/app-i18n';
import { lateTexts } from './late-texts';
import { UI_CATALOGS, createUiI18n, textOf } from './ui-i18n';

describe("ui's texts", () => {
  it('interpolate the same {{variables}} in ca, en and es', () => {
    expect(interpolationMismatches(UI_CATALOGS)).toEqual([]);
  });

  it("fall back to core's with the same t", () => {
    const i18n = createUiI18n('es');
    expect(i18n.t('actions.save')).toBe('Guardar');
    expect(i18n.t('list.range', { from: 1, to: 10, total: 25 })).toBe('1–10 de 25');
    expect(i18n.t('validation.required')).toBe('Este campo es obligatorio.');
  });

  it('words a message key, and leaves a worded text as it came', () => {
    const { t } = createUiI18n('en');
    expect(textOf(t, 'validation.max_length', { max: 5 })).toBe('Write at most 5 characters');
    expect(textOf(t, 'The card was declined: try another.')).toBe(
      'The card was declined: try another.',
    );
  });
});

describe('loadAppI18n', () => {
  const asked: string[] = [];
  const app = {
    namespace: 'app',
    load: async (language: string, part: 'first' | 'rest') => {
      asked.push(`${language} ${part}`);
      if (language === 'ca') throw new Error('offline');
      if (part === 'rest') return { later: language === 'en' ? 'Later' : 'Después' };
      return { hello: language === 'en' ? 'Hello' : 'Hola' };
    },
  };

  it("looks in the app's texts, then ui's, then core's", async () => {
    const i18n = await loadAppI18n(app, 'en');
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('actions.close')).toBe('Close');
    expect(i18n.t('menu.logout')).toBe('Log out');
    expect(i18n.hasResourceBundle('es', 'ui')).toBe(false);
    await showLanguage(i18n, 'es');
    expect(i18n.t('hello')).toBe('Hola');
    expect(i18n.t('actions.close')).toBe('Cerrar');
  });

  it('starts with the first texts and fetches the rest once, with a lazy piece or a missing key', async () => {
    asked.length = 0;
    const i18n = await loadAppI18n(app, 'en');
    expect(asked).toEqual(['en first']);
    expect(i18n.t('later')).toBe('later');
    await lateTexts.load();
    expect(i18n.t('later')).toBe('Later');
    await lateTexts.load();
    expect(asked).toEqual(['en first', 'en rest']);
    // A switch after the rest was needed brings the other language's rest too.
    await showLanguage(i18n, 'es');
    expect(asked).toEqual(['en first', 'en rest', 'es first', 'es rest']);
    expect(i18n.t('later')).toBe('Después');
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('shows Spanish when the asked language cannot be fetched', async () => {
    const i18n = await loadAppI18n(app, 'ca');
    expect(i18n.language).toBe('es');
    expect(i18n.t('hello')).toBe('Hola');
  });
});
