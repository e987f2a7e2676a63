import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localize, localizedTextSchema, plainText, textsOf } from './localized';

describe('an operator text in three languages', () => {
  it('reads the reader’s language, then the default, then any written', () => {
    const offer = { ca: 'Un cafè de regal', es: 'Un café de regalo' };
    expect(localize(offer, 'ca', 'es')).toBe('Un cafè de regal');
    expect(localize(offer, 'en', 'es')).toBe('Un café de regalo');
    expect(localize({ en: 'A free coffee', ca: ' ' }, 'ca', 'es')).toBe('A free coffee');
    expect(localize('Café del Born', 'ca', 'es')).toBe('Café del Born');
    expect(localize(null, 'ca', 'es')).toBeNull();
  });

  it('keeps the default language’s text in the plain column and each written one apart', () => {
    expect(plainText({ ca: 'Feina', es: 'Trabajo' }, 'es')).toBe('Trabajo');
    expect(plainText({ ca: 'Feina' }, 'es')).toBe('Feina');
    expect(textsOf({ ca: ' Feina ', en: '', es: 'Trabajo' })).toEqual({
      ca: 'Feina',
      es: 'Trabajo',
    });
    expect(textsOf('Work')).toBeNull();
  });

  it('accepts a string or an object of ca/en/es with one written, nothing else', () => {
    const schema = localizedTextSchema(z.string().trim().max(5));
    expect(schema.safeParse('Taxi').success).toBe(true);
    expect(schema.safeParse({ ca: 'Taxi' }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ fr: 'Taxi' }).success).toBe(false);
    expect(schema.safeParse({ ca: 'Too long' }).success).toBe(false);
  });
});
