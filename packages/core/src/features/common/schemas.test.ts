import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  coordinatesSchema,
  dateSchema,
  dateTimeSchema,
  emailSchema,
  hexColorSchema,
  httpsUrlSchema,
  idParamsSchema,
  imageUrlSchema,
  normalizeHexColor,
  pageQuerySchema,
  passwordSchema,
  phoneSchema,
  timeSchema,
  toFieldErrors,
} from './schemas';
import {
  fromCents,
  moneySchema,
  nonNegativeMoneySchema,
  signedMoneySchema,
  toCents,
} from './money';
import { isMessageKey } from '../validation/messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('phone rule', () => {
  it('accepts 9 to 15 digits with an optional + and strips spaces', () => {
    expect(phoneSchema.parse('+34 600 11 22 33')).toBe('+34600112233');
    expect(phoneSchema.parse('600112233')).toBe('600112233');
    expect(phoneSchema.parse('123456789012345')).toBe('123456789012345');
  });

  it('refuses short, long, lettered or empty numbers with the spec message', () => {
    for (const bad of [
      '60011223',
      '1234567890123456',
      '600-11-22-33',
      '6001122a3',
      '++34600112233',
    ]) {
      expect(firstMessage(phoneSchema.safeParse(bad))).toBe('validation.phone');
    }
    expect(firstMessage(phoneSchema.safeParse('  '))).toBe('validation.required');
    expect(firstMessage(phoneSchema.safeParse(undefined))).toBe('validation.required');
  });
});

describe('email rule', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ana.Pons@Example.COM ')).toBe('ana.pons@example.com');
  });

  it('refuses malformed addresses with "Invalid email"', () => {
    for (const bad of ['ana', 'ana@', '@example.com', 'ana@example', 'a b@example.com']) {
      expect(firstMessage(emailSchema.safeParse(bad))).toBe('validation.email');
    }
    expect(firstMessage(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`))).toBe(
      'validation.email',
    );
  });
});

describe('password rule', () => {
  it('needs 8 characters with a letter and a digit', () => {
    expect(passwordSchema.safeParse('secreto1').success).toBe(true);
    expect(passwordSchema.safeParse('contraseña 2024').success).toBe(true);
    for (const bad of ['secre1', 'secretos', '12345678', 'x1'.repeat(65)]) {
      expect(firstMessage(passwordSchema.safeParse(bad))).toBe('validation.password');
    }
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('validation.required');
  });
});

describe('coordinates', () => {
  it('bounds latitude to ±90 and longitude to ±180', () => {
    expect(coordinatesSchema.safeParse({ latitude: 41.3874, longitude: 2.1686 }).success).toBe(
      true,
    );
    expect(coordinatesSchema.safeParse({ latitude: -90, longitude: 180 }).success).toBe(true);
    expect(firstMessage(coordinatesSchema.safeParse({ latitude: 90.1, longitude: 0 }))).toBe(
      'validation.coordinates',
    );
    expect(coordinatesSchema.safeParse({ latitude: 0, longitude: -180.5 }).success).toBe(false);
    expect(coordinatesSchema.safeParse({ latitude: Number.NaN, longitude: 0 }).success).toBe(false);
    expect(coordinatesSchema.safeParse({ latitude: '41.3', longitude: 2 }).success).toBe(false);
  });
});

describe('colours and links', () => {
  it("accepts hex colours with or without '#', as the spec's default 8b2e98", () => {
    for (const good of ['8b2e98', '#8b2e98', '#EEEEEE', 'fff', '#FfF']) {
      expect(hexColorSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of ['red', '#12345', '#1234567', 'rgb(0,0,0)', '##8b2e98']) {
      expect(firstMessage(hexColorSchema.safeParse(bad))).toBe('validation.color');
    }
    expect(normalizeHexColor('8b2e98')).toBe('#8b2e98');
    expect(normalizeHexColor('#15aeb4')).toBe('#15aeb4');
  });

  it('takes https links only', () => {
    expect(httpsUrlSchema.parse(' https://facebook.com/parada ')).toBe(
      'https://facebook.com/parada',
    );
    for (const bad of [
      'http://facebook.com',
      'javascript:alert(1)',
      'facebook.com',
      'ftp://x.org',
    ]) {
      expect(firstMessage(httpsUrlSchema.safeParse(bad))).toBe('validation.url');
    }
  });

  it('takes images from https or our own origin, never protocol-relative', () => {
    expect(imageUrlSchema.safeParse('/files/logo.png').success).toBe(true);
    expect(imageUrlSchema.safeParse('https://cdn.example.com/logo.png').success).toBe(true);
    expect(imageUrlSchema.safeParse('//evil.example.com/x.png').success).toBe(false);
    expect(imageUrlSchema.safeParse('data:image/png;base64,AAAA').success).toBe(false);
  });
});

describe('money', () => {
  it('is positive, with at most 2 decimals and a ceiling', () => {
    expect(moneySchema.safeParse(19.99).success).toBe(true);
    expect(moneySchema.safeParse(0.01).success).toBe(true);
    expect(moneySchema.safeParse(1_000_000).success).toBe(true);
    for (const bad of [
      0,
      -5,
      5.4e-323,
      0.001,
      1.005,
      1_000_000.01,
      0.30000000000000004,
      1.1500000000000001,
      Number.POSITIVE_INFINITY,
      '10',
    ]) {
      expect(firstMessage(moneySchema.safeParse(bad))).toBe('validation.amount');
    }
  });

  it('converts to and from cents exactly', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.1)).toBe(110);
    expect(toCents(1_000_000)).toBe(100_000_000);
    expect(toCents(-4.35)).toBe(-435);
    expect(toCents(0)).toBe(0);
    expect(fromCents(29)).toBe(0.29);
    expect(fromCents(1999)).toBe(19.99);
    for (const cents of [1, 7, 29, 99, 101, 1005, 123_456_789]) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
  });

  it('accepts every whole-cent amount, near zero and near the ceiling, and round-trips it', () => {
    const cents = [
      ...Array.from({ length: 20_000 }, (_, index) => index + 1),
      ...Array.from({ length: 20_000 }, (_, index) => 100_000_000 - index),
    ];
    const refused = cents.filter((value) => !moneySchema.safeParse(fromCents(value)).success);
    const drifted = cents.filter((value) => toCents(fromCents(value)) !== value);
    expect({ refused, drifted }).toEqual({ refused: [], drifted: [] });
  });

  it('refuses, in every money schema, what the cents conversion refuses', () => {
    for (const schema of [moneySchema, nonNegativeMoneySchema, signedMoneySchema]) {
      for (const bad of [0.30000000000000004, 1.1500000000000001, -1.1500000000000001]) {
        expect(firstMessage(schema.safeParse(bad))).toBe('validation.amount');
      }
    }
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => toCents(1.005)).toThrow(RangeError);
    expect(() => toCents(1e-7)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it('follows the YYYY-MM-DD and HH:mm masks with real calendar days', () => {
    expect(dateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(dateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(timeSchema.safeParse('23:59').success).toBe(true);
    expect(timeSchema.safeParse('24:00').success).toBe(false);
    expect(timeSchema.safeParse('09:30:00').success).toBe(false);
    expect(dateTimeSchema.safeParse('2024-06-01 18:45').success).toBe(true);
    expect(firstMessage(dateTimeSchema.safeParse('2024-06-31 18:45'))).toBe('validation.date_time');
    expect(dateTimeSchema.safeParse('2024-06-01T18:45').success).toBe(false);
  });
});

describe('paging and ids', () => {
  it('reads limit and offset from a query string with the defaults 10 and 0', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(pageQuerySchema.parse({ limit: '25', offset: '50' })).toEqual({ limit: 25, offset: 50 });
    expect(pageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('reads positive integer ids from paths', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const bad of ['0', '-3', '1.5', 'abc', '2147483648', '9007199254740993']) {
      expect(idParamsSchema.safeParse({ id: bad }).success).toBe(false);
    }
  });
});

describe('error body', () => {
  it('is { error, errors? } and carries the 422 list', () => {
    expect(apiErrorSchema.parse({ error: 'Not Found' })).toEqual({ error: 'Not Found' });
    const withList = {
      error: 'Action failed',
      errors: [{ field: 'email', message: 'Invalid email' }],
    };
    expect(apiErrorSchema.parse(withList)).toEqual(withList);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('turns zod issues into field errors named by dotted path', () => {
    const result = coordinatesSchema.safeParse({ latitude: 100, longitude: 0 });
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual([
      { field: 'latitude', message: 'validation.coordinates' },
    ]);
  });

  it('uses only message keys that exist', () => {
    const results = [
      phoneSchema.safeParse('x'),
      emailSchema.safeParse('x'),
      passwordSchema.safeParse('x'),
      moneySchema.safeParse(0),
      hexColorSchema.safeParse('x'),
      httpsUrlSchema.safeParse('x'),
      dateTimeSchema.safeParse('x'),
    ];
    for (const result of results) {
      expect(result.success).toBe(false);
      for (const item of result.error?.issues ?? []) expect(isMessageKey(item.message)).toBe(true);
    }
  });
});
