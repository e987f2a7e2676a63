import { describe, expect, it } from 'vitest';
import {
  canSearchAddress,
  matchingFavorites,
  mergeAddressSuggestions,
  normalizeForSearch,
} from './address-rules';

const place = (name: string, latitude: number, longitude = 2.17) => ({ name, latitude, longitude });
const favorite = (alias: string, name: string, latitude: number) => ({
  alias,
  address: place(name, latitude),
});

describe('canSearchAddress', () => {
  it('searches only from 3 characters', () => {
    expect(canSearchAddress('Ba')).toBe(false);
    expect(canSearchAddress('  Ba  ')).toBe(false);
    expect(canSearchAddress('Bal')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(canSearchAddress('🚕🚕')).toBe(false);
  });
});

describe('normalizeForSearch', () => {
  it('ignores case, accents and repeated spaces', () => {
    expect(normalizeForSearch('  Plaça   de ALCALÁ ')).toBe('placa de alcala');
  });

  it('gives plain ASCII, which skips the decomposition, what the whole path gives', () => {
    const wholePath = (text: string) =>
      text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
    // Every ASCII character in every position, and text that is ASCII but for one letter.
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    const texts = [
      ascii,
      ...Array.from({ length: 128 }, (_, code) => `Ab ${String.fromCharCode(code)}\tZ 9 `),
      'Sagrada Familia',
      '  221B   Baker Street\n',
      'Sagrada Família',
      'ﬁnca',
      'İstanbul',
      'Ångström',
    ];
    for (const text of texts) expect(normalizeForSearch(text)).toBe(wholePath(text));
  });
});

describe('matchingFavorites', () => {
  const favorites = [
    favorite('Home', 'Carrer de Balmes 1', 41.1),
    favorite('Work', 'Plaça Catalunya', 41.2),
  ];

  it('matches the alias or the address, accent-insensitively', () => {
    expect(matchingFavorites('hom', favorites).map((entry) => entry.alias)).toEqual(['Home']);
    expect(matchingFavorites('placa', favorites).map((entry) => entry.alias)).toEqual(['Work']);
  });

  it('matches nothing for a blank query', () => {
    expect(matchingFavorites('  ', favorites)).toEqual([]);
  });
});

describe('mergeAddressSuggestions', () => {
  const favorites = ['A', 'B', 'C', 'D'].map((letter, index) =>
    favorite(`Gran ${letter}`, `Gran Via ${index + 1}`, 41.1 + index / 100),
  );
  const results = [1, 2, 3, 4, 5, 6].map((number) => place(`Gran Via ${number + 10}`, 40 + number));

  it('puts up to 3 matching favorites first, then up to 3 results', () => {
    const merged = mergeAddressSuggestions({ query: 'gran', favorites, results });
    expect(merged.map((entry) => [entry.name, entry.favorite])).toEqual([
      ['Gran Via 1', true],
      ['Gran Via 2', true],
      ['Gran Via 3', true],
      ['Gran Via 11', false],
      ['Gran Via 12', false],
      ['Gran Via 13', false],
    ]);
    expect(merged[0]).toEqual({
      alias: 'Gran A',
      favorite: true,
      name: 'Gran Via 1',
      latitude: 41.1,
      longitude: 2.17,
    });
    expect(merged[3]?.alias).toBeNull();
  });

  it('shows up to 5 results in the simple search', () => {
    const merged = mergeAddressSuggestions({ query: 'gran', favorites: [], results, simple: true });
    expect(merged).toHaveLength(5);
  });

  it('leaves out a result that is a favorite already, by name or by position', () => {
    const merged = mergeAddressSuggestions({
      query: 'balmes',
      favorites: [favorite('Home', 'Carrer de Balmes 1', 41.39)],
      results: [
        place('carrer de balmes 1', 10),
        place('Balmes 1, Barcelona', 41.390_01),
        place('Carrer de Balmes 200', 41.4),
      ],
    });
    expect(merged.map((entry) => entry.name)).toEqual([
      'Carrer de Balmes 1',
      'Carrer de Balmes 200',
    ]);
  });

  it('shows no favorite that does not match the query', () => {
    const merged = mergeAddressSuggestions({
      query: 'diagonal',
      favorites,
      results: [place('Avinguda Diagonal 1', 41.3)],
    });
    expect(merged.map((entry) => entry.favorite)).toEqual([false]);
  });
});
