import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer';
import { localGeocoder, remoteGeocoder, type Geocoder } from './geocoder';
import { BARCELONA } from './places/barcelona';

type Reply = { status?: number; body?: unknown; raw?: string; hang?: boolean };

/**
 * A local server speaking Nominatim's and Photon's formats: each test says what it answers
 * and reads what the adapter asked.
 */
function standIn() {
  let reply: Reply = { body: [] };
  const requests: URL[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const server: Server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://stand-in'));
    headers.push(request.headers);
    if (reply.hang) return;
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(reply.raw ?? JSON.stringify(reply.body));
  });
  return {
    server,
    requests,
    headers,
    answer: (next: Reply) => {
      reply = next;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

// The curated places only: enough to tell a fallback answer from the service's.
const fallback: Geocoder = localGeocoder(new Gazetteer([BARCELONA], null));
const OPTIONS = { language: 'es' as const };

describe('remote geocoder against a stand-in', () => {
  const stub = standIn();
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    stub.server.closeAllConnections();
    await new Promise((resolve) => stub.server.close(resolve));
  });
  beforeEach(() => {
    stub.requests.length = 0;
    stub.headers.length = 0;
  });

  describe('speaking Nominatim', () => {
    const nominatim = () => remoteGeocoder(stub.url(), { format: 'nominatim', fallback });

    it('asks /search in jsonv2 near the focus and names results by place and town', async () => {
      stub.answer({
        body: [
          {
            lat: '41.3870',
            lon: '2.1700',
            name: 'Plaça de Catalunya',
            display_name: 'Plaça de Catalunya, Dreta de l’Eixample, Eixample, Barcelona, …',
            address: { city: 'Barcelona', country: 'España' },
          },
          {
            lat: '41.4005',
            lon: '2.1570',
            name: '',
            address: { road: 'Carrer de Verdi', house_number: '20', city: 'Barcelona' },
          },
          { lat: '999', lon: '2', name: 'Nowhere' },
          { name: 'No position' },
          'not an object',
        ],
      });
      const results = await nominatim().search('placa catalunya', {
        ...OPTIONS,
        near: { latitude: 41.38, longitude: 2.17 },
      });
      expect(results).toEqual([
        { name: 'Plaça de Catalunya, Barcelona', latitude: 41.387, longitude: 2.17 },
        { name: 'Carrer de Verdi 20, Barcelona', latitude: 41.4005, longitude: 2.157 },
      ]);
      const asked = stub.requests[0]!;
      expect(asked.pathname).toBe('/search');
      expect(asked.searchParams.get('q')).toBe('placa catalunya');
      expect(asked.searchParams.get('format')).toBe('jsonv2');
      expect(asked.searchParams.get('accept-language')).toBe('es');
      expect(asked.searchParams.get('viewbox')).toBe('1.97,41.53,2.37,41.23');
      expect(stub.headers[0]!['user-agent']).toMatch(/^Parada\//);
    });

    it('reverses a position to a name and keeps the position asked about', async () => {
      stub.answer({
        body: {
          lat: '41.39164',
          lon: '2.16500',
          name: 'Casa Batlló',
          address: { road: 'Passeig de Gràcia', house_number: '43', city: 'Barcelona' },
        },
      });
      const place = await nominatim().reverse({ latitude: 41.3916, longitude: 2.165 }, 'en');
      expect(place).toEqual({
        name: 'Casa Batlló, Barcelona',
        latitude: 41.3916,
        longitude: 2.165,
      });
      expect(stub.requests[0]!.pathname).toBe('/reverse');
      expect(stub.requests[0]!.searchParams.get('lat')).toBe('41.3916');
    });

    it('lets the gazetteer name a position the service cannot (open sea)', async () => {
      stub.answer({ body: { error: 'Unable to geocode' } });
      const place = await nominatim().reverse({ latitude: 40.5, longitude: 4.5 }, 'en');
      expect(place.name).toBe('40.50000, 4.50000');
    });

    it('answers raw coordinates through reverse, not a text search', async () => {
      stub.answer({ body: { lat: '41.387', lon: '2.17', name: 'Plaça de Catalunya' } });
      const results = await nominatim().search('41.3870, 2.1700', OPTIONS);
      expect(results).toEqual([{ name: 'Plaça de Catalunya', latitude: 41.387, longitude: 2.17 }]);
      expect(stub.requests.map((url) => url.pathname)).toEqual(['/reverse']);
    });
  });

  describe('speaking Photon', () => {
    const photon = () => remoteGeocoder(stub.url(), { format: 'photon', fallback });

    it('asks /api with a location bias and reads the GeoJSON features', async () => {
      stub.answer({
        body: {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [2.1744, 41.4036] },
              properties: { name: 'Sagrada Família', city: 'Barcelona', country: 'España' },
            },
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [2.1701, 41.3999] },
              properties: { street: 'Carrer de Mallorca', housenumber: '401', city: 'Barcelona' },
            },
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [500, 41] },
              properties: {},
            },
          ],
        },
      });
      const results = await photon().search('sagrada familia', {
        ...OPTIONS,
        bias: { latitude: 41.3874, longitude: 2.1686 },
      });
      expect(results).toEqual([
        { name: 'Sagrada Família, Barcelona', latitude: 41.4036, longitude: 2.1744 },
        { name: 'Carrer de Mallorca 401, Barcelona', latitude: 41.3999, longitude: 2.1701 },
      ]);
      const asked = stub.requests[0]!;
      expect(asked.pathname).toBe('/api');
      expect(asked.searchParams.get('q')).toBe('sagrada familia');
      expect(asked.searchParams.get('lat')).toBe('41.3874');
      expect(asked.searchParams.get('lon')).toBe('2.1686');
    });

    it('reverses with /reverse', async () => {
      stub.answer({
        body: {
          features: [
            {
              geometry: { coordinates: [-0.1281, 51.508] },
              properties: { name: 'Trafalgar Square', city: 'London' },
            },
          ],
        },
      });
      const place = await photon().reverse({ latitude: 51.508, longitude: -0.1281 }, 'en');
      expect(place.name).toBe('Trafalgar Square, London');
      expect(stub.requests[0]!.pathname).toBe('/reverse');
    });
  });

  describe('falls back to the gazetteer', () => {
    it.each<[string, Reply]>([
      ['an error status', { status: 500, body: { error: 'boom' } }],
      ['a body that is not JSON', { raw: '<html>busy</html>' }],
      ['JSON that is not the format', { body: { results: 'nope' } }],
    ])('when the service answers %s', async (_label, reply) => {
      stub.answer(reply);
      const geocoder = remoteGeocoder(stub.url(), { format: 'nominatim', fallback });
      const results = await geocoder.search('placa catalunya', OPTIONS);
      expect(results[0]?.name).toBe('Plaça de Catalunya, Barcelona');
      expect(stub.requests).toHaveLength(1);
    });

    it('when the service is too slow', async () => {
      stub.answer({ hang: true });
      const geocoder = remoteGeocoder(stub.url(), {
        format: 'photon',
        fallback,
        timeoutMs: 200,
      });
      const started = Date.now();
      const results = await geocoder.search('sagrada familia', OPTIONS);
      expect(results[0]?.name).toBe('Basílica de la Sagrada Família, Barcelona');
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('when nothing listens at the address', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const geocoder = remoteGeocoder(`http://127.0.0.1:${port}`, {
        format: 'nominatim',
        fallback,
      });
      expect((await geocoder.search('sants', OPTIONS))[0]?.name).toBe(
        'Estació de Barcelona-Sants, Barcelona',
      );
      expect((await geocoder.reverse({ latitude: 41.4036, longitude: 2.1744 }, 'ca')).name).toMatch(
        /^Basílica de la Sagrada Família/,
      );
    });
  });
});
