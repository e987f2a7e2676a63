import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../dispatch/geo';
import { distanceToLineKm } from '../gazetteer';
import { tokenize } from '../text';
import { BARCELONA } from './barcelona';
import { LONDON } from './london';
import type { CuratedCity, CuratedPlace } from './place';

const at = (place: CuratedPlace) => ({ latitude: place.lat, longitude: place.lng });

const find = (city: CuratedCity, name: string): CuratedPlace => {
  const place = city.places.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`${name} is not in ${city.city}`);
  return place;
};

/** Two named places of `city` lie between `minKm` and `maxKm` apart, as the crow flies. */
const expectApart = (city: CuratedCity, a: string, b: string, minKm: number, maxKm: number) => {
  const km = distanceKm(at(find(city, a)), at(find(city, b)));
  expect(km).toBeGreaterThanOrEqual(minKm);
  expect(km).toBeLessThanOrEqual(maxKm);
};

describe.each([
  [BARCELONA, 300],
  [LONDON, 40],
])('curated places of $city', (city, minimum) => {
  it(`holds at least ${minimum} places`, () => {
    expect(city.places.length).toBeGreaterThanOrEqual(minimum);
  });

  it('keeps every place and street point inside the city box', () => {
    const { south, west, north, east } = city.bounds;
    const outside = city.places.flatMap((place) =>
      [[place.lat, place.lng] as const, ...(place.line ?? [])]
        .filter(([lat, lng]) => lat < south || lat > north || lng < west || lng > east)
        .map(() => place.name),
    );
    expect(outside).toEqual([]);
  });

  it('names each place once, however it is accented or cased', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const place of city.places) {
      const key = tokenize(place.name).join(' ');
      if (seen.has(key)) clashes.push(`${seen.get(key)} / ${place.name}`);
      seen.set(key, place.name);
    }
    expect(clashes).toEqual([]);
  });

  it('has no two places at the same spot (a copy under another name)', () => {
    const pairs: string[] = [];
    city.places.forEach((a, i) => {
      for (const b of city.places.slice(i + 1)) {
        // A street's point may well be the station under it; two stations may not coincide.
        if ((a.kind === 'street') !== (b.kind === 'street')) continue;
        if (distanceKm(at(a), at(b)) < 0.015) pairs.push(`${a.name} / ${b.name}`);
      }
    });
    expect(pairs).toEqual([]);
  });

  it('puts a street’s point on its line, and gives every line two points or more', () => {
    const streets = city.places.filter((place) => place.kind === 'street');
    expect(streets.length).toBeGreaterThan(0);
    for (const street of streets) {
      expect(street.line?.length ?? 0, street.name).toBeGreaterThanOrEqual(2);
      expect(distanceToLineKm(at(street), street.line!), street.name).toBeLessThan(0.15);
    }
  });
});

describe('well-known Barcelona pairs are as far apart as on a map', () => {
  it.each([
    ['Plaça de Catalunya', 'Basílica de la Sagrada Família', 1.7, 2.2],
    ['Estació de Barcelona-Sants', 'Plaça d’Espanya', 0.7, 1.1],
    ['Plaça de Catalunya', 'Aeroport de Barcelona-El Prat, Terminal 1', 12.5, 14.5],
    [
      'Aeroport de Barcelona-El Prat, Terminal 1',
      'Aeroport de Barcelona-El Prat, Terminal 2',
      1.3,
      2.3,
    ],
    ['Plaça de Catalunya', 'Spotify Camp Nou', 3.5, 4.5],
    ['Casa Batlló', 'Casa Milà (La Pedrera)', 0.4, 0.6],
    ['Monument a Colom', 'Plaça de Catalunya', 1.2, 1.7],
    ['Park Güell', 'Basílica de la Sagrada Família', 1.8, 2.6],
    ['Estació de França', 'Metro Barceloneta (L4)', 0.15, 0.4],
    ['Port de Barcelona, Terminal de creuers A', 'Monument a Colom', 1.4, 2.0],
  ])('%s ↔ %s', (a, b, minKm, maxKm) => expectApart(BARCELONA, a, b, minKm, maxKm));
});

describe('well-known London pairs are as far apart as on a map', () => {
  it.each([
    ['Trafalgar Square', 'Buckingham Palace', 0.9, 1.3],
    ['King’s Cross Station', 'St Pancras International', 0.1, 0.4],
    ['Tower of London', 'Tower Bridge', 0.2, 0.4],
    ['Trafalgar Square', 'Heathrow Airport, Terminal 5', 22, 26],
  ])('%s ↔ %s', (a, b, minKm, maxKm) => expectApart(LONDON, a, b, minKm, maxKm));
});
