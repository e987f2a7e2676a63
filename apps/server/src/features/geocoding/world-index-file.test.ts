import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Gazetteer } from './gazetteer';
import { BARCELONA } from './places/barcelona';
import { LONDON } from './places/london';
import { PlaceIndex, type PlaceIndexSnapshot } from './search-index';
import { readWorldIndex } from './world-index-file';
import { loadWorldCities, type WorldCity } from './world-cities';

const bytes = (array: Int32Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
const sameArrays = (a: Int32Array, b: Int32Array) => bytes(a).equals(bytes(b));
const sameLists = (a: Map<string, Int32Array>, b: Map<string, Int32Array>) =>
  JSON.stringify([...a.keys()]) === JSON.stringify([...b.keys()]) &&
  [...a].every(([key, list]) => sameArrays(list, b.get(key)!));

/** Every part of two snapshots, compared exactly (a deep toEqual of 135,000 places crawls). */
function differences(a: PlaceIndexSnapshot<WorldCity>, b: PlaceIndexSnapshot<WorldCity>) {
  const parts: [string, boolean][] = [
    ['places', JSON.stringify(a.places) === JSON.stringify(b.places)],
    ['words', JSON.stringify(a.vocabulary.words) === JSON.stringify(b.vocabulary.words)],
    ['sorted', sameArrays(a.vocabulary.sorted, b.vocabulary.sorted)],
    ['trigrams', sameLists(a.vocabulary.trigrams, b.vocabulary.trigrams)],
    ['placeTerms', sameArrays(a.placeTerms, b.placeTerms)],
    ['termWords', sameArrays(a.termWords, b.termWords)],
    ['words ids', sameArrays(a.words, b.words)],
    ['postings offsets', sameArrays(a.postings.offsets, b.postings.offsets)],
    ['postings values', sameArrays(a.postings.values, b.postings.values)],
    ['shortPrefixes', sameLists(a.shortPrefixes, b.shortPrefixes)],
  ];
  return parts.filter(([, same]) => !same).map(([name]) => name);
}

// The run's servers read the world cities' index from the file global-setup.ts wrote with
// writeWorldIndex: it must be the index they would have built themselves.
describe('the world index file', () => {
  let fresh: PlaceIndex<WorldCity>;
  let loaded: PlaceIndex<WorldCity> | null;
  beforeAll(() => {
    fresh = new PlaceIndex(loadWorldCities());
    loaded = readWorldIndex(inject('worldIndexFile'));
  });

  it('holds the same index as one built now, every array and place', () => {
    expect(loaded).not.toBeNull();
    expect(fresh.size).toBeGreaterThan(100_000);
    expect(loaded!.size).toBe(fresh.size);
    expect(differences(loaded!.snapshot(), fresh.snapshot())).toEqual([]);
  });

  it('answers every search and reverse as the index built now', () => {
    const built = new Gazetteer([BARCELONA, LONDON], () => fresh);
    const read = new Gazetteer([BARCELONA, LONDON], () => loaded!);
    const searches: [string, Parameters<Gazetteer['search']>[1]][] = [
      ['paris', {}],
      ['paris france', {}],
      ['new york united states', {}],
      ['girona', { bias: { latitude: 41.3874, longitude: 2.1686 } }],
      ['springfield', { near: { latitude: 39.8, longitude: -89.6 } }],
      ['sa', {}],
      ['lon', { limit: 3 }],
      ['barcelnoa', {}],
      ['mnchester', {}],
      ['placa catalunya', {}],
      ['41.3874, 2.1686', {}],
    ];
    for (const [text, options] of searches) {
      const answer = read.search(text, options);
      expect(answer.length, text).toBeGreaterThan(0);
      expect(answer, text).toEqual(built.search(text, options));
    }
    for (const position of [
      { latitude: 48.8566, longitude: 2.3522 },
      { latitude: 41.9794, longitude: 2.8214 },
      { latitude: -33.8688, longitude: 151.2093 },
      { latitude: 0, longitude: -160 },
    ]) {
      expect(read.reverse(position)).toEqual(built.reverse(position));
    }
  });

  describe('one that cannot be used', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'parada-world-index-test-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is read as none, so the caller builds the index', () => {
      const file = (name: string, content: Buffer | string) => {
        const at = path.join(dir, name);
        writeFileSync(at, content);
        return at;
      };
      expect(readWorldIndex(path.join(dir, 'missing.v8'))).toBeNull();
      expect(readWorldIndex(file('damaged.v8', 'not a serialized index'))).toBeNull();
      const snapshot = new PlaceIndex<WorldCity>([]).snapshot();
      expect(
        readWorldIndex(
          file('other-format.v8', serialize({ format: 0, cities: '3.1.0', snapshot })),
        ),
      ).toBeNull();
      expect(
        readWorldIndex(
          file('other-cities.v8', serialize({ format: 1, cities: '0.0.0', snapshot })),
        ),
      ).toBeNull();
    });
  });
});
