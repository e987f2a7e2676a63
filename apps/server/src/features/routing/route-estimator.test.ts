import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osrmEstimator, straightLineEstimator } from './route-estimator';

const SANTS = { latitude: 41.3791, longitude: 2.1402 };
const PLACA_CATALUNYA = { latitude: 41.387, longitude: 2.17 };
const AIRPORT_T1 = { latitude: 41.2882, longitude: 2.0728 };

describe('straightLineEstimator', () => {
  it('estimates each leg with a detour factor at city speed', async () => {
    const [leg] = await straightLineEstimator({ detourFactor: 1.3, cityKmh: 24 }).legs([
      PLACA_CATALUNYA,
      AIRPORT_T1,
    ]);
    // 13.6 km straight → about 17.7 km by road, about 44 minutes at 24 km/h.
    expect(leg!.distance).toBeGreaterThan(17_000);
    expect(leg!.distance).toBeLessThan(18_500);
    expect(leg!.time).toBeCloseTo((leg!.distance / 1000 / 24) * 3600, -1);
  });

  it('gives n − 1 legs for n stops', async () => {
    expect(await straightLineEstimator().legs([SANTS, PLACA_CATALUNYA, AIRPORT_T1])).toHaveLength(
      2,
    );
    expect(await straightLineEstimator().legs([SANTS])).toEqual([]);
  });
});

describe('osrmEstimator against a local stand-in speaking OSRM', () => {
  let server: Server;
  let baseUrl: string;
  const requests: string[] = [];
  let mode: 'ok' | 'error' | 'slow' = 'ok';

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (mode === 'slow') return; // never answers: the estimator must time out
      response.writeHead(mode === 'ok' ? 200 : 400, { 'content-type': 'application/json' });
      const legs = (request.url?.split('/').pop()?.split('?')[0]?.split(';').length ?? 1) - 1;
      response.end(
        JSON.stringify(
          mode === 'ok'
            ? {
                code: 'Ok',
                routes: [
                  {
                    legs: Array.from({ length: legs }, (_, i) => ({
                      distance: 1000.4 * (i + 1),
                      duration: 120.6,
                    })),
                  },
                ],
              }
            : { code: 'InvalidQuery', message: 'Query string malformed' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks for lng,lat pairs in order and reads each leg', async () => {
    mode = 'ok';
    const legs = await osrmEstimator(baseUrl).legs([SANTS, PLACA_CATALUNYA, AIRPORT_T1]);
    expect(requests.at(-1)).toBe(
      '/route/v1/driving/2.140200,41.379100;2.170000,41.387000;2.072800,41.288200?overview=false',
    );
    expect(legs).toEqual([
      { distance: 1000, time: 121 },
      { distance: 2001, time: 121 },
    ]);
  });

  it('falls back to the straight line when the router refuses', async () => {
    mode = 'error';
    const legs = await osrmEstimator(baseUrl).legs([PLACA_CATALUNYA, AIRPORT_T1]);
    expect(legs).toEqual(await straightLineEstimator().legs([PLACA_CATALUNYA, AIRPORT_T1]));
  });

  it('falls back when the router does not answer in time', async () => {
    mode = 'slow';
    const started = Date.now();
    const legs = await osrmEstimator(baseUrl, { timeoutMs: 200 }).legs([
      PLACA_CATALUNYA,
      AIRPORT_T1,
    ]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(legs[0]!.distance).toBeGreaterThan(17_000);
  });
});
