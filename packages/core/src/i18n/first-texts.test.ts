import { describe, expect, it } from 'vitest';
import { FIRST_TEXT_KEYS, partOf, textPart } from './first-texts';
import { CORE_CATALOGS } from './translate';

const merge = (a: object, b: object): object => {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const held = out[key];
    out[key] =
      typeof held === 'object' && held !== null && typeof value === 'object'
        ? merge(held, value as object)
        : value;
  }
  return out;
};

describe('textPart', () => {
  it('cuts a catalog in two parts that together are the catalog, each key in one', () => {
    for (const catalog of Object.values(CORE_CATALOGS)) {
      const first = textPart(catalog, 'first');
      const rest = textPart(catalog, 'rest');
      expect(merge(first, rest)).toEqual(catalog);
      expect(Object.keys(first)).toContain('validation');
      expect(Object.keys(rest)).toContain('ride');
      expect(Object.keys(rest)).not.toContain('validation');
    }
  });

  it('cuts inside a group when only some of its keys are first', () => {
    const catalog = {
      account: { login: { title: 'Log in' }, favorites: { add: 'Add' } },
      map: { zoom: 'Zoom' },
    };
    expect(textPart(catalog, 'first', ['account.login'])).toEqual({
      account: { login: { title: 'Log in' } },
    });
    expect(textPart(catalog, 'rest', ['account.login'])).toEqual({
      account: { favorites: { add: 'Add' } },
      map: { zoom: 'Zoom' },
    });
    expect(FIRST_TEXT_KEYS).toContain('account.login');
  });

  it("reads a part's module, split by the build or whole in tests", () => {
    expect(partOf({ default: { a: 'A' } })).toEqual({ a: 'A' });
    expect(partOf({ en: { a: 'A' } })).toEqual({ a: 'A' });
  });
});
