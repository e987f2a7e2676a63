import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { describeApi } from './helper';
import { bookRide, groupingId, ridePayload, session, tomorrowAt } from './ride-fixtures';

/**
 * Production writes answers with serializers compiled from the response schemas (app.ts,
 * checkResponses: false); the tests' apps check them with zod. Both apps on one database
 * must send the same bytes for the same request.
 */
describeApi('compiled serialization', (h) => {
  let compiled: FastifyInstance;
  let client: { token: string; id: number };
  let ride: number;
  beforeAll(async () => {
    compiled = await buildApp({
      env: testEnv({ AUTH_RATE_LIMIT: '1000', PASSWORD_HASH_COST: '10' }),
      db: h.db,
      checkResponses: false,
    });
    await compiled.ready();
    client = await session(h, 'client@example.com');
    const taxi = await groupingId(h, 'demo-taxi');
    const now = await bookRide(h, client, ridePayload(client.id, taxi));
    expect(now.statusCode).toBe(201);
    ride = now.json().service.id;
    const later = await bookRide(
      h,
      client,
      ridePayload(client.id, taxi, { fecha_servicio_diferido: tomorrowAt() }),
    );
    expect(later.statusCode).toBe(201);
  });
  afterAll(async () => {
    await compiled?.close();
  });

  const both = async (
    method: InjectOptions['method'],
    url: string,
    language = 'en',
    payload?: InjectOptions['payload'],
  ) => {
    const request: InjectOptions = {
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: {
        authorization: `Token ${client.token}`,
        'app-agrupation': 'demo',
        'accept-language': language,
      },
    };
    const [checked, fast] = await Promise.all([h.app.inject(request), compiled.inject(request)]);
    expect(fast.statusCode, url).toBe(checked.statusCode);
    expect(fast.headers['content-type'], url).toBe(checked.headers['content-type']);
    expect(fast.body, url).toBe(checked.body);
    return checked;
  };

  it('sends the bytes of the zod path on real routes', async () => {
    const routes = [
      '/api/token/valid/',
      '/api/services/in_process/list/',
      '/api/services/scheduled/',
      '/api/v2/services/?limit=10&offset=0',
      '/api/customer/update_profile/',
      '/api/purses/',
    ];
    for (const url of routes) expect((await both('GET', url)).statusCode, url).toBe(200);
    const list = await both('GET', '/api/services/in_process/list/', 'es');
    expect(list.json().map((ride: { id: number }) => ride.id)).toContain(ride);
    // The fare picker's groupings carry strings zod rewrites (currency, colours, links).
    const demo = await groupingId(h, 'demo');
    const fares = await both('POST', '/api/agrupations/search/', 'ca', {
      agrupacion_id: demo,
      origin: { latitude: 41.387, longitude: 2.1701 },
      destination: { latitude: 41.4036, longitude: 2.1744 },
    });
    expect(fares.json().agrupations.length).toBeGreaterThan(0);
    const places = await both('POST', '/api/geocode/search/', 'en', {
      address: 'sagrada familia',
      agrupacion_id: demo,
    });
    expect(places.statusCode).toBe(200);
  });

  it('sends errors in the same bytes', async () => {
    expect((await both('PUT', '/api/service/999999/cancel/')).statusCode).toBe(404);
    expect((await both('PUT', `/api/service/${ride}/update/`)).statusCode).toBe(422);
  });
});
