import { geoJsonPolygonSchema, POLYGON_MAX_POINTS } from './schemas';
import { ringProblem, type LngLat } from './rules';

/** A zone read from GeoJSON: its name when the feature has one, and its Polygon. */
export interface ImportedZone {
  name: string | null;
  polygon: { type: 'Polygon'; coordinates: LngLat[][] };
}

/** Why a text gives no zone: not JSON, no polygon in it, a bad polygon, too many zones. */
export type ZoneImportProblem = 'not_json' | 'no_polygon' | 'bad_polygon' | 'too_many';

export type ZoneImport = { zones: ImportedZone[] } | { problem: ZoneImportProblem };

/** Zones one import may add: a map export of a whole city is a mistake, not a fare plan. */
export const ZONE_IMPORT_MAX = 20;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nameOf = (properties: unknown): string | null => {
  if (!isObject(properties)) return null;
  const name = properties.name ?? properties.Name ?? properties.title;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 80) : null;
};

/** Every polygon of one GeoJSON object, unchecked: MultiPolygons give one each. */
function polygonsOf(
  value: unknown,
  name: string | null,
): { name: string | null; geometry: unknown }[] {
  if (!isObject(value)) return [];
  switch (value.type) {
    case 'Polygon':
      return [{ name, geometry: value }];
    case 'MultiPolygon':
      return Array.isArray(value.coordinates)
        ? value.coordinates.map((coordinates) => ({
            name,
            geometry: { type: 'Polygon', coordinates },
          }))
        : [];
    case 'Feature':
      return polygonsOf(value.geometry, nameOf(value.properties) ?? name);
    case 'FeatureCollection':
      return Array.isArray(value.features)
        ? value.features.flatMap((feature) => polygonsOf(feature, null))
        : [];
    case 'GeometryCollection':
      return Array.isArray(value.geometries)
        ? value.geometries.flatMap((geometry) => polygonsOf(geometry, name))
        : [];
    default:
      return [];
  }
}

/**
 * The zones in a pasted or uploaded GeoJSON text (what map tools export: a Polygon, a
 * MultiPolygon, a Feature or a FeatureCollection), each checked as the server checks a
 * zone, so the console says what is wrong before anything is sent. Lines and points are
 * skipped; a text without any polygon is a problem, as is any polygon the server refuses.
 */
export function parseZoneGeoJson(text: string): ZoneImport {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not_json' };
  }
  const found = polygonsOf(value, null);
  if (found.length === 0) return { problem: 'no_polygon' };
  if (found.length > ZONE_IMPORT_MAX) return { problem: 'too_many' };
  const zones: ImportedZone[] = [];
  for (const { name, geometry } of found) {
    const parsed = geoJsonPolygonSchema.safeParse(geometry);
    if (!parsed.success) return { problem: 'bad_polygon' };
    zones.push({
      name,
      polygon: {
        type: 'Polygon',
        coordinates: parsed.data.coordinates.map((ring) => ring.map(([lng, lat]) => [lng, lat])),
      },
    });
  }
  return { zones };
}

/**
 * The polygon of the points clicked on a map ([latitude, longitude], as Leaflet gives
 * them): a closed GeoJSON ring of [longitude, latitude], or null while it is no polygon yet
 * (under three points, edges crossing, too many points).
 */
export function polygonFromClicks(
  points: readonly (readonly [latitude: number, longitude: number])[],
): ImportedZone['polygon'] | null {
  if (points.length < 3 || points.length >= POLYGON_MAX_POINTS) return null;
  const ring: LngLat[] = points.map(([lat, lng]) => [lng, lat]);
  ring.push(ring[0]!);
  if (ringProblem(ring) !== null) return null;
  return { type: 'Polygon', coordinates: [ring] };
}

/** A polygon's outer ring as Leaflet draws it: [latitude, longitude], not closed. */
export const outerRingLatLngs = (polygon: {
  coordinates: readonly (readonly (readonly number[])[])[];
}): [number, number][] =>
  (polygon.coordinates[0] ?? []).slice(0, -1).map((point) => [point[1]!, point[0]!]);
