import type { Language } from '@parada/core';
import { z } from 'zod';
import type { Position } from '../dispatch/geo';
import { parseCoordinates } from './coordinates';
import type { Gazetteer, GeocodedPlace, SearchOptions } from './gazetteer';

export interface GeocodeSearch extends SearchOptions {
  language: Language;
}

/** Address search and reverse geocoding, whichever service answers. */
export interface Geocoder {
  search(text: string, options: GeocodeSearch): Promise<GeocodedPlace[]>;
  reverse(position: Position, language: Language): Promise<GeocodedPlace>;
}

/** The embedded default: the offline gazetteer, answering in the same process. */
export function localGeocoder(gazetteer: Gazetteer): Geocoder {
  return {
    search: async (text, options) => gazetteer.search(text, options),
    reverse: async (position) => gazetteer.reverse(position),
  };
}

export type RemoteFormat = 'nominatim' | 'photon';

export interface RemoteOptions {
  format: RemoteFormat;
  /** Answers when the service fails, is slow or answers nonsense. */
  fallback: Geocoder;
  timeoutMs?: number;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent?: string;
  limit?: number;
}

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
const text = z.string().max(500).optional();

/** What is read of a Nominatim `jsonv2` result; anything else is ignored. */
const nominatimPlace = z.object({
  lat: latitude,
  lon: longitude,
  name: text,
  display_name: text,
  address: z.record(z.string(), z.string().max(500)).optional(),
});

/** What is read of a Photon (GeoJSON) feature. */
const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([longitude, latitude]).rest(z.unknown()) }),
  properties: z
    .object({
      name: text,
      street: text,
      housenumber: text,
      city: text,
      town: text,
      village: text,
      district: text,
      country: text,
    })
    .partial(),
});

const firstOf = (...values: Array<string | undefined>): string | undefined =>
  values.find((value) => value !== undefined && value.trim() !== '');

/** "Plaça de Catalunya, Barcelona" rather than the whole administrative chain. */
function nominatimName(place: z.infer<typeof nominatimPlace>): string | undefined {
  const address = place.address ?? {};
  const road = address.road
    ? [address.road, address.house_number].filter(Boolean).join(' ')
    : undefined;
  const head = firstOf(place.name, road, address.pedestrian, address.suburb);
  const town = firstOf(address.city, address.town, address.village, address.municipality);
  if (head && town && head !== town) return `${head}, ${town}`;
  return firstOf(head, place.display_name);
}

function photonName({ properties }: z.infer<typeof photonFeature>): string | undefined {
  const road = properties.street
    ? [properties.street, properties.housenumber].filter(Boolean).join(' ')
    : undefined;
  const head = firstOf(properties.name, road);
  const town = firstOf(properties.city, properties.town, properties.village, properties.district);
  const tail = firstOf(town, properties.country);
  if (head && tail && head !== tail) return `${head}, ${tail}`;
  return firstOf(head, tail);
}

/** Keeps the items that parse and have a name; drops the rest rather than failing all. */
function readPlaces<T>(
  items: unknown,
  schema: z.ZodType<T>,
  toPlace: (item: T) => GeocodedPlace | undefined,
): GeocodedPlace[] {
  if (!Array.isArray(items)) throw new Error('the geocoder did not answer a list');
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    const place = parsed.success ? toPlace(parsed.data) : undefined;
    return place ? [place] : [];
  });
}

const nominatimToPlace = (item: z.infer<typeof nominatimPlace>): GeocodedPlace | undefined => {
  const name = nominatimName(item);
  return name ? { name, latitude: item.lat, longitude: item.lon } : undefined;
};

const photonToPlace = (item: z.infer<typeof photonFeature>): GeocodedPlace | undefined => {
  const name = photonName(item);
  const [lng, lat] = item.geometry.coordinates;
  return name ? { name, latitude: lat, longitude: lng } : undefined;
};

/**
 * A Nominatim- or Photon-compatible service at GEOCODER_URL (docs/architecture.md, embedded parts). Whatever goes
 * wrong there (refused, slow, an error status, a body that is not the format) the
 * gazetteer answers instead: the address box keeps working while the service is down.
 */
export function remoteGeocoder(baseUrl: string, options: RemoteOptions): Geocoder {
  const root = baseUrl.replace(/\/+$/, '');
  const { format, fallback, timeoutMs = 2_500, userAgent = 'Parada/0.1', limit = 10 } = options;

  async function getJson(path: string, params: Record<string, string>, language: Language) {
    const url = `${root}${path}?${new URLSearchParams(params).toString()}`;
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'accept-language': language, 'user-agent': userAgent },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the geocoder answered ${response.status}`);
    return (await response.json()) as unknown;
  }

  async function remoteSearch(query: string, { near, bias, language }: GeocodeSearch) {
    const focus = near ?? bias;
    if (format === 'photon') {
      const body = await getJson(
        '/api',
        {
          q: query,
          limit: String(limit),
          ...(focus ? { lat: String(focus.latitude), lon: String(focus.longitude) } : {}),
        },
        language,
      );
      return readPlaces((body as { features?: unknown }).features, photonFeature, photonToPlace);
    }
    // Nominatim has no point bias: a box of about 20 km around the focus prefers what is in it.
    const box: Record<string, string> = focus
      ? {
          viewbox: [
            focus.longitude - 0.2,
            focus.latitude + 0.15,
            focus.longitude + 0.2,
            focus.latitude - 0.15,
          ]
            .map((degrees) => Number(degrees.toFixed(5)))
            .join(','),
          bounded: '0',
        }
      : {};
    const body = await getJson(
      '/search',
      {
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(limit),
        'accept-language': language,
        ...box,
      },
      language,
    );
    return readPlaces(body, nominatimPlace, nominatimToPlace);
  }

  async function remoteReverse(position: Position, language: Language) {
    const coordinates = { lat: String(position.latitude), lon: String(position.longitude) };
    if (format === 'photon') {
      const body = await getJson('/reverse', { ...coordinates, limit: '1' }, language);
      return readPlaces((body as { features?: unknown }).features, photonFeature, photonToPlace)[0];
    }
    const body = await getJson(
      '/reverse',
      { ...coordinates, format: 'jsonv2', addressdetails: '1', 'accept-language': language },
      language,
    );
    // Nominatim answers {error: "Unable to geocode"} over open sea.
    return readPlaces([body], nominatimPlace, nominatimToPlace)[0];
  }

  const geocoder: Geocoder = {
    async search(query, searchOptions) {
      const raw = parseCoordinates(query);
      if (raw) return [{ ...(await geocoder.reverse(raw, searchOptions.language)), ...raw }];
      try {
        return await remoteSearch(query, searchOptions);
      } catch {
        return fallback.search(query, searchOptions);
      }
    },
    async reverse(position, language) {
      try {
        const found = await remoteReverse(position, language);
        // The name comes from the service; the position stays the one asked about.
        if (found) return { ...found, latitude: position.latitude, longitude: position.longitude };
      } catch {
        // Fall through to the gazetteer.
      }
      return fallback.reverse(position, language);
    },
  };
  return geocoder;
}
