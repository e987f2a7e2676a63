import { favoriteListSchema, favoriteSchema, geocodeResponseSchema } from '@parada/core';
import { ApiError, createApi, createApiClient } from '@parada/core/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, listen } from './helper';
import { groupingId } from './ride-fixtures';

/**
 * Favorites and the geocoder called exactly as the apps call them: core's API client (ky,
 * trailing slashes, Token and App-Agrupation headers) against the server on a real port,
 * answers read with core's schemas.
 */
describeApi('addresses through core’s API client', (h) => {
  let api: ReturnType<typeof createApi>;
  let demo: number;
  beforeAll(async () => {
    const base = await listen(h);
    const token = await h.login('client2@example.com');
    api = createApi(
      createApiClient({
        baseUrl: `${base}/api/`,
        getToken: () => token,
        getGrouping: () => 'demo',
        getLanguage: () => 'en',
      }),
    );
    demo = await groupingId(h, 'demo');
  });

  describe('favorites', () => {
    it('creates, lists, renames, makes default and deletes one', async () => {
      const created = favoriteSchema.parse(
        await api.addresses.createFavorite({
          favorito: {
            alias: 'Office',
            direccion: 'Passeig de Gràcia 43, Barcelona',
            lat: 41.3916,
            lng: 2.1649,
          },
        }),
      );
      expect(created).toMatchObject({ alias: 'Office', default_favorite: false });

      const updated = favoriteSchema.parse(
        await api.addresses.updateFavorite(created.id, { alias: 'Work', default_favorite: true }),
      );
      expect(updated).toMatchObject({ alias: 'Work', default_favorite: true });

      const listed = favoriteListSchema.parse(await api.addresses.listFavorites());
      expect(listed.filter((f) => f.default_favorite).map((f) => f.id)).toEqual([created.id]);

      expect(await api.addresses.removeFavorite(created.id)).toEqual({
        message: 'The action was successful',
      });
      const after = favoriteListSchema.parse(await api.addresses.listFavorites());
      expect(after.some((f) => f.id === created.id)).toBe(false);
    });

    it('surfaces the server’s message and field errors as an ApiError', async () => {
      const failure = await api.addresses
        .createFavorite({ favorito: { alias: '', direccion: 'x', lat: 41, lng: 2 } })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 422, message: 'This field is required.' });
      const missing = await api.addresses.removeFavorite(2_000_000).catch((e: unknown) => e);
      expect(missing).toMatchObject({ status: 404, message: 'Not Found' });
    });
  });

  describe('geocode', () => {
    it('searches silently, near a point, and reverses', async () => {
      const found = geocodeResponseSchema.parse(
        await api.addresses.search({
          address: 'hospital',
          agrupacion_id: demo,
          near: { latitude: 41.3445, longitude: 2.1043 },
        }),
      );
      expect(found.addresses[0]?.name).toBe('Hospital Universitari de Bellvitge, Barcelona');

      const named = geocodeResponseSchema.parse(
        await api.addresses.reverse({ position: { latitude: 41.387, longitude: 2.17 } }),
      );
      expect(named.addresses[0]?.name).toMatch(/^Plaça de Catalunya/);
    });

    it('answers a too-short search with the spec’s kind of message', async () => {
      const failure = await api.addresses
        .search({ address: 'ab', agrupacion_id: demo })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ status: 422, message: 'Write at least 3 characters' });
    });
  });
});
