import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../features/config/constants';
import { MENU_ITEM_IDS } from '../features/roles/menu';
import { ROUTE_NAMES } from '../features/roles/routes';
import { STATUS_CODES, statusMessageKey, statusNameKey } from '../features/status/status-codes';
import { CLIENT_TEXTS } from '../api/client-texts';
import type { Language } from '../features/config/constants';
import { isMessageKey } from '../features/validation/messages';
import { CORE_CATALOGS, CORE_NAMESPACE, createI18n, createI18nInstance } from './i18n';
import { resolveLanguage } from './language';
import { loadCoreTexts } from './load';
import type { TranslationKey } from './keys';
import { interpolationMismatches, interpolations, textEntries } from './texts';
import { translate } from './translate';

const flat = (language: Language): Record<string, string> =>
  Object.fromEntries(textEntries(CORE_CATALOGS[language]));
const TEXTS = { ca: flat('ca'), en: flat('en'), es: flat('es') };

describe('translations', () => {
  const requiredKeys = [
    ...STATUS_CODES.flatMap((code) => [statusNameKey(code), statusMessageKey(code)]),
    ...MENU_ITEM_IDS.map((id) => `menu.${id}`),
    ...ROUTE_NAMES.map((name) => `route.${name}`),
  ];

  it.each(LANGUAGES)(
    '%s words every status, menu item and route, and no text is blank',
    (language) => {
      for (const key of requiredKeys) {
        expect(TEXTS[language][key], `${language} ${key}`).toBeTypeOf('string');
      }
      for (const [key, text] of Object.entries(TEXTS[language])) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    },
  );

  it('interpolates the same {{variables}} in ca, en and es', () => {
    expect(interpolationMismatches(CORE_CATALOGS)).toEqual([]);
  });

  it('knows the messages from the catalog, not status, menu or route keys', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('payment.method.cash')).toBe(true);
    expect(isMessageKey('payment.method.voucher')).toBe(false);
    expect(isMessageKey('menu.request')).toBe(false);
    expect(isMessageKey('This field is required.')).toBe(false);
  });

  it("words the API client's own texts as the catalog does", () => {
    for (const [key, text] of Object.entries(CLIENT_TEXTS)) expect(TEXTS.en[key]).toBe(text);
  });

  it('keeps the texts the spec gives in Spanish verbatim in es', () => {
    expect(TEXTS.es['payment.aggregatable_block']).toBe(
      'No es posible seleccionar otro medio de pago',
    );
    expect(TEXTS.es['success.employee_activated']).toBe('Empleado {{name}} activado');
    expect(TEXTS.es['success.employee_created']).toBe('Se ha creado el empleado {{name}}');
    expect(TEXTS.es['hotel.history_title']).toBe('Historico de servicios');
  });

  it('keeps the spec English texts verbatim in en', () => {
    expect(TEXTS.en['validation.required']).toBe('This field is required.');
    expect(TEXTS.en['page.not_found']).toBe('Oops! Nothing here...');
    expect(TEXTS.en['ride.date_time_required']).toBe('Must select date and time');
  });

  it('translates the Spanish texts of the spec into Catalan and English', () => {
    expect(TEXTS.ca['success.employee_activated']).toBe('Empleat {{name}} activat');
    expect(TEXTS.en['success.employee_activated']).toBe('Employee {{name}} activated');
    expect(TEXTS.en['payment.aggregatable_block']).toBe(
      'It is not possible to select another payment method',
    );
  });

  it('leaves no English text untranslated in ca or es', () => {
    const sameAsEnglish = (language: 'ca' | 'es') =>
      Object.entries(TEXTS[language]).filter(
        ([key, text]) =>
          text === TEXTS.en[key] && !/^[A-Z][a-z]+$/.test(text) && !/\(#rrggbb\)|HH:mm/.test(text),
      );
    expect(sameAsEnglish('ca')).toEqual([]);
    expect(sameAsEnglish('es')).toEqual([]);
  });
});

describe('loadCoreTexts', () => {
  it("fetches one language's catalog: where no build splits it, each part is the whole", async () => {
    expect(await loadCoreTexts('ca', 'first')).toEqual(CORE_CATALOGS.ca);
    expect(await loadCoreTexts('es', 'rest')).toEqual(CORE_CATALOGS.es);
  });

  it('refuses a language it has no catalog for', async () => {
    await expect(loadCoreTexts('fr' as 'ca', 'first')).rejects.toThrow('No fr catalog');
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

  it('reads a dotted key as a path into the nested catalog', () => {
    expect(createI18n('en').t('status.name.13')).toBe('Scheduled');
  });

  it('does not escape interpolated values', () => {
    expect(createI18n('en').t('success.employee_updated', { name: "O'Brien <Ltd>" })).toBe(
      "Employee O'Brien <Ltd> updated",
    );
  });

  it('keeps namespaces added to one instance out of the others', () => {
    const first = createI18n('en');
    first.addResourceBundle('en', CORE_NAMESPACE, { menu: { request: 'Changed' } }, true, true);
    first.addResourceBundle('en', 'ui', { hello: 'Hello' });
    expect(first.t('menu.request')).toBe('Changed');
    expect(createI18n('en').t('menu.request')).toBe('Request a ride');
    expect(CORE_CATALOGS.en.menu.request).toBe('Request a ride');
    expect(createI18n('en').exists('hello', { ns: 'ui' })).toBe(false);
  });

  it('looks a key up in the first namespace, then in the ones after it', () => {
    const i18n = createI18nInstance('en', ['app', 'ui', CORE_NAMESPACE], {
      app: { en: { menu: { help: 'App help' } } },
      ui: { en: { actions: { save: 'Save' } } },
      [CORE_NAMESPACE]: CORE_CATALOGS,
    });
    expect(i18n.t('menu.help')).toBe('App help');
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('menu.logout')).toBe('Log out');
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

  // The server words its messages with this lookup, the apps with i18next: same texts.
  it.each(LANGUAGES)('words every %s text as i18next does', (language) => {
    const i18n = createI18n(language);
    for (const [key, text] of Object.entries(TEXTS[language])) {
      const params = Object.fromEntries(
        interpolations(text).map((name, index) => [name, index % 2 ? index : `$&<${name}>`]),
      );
      const translationKey = key as TranslationKey;
      expect(translate(language, translationKey, params), key).toBe(i18n.t(key, params));
      expect(translate(language, translationKey), key).toBe(i18n.t(key));
    }
    expect(translate(language, 'no.such_key' as TranslationKey)).toBe(i18n.t('no.such_key'));
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
