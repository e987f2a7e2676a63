import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../features/config/constants';
import { MENU_ITEM_IDS } from '../features/roles/menu';
import { ROUTE_NAMES } from '../features/roles/routes';
import { STATUS_CODES, statusMessageKey, statusNameKey } from '../features/status/status-codes';
import { MESSAGES } from '../features/validation/messages';
import { CORE_NAMESPACE, I18N_RESOURCES, TRANSLATIONS, createI18n, translate } from './i18n';
import { resolveLanguage } from './language';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const requiredKeys = [
    ...Object.keys(MESSAGES),
    ...STATUS_CODES.flatMap((code) => [statusNameKey(code), statusMessageKey(code)]),
    ...MENU_ITEM_IDS.map((id) => `menu.${id}`),
    ...ROUTE_NAMES.map((name) => `route.${name}`),
  ];

  it.each(LANGUAGES)('%s translates every key, none blank', (language) => {
    const texts: Record<string, string> = TRANSLATIONS[language];
    for (const key of requiredKeys) {
      expect(texts[key], `${language} ${key}`).toBeTypeOf('string');
      expect(texts[key]?.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('has the same keys in ca, en and es', () => {
    const keys = LANGUAGES.map((language) => Object.keys(TRANSLATIONS[language]).sort());
    expect(keys[0]).toEqual(keys[1]);
    expect(keys[1]).toEqual(keys[2]);
  });

  it('keeps the same {{placeholders}} in every language', () => {
    for (const [key, english] of Object.entries(MESSAGES)) {
      for (const language of LANGUAGES) {
        const text = (TRANSLATIONS[language] as Record<string, string>)[key] ?? '';
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('keeps the texts the spec gives in Spanish verbatim in es', () => {
    expect(TRANSLATIONS.es['payment.aggregatable_block']).toBe(
      'No es posible seleccionar otro medio de pago',
    );
    expect(TRANSLATIONS.es['success.employee_activated']).toBe('Empleado {{name}} activado');
    expect(TRANSLATIONS.es['success.employee_created']).toBe('Se ha creado el empleado {{name}}');
    expect(TRANSLATIONS.es['hotel.history_title']).toBe('Historico de servicios');
  });

  it('keeps the spec English texts verbatim in en', () => {
    expect(TRANSLATIONS.en['validation.required']).toBe('This field is required.');
    expect(TRANSLATIONS.en['page.not_found']).toBe('Oops! Nothing here...');
    expect(TRANSLATIONS.en['ride.date_time_required']).toBe('Must select date and time');
  });

  it('translates the Spanish texts of the spec into Catalan and English', () => {
    expect(TRANSLATIONS.ca['success.employee_activated']).toBe('Empleat {{name}} activat');
    expect(TRANSLATIONS.en['success.employee_activated']).toBe('Employee {{name}} activated');
    expect(TRANSLATIONS.en['payment.aggregatable_block']).not.toBe(
      MESSAGES['payment.aggregatable_block'],
    );
  });

  it('leaves no English text untranslated in ca or es', () => {
    const sameAsEnglish = (language: 'ca' | 'es') =>
      Object.entries(TRANSLATIONS[language]).filter(
        ([key, text]) =>
          text === (TRANSLATIONS.en as Record<string, string>)[key] &&
          !/^[A-Z][a-z]+$/.test(text) &&
          !/\(#rrggbb\)|HH:mm/.test(text),
      );
    expect(sameAsEnglish('ca')).toEqual([]);
    expect(sameAsEnglish('es')).toEqual([]);
  });
});

describe('createI18n', () => {
  it('is ready on return, in the language asked for', () => {
    const i18n = createI18n('ca');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('ca');
    expect(i18n.t('success.employee_updated', { name: 'Joan' })).toBe('Empleat Joan actualitzat');
  });

  it('starts in es without a language, and for one it does not serve', () => {
    expect(createI18n().language).toBe('es');
    expect(createI18n('fr-FR').t('validation.required')).toBe('Este campo es obligatorio.');
  });

  it('reads a key with dots as one flat key', () => {
    expect(createI18n('en').t('status.name.13')).toBe('Scheduled');
  });

  it('does not escape interpolated values', () => {
    expect(createI18n('en').t('success.employee_updated', { name: "O'Brien <Ltd>" })).toBe(
      "Employee O'Brien <Ltd> updated",
    );
  });

  it('keeps namespaces added to one instance out of the others', () => {
    const first = createI18n('en');
    first.addResourceBundle('en', CORE_NAMESPACE, { 'menu.request': 'Changed' }, true, true);
    first.addResourceBundle('en', 'ui', { hello: 'Hello' });
    expect(first.t('menu.request')).toBe('Changed');
    expect(createI18n('en').t('menu.request')).toBe('Request a ride');
    expect(I18N_RESOURCES.en[CORE_NAMESPACE]['menu.request']).toBe('Request a ride');
    expect(createI18n('en').exists('hello', { ns: 'ui' })).toBe(false);
  });

  it('switches language after creation', async () => {
    const i18n = createI18n('en');
    await i18n.changeLanguage('es');
    expect(i18n.t('menu.logout')).toBe('Cerrar sesión');
    await i18n.changeLanguage('ca-ES');
    expect(i18n.t('menu.logout')).toBe('Tanca la sessió');
    await i18n.changeLanguage('fr');
    expect(i18n.t('menu.logout')).toBe('Cerrar sesión');
  });
});

describe('translate', () => {
  it('translates for the server by language code or Accept-Language header', () => {
    expect(translate('en', 'success.employee_created', { name: 'Ana' })).toBe(
      'Employee Ana has been created',
    );
    expect(translate('ca-ES,ca;q=0.9,en;q=0.8', 'error.invalid_code')).toBe('Codi no vàlid');
    expect(translate(undefined, 'error.invalid_code')).toBe('Código no válido');
  });

  it('gives the status name of a code', () => {
    expect(translate('es', statusNameKey(4))).toBe('Cancelado por el cliente');
  });
});

describe('resolveLanguage', () => {
  it('takes the first served language of navigator.languages', () => {
    expect(resolveLanguage(['fr-FR', 'ca-ES', 'en'])).toBe('ca');
    expect(resolveLanguage(['EN_gb'])).toBe('en');
    expect(resolveLanguage(['ca-ES-valencia'])).toBe('ca');
  });

  it('reads Accept-Language by quality, not by order', () => {
    expect(resolveLanguage('fr;q=0.9, en;q=0.5, ca;q=0.8')).toBe('ca');
    expect(resolveLanguage('en-US,en;q=0.9')).toBe('en');
    expect(resolveLanguage('ca;q=0, en;q=0.1')).toBe('en');
  });

  it('falls back to es for anything else', () => {
    expect(resolveLanguage('fr-FR, de;q=0.9, *;q=0.5')).toBe('es');
    expect(resolveLanguage([])).toBe('es');
    expect(resolveLanguage(null)).toBe('es');
    expect(resolveLanguage('')).toBe('es');
    expect(resolveLanguage('en;q=abc')).toBe('es');
    expect(resolveLanguage(['caterpillar', 'english'])).toBe('es');
  });
});
