import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type Harness } from './helper';

interface FavoriteJson {
  id: number;
  alias: string;
  default_favorite: boolean;
  address: { name: string; latitude: number; longitude: number };
}

/** A POST favorites body exactly as the favorites page sends it (spec §3, §7). */
const makeFavorito = (overrides: Record<string, unknown> = {}) => ({
  favorito: {
    alias: 'Gym',
    direccion: 'Carrer de Sants 100, Barcelona',
    lat: 41.3755,
    lng: 2.1345,
    default_favorite: false,
    ...overrides,
  },
});

const countFavorites = async (h: Harness, email: string) => {
  const row = await h.db
    .selectFrom('favorites')
    .innerJoin('users', 'users.id', 'favorites.user_id')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

describeApi('favorites', (h) => {
  let client: string;
  let client2: string;
  let company: string;
  let hotel: string;
  beforeAll(async () => {
    [client, client2, company, hotel] = await Promise.all([
      h.login('client@example.com'),
      h.login('client2@example.com'),
      h.login('company@example.com'),
      h.login('hotel@example.com'),
    ]);
  });

  const list = async (token: string) => {
    const res = await h.call('GET', '/api/favorites/', { token });
    expect(res.statusCode).toBe(200);
    return res.json<FavoriteJson[]>();
  };

  describe('GET /favorites', () => {
    it("lists the seeded client's home, work and airport, the default first", async () => {
      const favorites = await list(client);
      expect(favorites.map((f) => f.alias)).toEqual(['Casa', 'Aeropuerto', 'Trabajo']);
      expect(favorites[0]).toMatchObject({
        alias: 'Casa',
        default_favorite: true,
        address: { name: expect.stringContaining('Barcelona') },
      });
      expect(favorites.filter((f) => f.default_favorite)).toHaveLength(1);
      expect(favorites[1]!.address.latitude).toBeCloseTo(41.289, 2);
    });

    it('shows another user none of them, and answers 401 without a token', async () => {
      expect(await list(client2)).toEqual([]);
      expect(await list(hotel)).toEqual([]);
      expect((await h.call('GET', '/api/favorites/')).statusCode).toBe(401);
    });
  });

  describe('POST /favorites', () => {
    it('saves the spec payload and answers the favorite as the list shows it', async () => {
      const res = await h.call('POST', '/api/favorites/', {
        token: client2,
        body: makeFavorito({ alias: '  Gym  ' }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        alias: 'Gym',
        default_favorite: false,
        address: { name: 'Carrer de Sants 100, Barcelona', latitude: 41.3755, longitude: 2.1345 },
      });
      expect((await list(client2)).map((f) => f.id)).toContain(res.json().id);
    });

    it('makes a new default the only one', async () => {
      const first = await h.call('POST', '/api/favorites/', {
        token: client2,
        body: makeFavorito({ alias: 'Mum', default_favorite: true }),
      });
      const second = await h.call('POST', '/api/favorites/', {
        token: client2,
        body: makeFavorito({ alias: 'Dad', default_favorite: true }),
      });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const favorites = await list(client2);
      expect(favorites.filter((f) => f.default_favorite).map((f) => f.alias)).toEqual(['Dad']);
      expect(favorites[0]!.alias).toBe('Dad');
    });

    it.each([
      ['no favorito', {}, 'favorito'],
      ['a blank alias', makeFavorito({ alias: '   ' }), 'favorito.alias'],
      ['a blank address', makeFavorito({ direccion: '' }), 'favorito.direccion'],
      ['a latitude out of range', makeFavorito({ lat: 91 }), 'favorito.lat'],
      ['a longitude as text', makeFavorito({ lng: '2.17' }), 'favorito.lng'],
      [
        'a default that is not a boolean',
        makeFavorito({ default_favorite: 'yes' }),
        'favorito.default_favorite',
      ],
      ['an alias too long', makeFavorito({ alias: 'x'.repeat(61) }), 'favorito.alias'],
    ])('refuses %s with 422 and writes nothing', async (_label, body, field) => {
      const before = await countFavorites(h, 'client2@example.com');
      const res = await h.call('POST', '/api/favorites/', { token: client2, body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(res.json().error).toEqual(expect.any(String));
      expect(await countFavorites(h, 'client2@example.com')).toBe(before);
    });

    it('answers a body that is not JSON with 400, and a favorite out of range in Spanish', async () => {
      const broken = await h.call('POST', '/api/favorites/', {
        token: client2,
        body: '{"favorito":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      const spanish = await h.call('POST', '/api/favorites/', {
        token: client2,
        body: makeFavorito({ lat: -100 }),
        language: 'es',
      });
      expect(spanish.statusCode).toBe(422);
      expect(spanish.json().error).toBe('Introduce una ubicación válida');
    });

    it('lets a company save them too, and refuses the hotel kiosk (403) and visitors (401)', async () => {
      expect(
        (await h.call('POST', '/api/favorites/', { token: company, body: makeFavorito() }))
          .statusCode,
      ).toBe(201);
      expect(
        (await h.call('POST', '/api/favorites/', { token: hotel, body: makeFavorito() }))
          .statusCode,
      ).toBe(403);
      expect((await h.call('POST', '/api/favorites/', { body: makeFavorito() })).statusCode).toBe(
        401,
      );
    });

    it('stops at 50 favorites per user with a clear message', async () => {
      const email = 'company@example.com';
      const have = await countFavorites(h, email);
      for (let n = have; n < 50; n += 1) {
        const res = await h.call('POST', '/api/favorites/', {
          token: company,
          body: makeFavorito({ alias: `Place ${n}` }),
        });
        expect(res.statusCode).toBe(201);
      }
      const over = await h.call('POST', '/api/favorites/', {
        token: company,
        body: makeFavorito({ alias: 'One too many' }),
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().error).toBe('You can save at most 50 favorites');
      expect(await countFavorites(h, email)).toBe(50);
    });
  });

  describe('PUT /favorites/:id', () => {
    it('renames a favorite and moves the default in one step', async () => {
      const favorites = await list(client);
      const work = favorites.find((f) => f.alias === 'Trabajo')!;
      const res = await h.call('PUT', `/api/favorites/${work.id}/`, {
        token: client,
        body: { alias: 'Office', default_favorite: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: work.id, alias: 'Office', default_favorite: true });
      const after = await list(client);
      expect(after.filter((f) => f.default_favorite).map((f) => f.alias)).toEqual(['Office']);
      expect(after.find((f) => f.alias === 'Casa')!.default_favorite).toBe(false);

      const home = after.find((f) => f.alias === 'Casa')!;
      await h.call('PUT', `/api/favorites/${home.id}`, {
        token: client,
        body: { default_favorite: true },
      });
      await h.call('PUT', `/api/favorites/${work.id}`, {
        token: client,
        body: { alias: 'Trabajo' },
      });
      const restored = await list(client);
      expect(restored.filter((f) => f.default_favorite).map((f) => f.alias)).toEqual(['Casa']);
    });

    it("answers 404 for another user's favorite and leaves it as it was", async () => {
      const home = (await list(client)).find((f) => f.alias === 'Casa')!;
      const res = await h.call('PUT', `/api/favorites/${home.id}`, {
        token: client2,
        body: { alias: 'Mine now' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found' });
      expect((await list(client)).find((f) => f.id === home.id)!.alias).toBe('Casa');
    });

    it('refuses an empty change, a blank alias and bad ids without a 500', async () => {
      const home = (await list(client)).find((f) => f.alias === 'Casa')!;
      const empty = await h.call('PUT', `/api/favorites/${home.id}`, { token: client, body: {} });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error).toBe('Change at least one field');
      const blank = await h.call('PUT', `/api/favorites/${home.id}`, {
        token: client,
        body: { alias: ' ' },
      });
      expect(blank.statusCode).toBe(422);
      for (const id of ['abc', '0', '-1', '99999999999', '2147483647']) {
        const res = await h.call('PUT', `/api/favorites/${id}`, {
          token: client,
          body: { alias: 'X' },
        });
        expect(res.statusCode).toBe(404);
      }
      expect((await list(client)).find((f) => f.id === home.id)!.alias).toBe('Casa');
    });
  });

  describe('DELETE /favorites/:id', () => {
    it("deletes one's own, and answers 404 for another user's or a deleted one", async () => {
      const created = await h.call('POST', '/api/favorites/', {
        token: client,
        body: makeFavorito({ alias: 'Temporary' }),
      });
      const id = created.json().id as number;
      const foreign = await h.call('DELETE', `/api/favorites/${id}`, { token: client2 });
      expect(foreign.statusCode).toBe(404);
      const res = await h.call('DELETE', `/api/favorites/${id}/`, { token: client });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'The action was successful' });
      expect((await list(client)).some((f) => f.id === id)).toBe(false);
      expect((await h.call('DELETE', `/api/favorites/${id}`, { token: client })).statusCode).toBe(
        404,
      );
    });
  });
});
