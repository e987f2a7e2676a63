import { describe, expect, it } from 'vitest';
import {
  favoriteCreateSchema,
  favoriteListSchema,
  geocodeResponseSchema,
  geocodeReverseRequestSchema,
  geocodeSearchRequestSchema,
} from './schemas';

describe('favorites', () => {
  it('GET favorites nests the place under address', () => {
    const list = [
      {
        id: 1,
        alias: 'Home',
        default_favorite: true,
        address: {
          name: 'Carrer de Mallorca 401, Barcelona',
          latitude: 41.4036,
          longitude: 2.1744,
        },
      },
    ];
    expect(favoriteListSchema.parse(list)).toEqual(list);
  });

  it('POST favorites sends {favorito: {alias, direccion, lat, lng, default_favorite}}', () => {
    expect(
      favoriteCreateSchema.parse({
        favorito: {
          alias: ' Work ',
          direccion: 'Plaça de Catalunya 1',
          lat: 41.387,
          lng: 2.17,
          usuario_id: 9,
        },
      }),
    ).toEqual({
      favorito: {
        alias: 'Work',
        direccion: 'Plaça de Catalunya 1',
        lat: 41.387,
        lng: 2.17,
        default_favorite: false,
      },
    });
  });

  it('refuses a favorite without alias or with an impossible position', () => {
    const issues =
      favoriteCreateSchema.safeParse({ favorito: { alias: '', direccion: 'x', lat: 91, lng: 2 } })
        .error?.issues ?? [];
    expect(issues.map((item) => [item.path.join('.'), item.message])).toEqual([
      ['favorito.alias', 'validation.required'],
      ['favorito.lat', 'validation.coordinates'],
    ]);
  });
});

describe('geocode', () => {
  it('search needs 3 characters and a grouping, near is optional', () => {
    expect(geocodeSearchRequestSchema.safeParse({ address: 'Sag', agrupacion_id: 3 }).success).toBe(
      true,
    );
    expect(
      geocodeSearchRequestSchema.safeParse({
        address: 'Sagrada',
        agrupacion_id: 3,
        near: { latitude: 41.4, longitude: 2.17 },
      }).success,
    ).toBe(true);
    expect(
      geocodeSearchRequestSchema.safeParse({ address: ' Sa ', agrupacion_id: 3 }).error?.issues[0]
        ?.message,
    ).toBe('validation.min_length');
    expect(geocodeSearchRequestSchema.safeParse({ address: 'Sagrada' }).success).toBe(false);
  });

  it('reverse takes a position', () => {
    expect(
      geocodeReverseRequestSchema.safeParse({ position: { latitude: 41.4, longitude: 2.17 } })
        .success,
    ).toBe(true);
    expect(
      geocodeReverseRequestSchema.safeParse({ position: null }).error?.issues[0]?.message,
    ).toBe('validation.coordinates');
  });

  it('answers with an addresses list', () => {
    const response = {
      addresses: [{ name: 'Sagrada Família', latitude: 41.4036, longitude: 2.1744 }],
    };
    expect(geocodeResponseSchema.parse(response)).toEqual(response);
  });
});
