import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helper';
import { groupingId } from './ride-fixtures';

interface Address {
  name: string;
  latitude: number;
  longitude: number;
}

const BELLVITGE = { latitude: 41.3445, longitude: 2.1043 };
const SANT_PAU = { latitude: 41.4142, longitude: 2.1727 };

describeApi('geocoding', (h) => {
  let client: string;
  let hotel: string;
  let other: string;
  let demo: number;
  beforeAll(async () => {
    [client, hotel, other] = await Promise.all([
      h.login('client@example.com'),
      h.login('hotel@example.com', undefined, 'hotel-demo'),
      h.login('other@example.com', undefined, 'other'),
    ]);
    demo = await groupingId(h, 'demo');
  });

  /** POST geocode/search as the address box sends it (spec §7). */
  const search = async (
    body: Record<string, unknown>,
    token: string | null = client,
    language = 'en',
  ) => h.call('POST', '/api/geocode/search/', { token, body, language });

  const names = async (address: string, extra: Record<string, unknown> = {}) => {
    const res = await search({ address, agrupacion_id: demo, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json<{ addresses: Address[] }>().addresses.map((a) => a.name);
  };

  describe('POST /geocode/search', () => {
    it.each([
      ['placa catalunya', 'Plaça de Catalunya, Barcelona'],
      ['sagrada familia', 'Basílica de la Sagrada Família, Barcelona'],
      ['aeroport t2', 'Aeroport de Barcelona-El Prat, Terminal 2, Barcelona'],
      ['sants', 'Estació de Barcelona-Sants, Barcelona'],
      ['placa catalnya', 'Plaça de Catalunya, Barcelona'],
      ['sagrada famlia', 'Basílica de la Sagrada Família, Barcelona'],
    ])('finds %j first as %s', async (address, expected) => {
      expect((await names(address))[0]).toBe(expected);
    });

    it('answers the spec’s shape: addresses with name, latitude and longitude', async () => {
      const res = await search({ address: 'camp nou', agrupacion_id: demo });
      expect(res.json()).toEqual({
        addresses: [{ name: 'Spotify Camp Nou, Barcelona', latitude: 41.3809, longitude: 2.1228 }],
      });
    });

    it("puts the user's matching favorites first, the same place only once", async () => {
      // client@'s favourites are seeded in their language: "Casa" is their home.
      const home = await names('casa');
      expect(home[0]).toBe('Carrer de Verdi 20, Barcelona');
      const airport = await names('aeroport');
      expect(airport[0]).toBe('Aeroport de Barcelona-El Prat, Terminal 1');
      // The curated terminal is the same spot as the favorite: shown once, as the favorite.
      expect(airport).not.toContain('Aeroport de Barcelona-El Prat, Terminal 1, Barcelona');
      // Another user has no such favorite and gets the curated place.
      const res = await search({ address: 'aeroport t1', agrupacion_id: demo }, hotel);
      expect(res.json().addresses[0].name).toBe(
        'Aeroport de Barcelona-El Prat, Terminal 1, Barcelona',
      );
    });

    it('ranks places near `near` first', async () => {
      expect((await names('hospital', { near: BELLVITGE }))[0]).toBe(
        'Hospital Universitari de Bellvitge, Barcelona',
      );
      expect((await names('hospital', { near: SANT_PAU }))[0]).toBe(
        'Hospital de la Santa Creu i Sant Pau, Barcelona',
      );
    });

    it('answers raw coordinates with themselves', async () => {
      const res = await search({ address: '41.4036, 2.1744', agrupacion_id: demo });
      expect(res.json().addresses).toEqual([
        {
          name: expect.stringContaining('Sagrada Família'),
          latitude: 41.4036,
          longitude: 2.1744,
        },
      ]);
    });

    it('knows world cities, and the London operator’s own places for its users', async () => {
      expect(await names('girona')).toContain('Girona, Spain');
      const otherId = await groupingId(h, 'other');
      const res = await search({ address: 'heathrow t5', agrupacion_id: otherId }, other);
      expect(res.statusCode).toBe(200);
      expect(res.json().addresses[0].name).toBe('Heathrow Airport, Terminal 5, London');
    });

    it('serves any grouping of the caller’s operator, not another operator’s', async () => {
      const taxi = await groupingId(h, 'demo-taxi');
      expect((await search({ address: 'sants', agrupacion_id: taxi })).statusCode).toBe(200);
      expect((await search({ address: 'sants', agrupacion_id: demo }, hotel)).statusCode).toBe(200);
      const otherId = await groupingId(h, 'other');
      const foreign = await search({ address: 'sants', agrupacion_id: otherId });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Not Found' });
      expect((await search({ address: 'sants', agrupacion_id: 999_999 })).statusCode).toBe(404);
      expect((await search({ address: 'sants', agrupacion_id: demo }, other)).statusCode).toBe(404);
    });

    it('answers 401 without a session', async () => {
      const res = await search({ address: 'sants', agrupacion_id: demo }, null);
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['an address under 3 characters', { address: 'ab' }, 'address'],
      ['a blank address', { address: '     ' }, 'address'],
      ['no address', { address: undefined }, 'address'],
      ['an address that is not text', { address: 42 }, 'address'],
      ['an address too long', { address: 'x'.repeat(256) }, 'address'],
      ['no grouping', { agrupacion_id: undefined }, 'agrupacion_id'],
      ['a grouping id as text', { agrupacion_id: 'demo' }, 'agrupacion_id'],
      ['a grouping id too large', { agrupacion_id: 2 ** 40 }, 'agrupacion_id'],
      ['a near out of range', { near: { latitude: 95, longitude: 2 } }, 'near.latitude'],
      ['a near without longitude', { near: { latitude: 41 } }, 'near.longitude'],
      ['a near that is not an object', { near: 'Barcelona' }, 'near'],
    ])('refuses %s with 422 and a message', async (_label, override, field) => {
      const res = await search({ address: 'placa catalunya', agrupacion_id: demo, ...override });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ error: string; errors: { field: string; message: string }[] }>();
      expect(body.errors.map((e) => e.field)).toContain(field);
      expect(body.error).toMatch(/^[A-Z]/);
      expect(body.error).not.toMatch(/validation\.|\{\{/);
    });

    it('answers a body that is not JSON with 400, in the asked language', async () => {
      const res = await h.call('POST', '/api/geocode/search/', {
        token: client,
        body: '{"address": "pla',
        headers: { 'content-type': 'application/json' },
        language: 'ca',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    });
  });

  describe('POST /geocode/reverse', () => {
    const reverse = (body: unknown, token: string | null = client) =>
      h.call('POST', '/api/geocode/reverse/', { token, body });

    it('names the landmark at a position and keeps the position', async () => {
      const res = await reverse({ position: { latitude: 41.4036, longitude: 2.1744 } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        addresses: [
          {
            name: expect.stringMatching(/^Basílica de la Sagrada Família, .*Barcelona$/),
            latitude: 41.4036,
            longitude: 2.1744,
          },
        ],
      });
    });

    it('names the street under a position, and raw coordinates at sea', async () => {
      const street = await reverse({ position: { latitude: 41.3943, longitude: 2.1515 } });
      expect(street.json().addresses[0].name).toBe('Avinguda Diagonal, Barcelona');
      const sea = await reverse({ position: { latitude: 40.5, longitude: 4.5 } });
      expect(sea.json().addresses[0].name).toBe('40.50000, 4.50000');
    });

    it.each([
      ['no position', {}],
      ['a latitude out of range', { position: { latitude: -91, longitude: 0 } }],
      ['a longitude as text', { position: { latitude: 41, longitude: '2.1' } }],
      ['a position as text', { position: '41.4, 2.17' }],
    ])('refuses %s with 422', async (_label, body) => {
      const res = await reverse(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toMatch(/^position/);
    });

    it('answers 401 without a session', async () => {
      expect(
        (await reverse({ position: { latitude: 41.4, longitude: 2.17 } }, null)).statusCode,
      ).toBe(401);
    });
  });
});

/** A Photon-compatible stand-in for GEOCODER_URL: a fixed answer, or a failure on demand. */
const photon = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.searchParams.get('q') === 'sants') {
    response.writeHead(503).end('down for maintenance');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [2.17, 41.387] },
          properties: {
            name: `Remote ${url.searchParams.get('q') ?? url.pathname}`,
            city: 'Barcelona',
          },
        },
      ],
    }),
  );
});
await new Promise<void>((resolve) => photon.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  photon.closeAllConnections();
  await new Promise((resolve) => photon.close(resolve));
});

describeApi(
  'geocoding through GEOCODER_URL (Photon)',
  (h) => {
    let client: string;
    let demo: number;
    beforeAll(async () => {
      client = await h.login('client@example.com');
      demo = await groupingId(h, 'demo');
    });

    it('asks the service, favorites still first', async () => {
      const res = await h.call('POST', '/api/geocode/search/', {
        token: client,
        body: { address: 'home sweet', agrupacion_id: demo },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().addresses.map((a: Address) => a.name)).toEqual([
        'Remote home sweet, Barcelona',
      ]);
      const home = await h.call('POST', '/api/geocode/search/', {
        token: client,
        body: { address: 'casa', agrupacion_id: demo },
      });
      expect(home.json().addresses.map((a: Address) => a.name)).toEqual([
        'Carrer de Verdi 20, Barcelona',
        'Remote casa, Barcelona',
      ]);
    });

    it('falls back to the gazetteer when the service fails', async () => {
      const res = await h.call('POST', '/api/geocode/search/', {
        token: client,
        body: { address: 'sants', agrupacion_id: demo },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().addresses[0].name).toBe('Estació de Barcelona-Sants, Barcelona');
    });

    it('reverses through the service', async () => {
      const res = await h.call('POST', '/api/geocode/reverse/', {
        token: client,
        body: { position: { latitude: 41.387, longitude: 2.17 } },
      });
      expect(res.json().addresses).toEqual([
        { name: 'Remote /reverse, Barcelona', latitude: 41.387, longitude: 2.17 },
      ]);
    });
  },
  {
    env: {
      GEOCODER_URL: `http://127.0.0.1:${(photon.address() as AddressInfo).port}`,
      GEOCODER_FORMAT: 'photon',
    },
  },
);
