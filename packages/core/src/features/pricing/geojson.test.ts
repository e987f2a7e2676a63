import { describe, expect, it } from 'vitest';
import { outerRingLatLngs, parseZoneGeoJson, polygonFromClicks, ZONE_IMPORT_MAX } from './geojson';

const square = (west: number, south: number, d = 0.01) => [
  [west, south],
  [west + d, south],
  [west + d, south + d],
  [west, south + d],
  [west, south],
];
const polygon = (west = 2.1, south = 41.3) => ({
  type: 'Polygon',
  coordinates: [square(west, south)],
});

describe('parseZoneGeoJson', () => {
  it('reads a bare Polygon, unnamed', () => {
    expect(parseZoneGeoJson(JSON.stringify(polygon()))).toEqual({
      zones: [{ name: null, polygon: { type: 'Polygon', coordinates: [square(2.1, 41.3)] } }],
    });
  });

  it('reads a FeatureCollection, naming each zone after its feature and skipping lines', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: ' Port ' }, geometry: polygon(2.1) },
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [2, 41],
              [2.1, 41.1],
            ],
          },
        },
        { type: 'Feature', properties: { Name: 'Airport' }, geometry: polygon(2.2) },
      ],
    });
    const result = parseZoneGeoJson(text);
    expect('zones' in result && result.zones.map((zone) => zone.name)).toEqual(['Port', 'Airport']);
  });

  it('gives a MultiPolygon one zone per polygon, with the feature’s name', () => {
    const text = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Beaches' },
      geometry: { type: 'MultiPolygon', coordinates: [[square(2.1, 41.3)], [square(2.3, 41.3)]] },
    });
    const result = parseZoneGeoJson(text);
    expect('zones' in result && result.zones).toHaveLength(2);
    expect('zones' in result && result.zones[1]!.name).toBe('Beaches');
  });

  it('names what is wrong: not JSON, no polygon, a bad polygon, too many', () => {
    expect(parseZoneGeoJson('{"type": "Polygon",')).toEqual({ problem: 'not_json' });
    expect(parseZoneGeoJson('{"type": "Point", "coordinates": [2, 41]}')).toEqual({
      problem: 'no_polygon',
    });
    expect(parseZoneGeoJson('[]')).toEqual({ problem: 'no_polygon' });
    // A bow tie: its edges cross.
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(parseZoneGeoJson(JSON.stringify(bowtie))).toEqual({ problem: 'bad_polygon' });
    // Not closed.
    const open = {
      type: 'Polygon',
      coordinates: [
        square(2.1, 41.3)
          .slice(0, 4)
          .concat([[2.1, 41.5]]),
      ],
    };
    expect(parseZoneGeoJson(JSON.stringify(open))).toEqual({ problem: 'bad_polygon' });
    const latitudeTooFar = { type: 'Polygon', coordinates: [square(2.1, 95)] };
    expect(parseZoneGeoJson(JSON.stringify(latitudeTooFar))).toEqual({ problem: 'bad_polygon' });
    const many = {
      type: 'FeatureCollection',
      features: Array.from({ length: ZONE_IMPORT_MAX + 1 }, (_, i) => ({
        type: 'Feature',
        geometry: polygon(2 + i * 0.02),
      })),
    };
    expect(parseZoneGeoJson(JSON.stringify(many))).toEqual({ problem: 'too_many' });
  });
});

describe('polygonFromClicks', () => {
  it('closes the clicked points into a GeoJSON ring of [lng, lat]', () => {
    const drawn = polygonFromClicks([
      [41.3, 2.1],
      [41.3, 2.2],
      [41.4, 2.2],
    ]);
    expect(drawn).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [2.1, 41.3],
          [2.2, 41.3],
          [2.2, 41.4],
          [2.1, 41.3],
        ],
      ],
    });
    expect(outerRingLatLngs(drawn!)).toEqual([
      [41.3, 2.1],
      [41.3, 2.2],
      [41.4, 2.2],
    ]);
  });

  it('is no polygon yet under three points or with crossing edges', () => {
    expect(
      polygonFromClicks([
        [41.3, 2.1],
        [41.3, 2.2],
      ]),
    ).toBeNull();
    expect(
      polygonFromClicks([
        [0, 0],
        [1, 1],
        [0, 1],
        [1, 0],
      ]),
    ).toBeNull();
  });
});
