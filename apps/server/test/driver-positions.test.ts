import { beforeAll, expect, it } from 'vitest';
import { reportPosition } from '../src/features/drivers/service';
import type { BusEvent } from '../src/features/live/bus';
import { sha256 } from '../src/lib/crypto';
import { describeApi, until } from './helper';
import {
  driverSession,
  underway,
  bookRide,
  groupingId,
  ridePayload,
  session,
} from './ride-fixtures';

/**
 * A driver's position, the API's hottest write: one statement once the token is in the read
 * cache (the row, the ride the driver is on and, on PostgreSQL, the bus's notices), and every
 * rule held in it: only the token's own driver, only online, never suspended, never with a
 * revoked token, every field checked.
 */
let statements: string[] = [];
const counting = {
  onQuery: (sql: string) => void statements.push(sql),
  env: { DISPATCH_TICK_MS: '60000' },
};

describeApi(
  "drivers' positions",
  (h) => {
    let irene: { id: number; token: string };
    let oriol: { id: number; token: string };

    beforeAll(async () => {
      h.app.ctx.rides.startFleet({ simulate: false });
      // The dispatcher's first tick ends with its sweeps; counted statements start after it,
      // however late a loaded machine runs it.
      await until(
        () => statements.some((sql) => /delete from "stream_tickets"/.test(sql)),
        30_000,
        "the dispatcher's first tick",
      );
      irene = await driverSession(h, 'driver@example.com');
      oriol = await driverSession(h, 'driver.two@example.com');
      const cars = (await put('GET', 'vehicles/', irene.token)).json().vehicles;
      expect(
        (await put('POST', 'shift/', irene.token, { vehicle_id: cars[0].id })).statusCode,
      ).toBe(200);
    });

    const put = (method: string, path: string, token: string, body?: object) =>
      h.call(method, `/api/driver/${path}`, {
        token,
        ...(body ? { body } : method === 'GET' ? {} : { body: {} }),
      });

    const whereIs = (id: number) =>
      h.db
        .selectFrom('drivers')
        .select(['latitude', 'longitude', 'heading'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    /** The statements a call sent, less what other timers (the charge sweep) ran meanwhile. */
    const own = () => statements.filter((sql) => !/from "ride_charges"/.test(sql));

    it('moves the car in one statement, and tells the console and the rider on the way', async () => {
      const client = await session(h, 'client@example.com');
      const booked = await bookRide(
        h,
        client,
        ridePayload(client.id, await groupingId(h, 'demo-taxi')),
      );
      const rideId = booked.json().service.id as number;
      await underway(h.db, rideId, irene.id);

      const heard: BusEvent[] = [];
      const stop = await h.app.ctx.rides.bus.subscribe((event) => {
        if (event.type === 'car' || event.type === 'position') heard.push(event);
      });
      try {
        // The first call reads the token into the cache.
        expect(
          (await put('PUT', 'position/', irene.token, { latitude: 41.39, longitude: 2.17 }))
            .statusCode,
        ).toBe(200);
        statements = [];
        const moved = await put('PUT', 'position/', irene.token, {
          latitude: 41.391,
          longitude: 2.171,
          heading: 90,
          speed: 30,
        });
        expect(moved.statusCode).toBe(200);
        expect(own(), own().join('\n')).toHaveLength(1);
        expect(await whereIs(irene.id)).toEqual({
          latitude: 41.391,
          longitude: 2.171,
          heading: 90,
        });
        await until(
          () =>
            heard.some((event) => event.type === 'car' && event.latitude === 41.391) &&
            heard.some((event) => event.type === 'position' && event.latitude === 41.391),
          10_000,
          'the car and the ride told',
        );
        expect(
          heard.find((event) => event.type === 'car' && event.latitude === 41.391),
        ).toMatchObject({
          driver_id: irene.id,
          longitude: 2.171,
          heading: 90,
        });
        expect(
          heard.find((event) => event.type === 'position' && event.latitude === 41.391),
        ).toMatchObject({ service_id: rideId, user_id: client.id, longitude: 2.171 });

        // A batch kept offline: one statement too, and only its newest position counts.
        statements = [];
        const batch = await put('POST', 'positions/', irene.token, {
          positions: [
            { latitude: 41.38, longitude: 2.16 },
            { latitude: 41.381, longitude: 2.161, heading: 45 },
          ],
        });
        expect(batch.statusCode).toBe(200);
        expect(own(), own().join('\n')).toHaveLength(1);
        expect(await whereIs(irene.id)).toEqual({
          latitude: 41.381,
          longitude: 2.161,
          heading: 45,
        });
      } finally {
        stop();
        await h.db
          .updateTable('services')
          .set({ status_code: 8 })
          .where('id', '=', rideId)
          .execute();
      }
    });

    it('refuses every bad field with a 422 and moves nothing', async () => {
      const before = await whereIs(irene.id);
      for (const body of [
        { latitude: 95, longitude: 2 },
        { latitude: 41, longitude: 181 },
        { latitude: 41, longitude: 2, heading: 361 },
        { latitude: 41, longitude: 2, speed: -1 },
        { latitude: '41', longitude: 2 },
        { longitude: 2 },
        {},
      ]) {
        expect(
          (await put('PUT', 'position/', irene.token, body)).statusCode,
          JSON.stringify(body),
        ).toBe(422);
      }
      for (const body of [{ positions: [] }, { positions: [{ latitude: 95, longitude: 0 }] }, {}]) {
        expect((await put('POST', 'positions/', irene.token, body)).statusCode).toBe(422);
      }
      const tooMany = Array.from({ length: 121 }, () => ({ latitude: 41, longitude: 2 }));
      expect(
        (await put('POST', 'positions/', irene.token, { positions: tooMany })).statusCode,
      ).toBe(422);
      expect(await whereIs(irene.id)).toEqual(before);
    });

    it('moves nobody offline (409) or suspended (403), and nothing with a customer token (401)', async () => {
      // Oriol has no shift open: offline.
      const offline = await put('PUT', 'position/', oriol.token, {
        latitude: 41.4,
        longitude: 2.18,
      });
      expect(offline.statusCode).toBe(409);
      expect(offline.json().error).toMatch(/online/i);
      expect(
        (
          await put('POST', 'positions/', oriol.token, {
            positions: [{ latitude: 41.4, longitude: 2.18 }],
          })
        ).statusCode,
      ).toBe(409);
      expect((await whereIs(oriol.id)).latitude).not.toBe(41.4);

      const client = await session(h, 'client@example.com');
      expect(
        (await put('PUT', 'position/', client.token, { latitude: 41.4, longitude: 2.18 }))
          .statusCode,
      ).toBe(401);
      // No token at all is a 401 before the body is read.
      expect(
        (await h.call('PUT', '/api/driver/position/', { body: { latitude: 95 } })).statusCode,
      ).toBe(401);

      await h.db
        .updateTable('drivers')
        .set({ suspended_at: new Date() })
        .where('id', '=', irene.id)
        .execute();
      try {
        const refused = await put('PUT', 'position/', irene.token, {
          latitude: 41.4,
          longitude: 2.18,
        });
        expect(refused.statusCode).toBe(403);
        expect((await whereIs(irene.id)).latitude).not.toBe(41.4);
      } finally {
        await h.db
          .updateTable('drivers')
          .set({ suspended_at: null })
          .where('id', '=', irene.id)
          .execute();
      }
    });

    it('moves nothing with a revoked token, whatever a cache remembers (another instance revoked it)', async () => {
      const second = await driverSession(h, 'driver@example.com');
      expect(
        (await put('PUT', 'position/', second.token, { latitude: 41.385, longitude: 2.165 }))
          .statusCode,
      ).toBe(200);
      await h.db
        .updateTable('driver_tokens')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', sha256(second.token))
        .execute();
      // Another instance's cache may still hold the token for a while: the write itself
      // checks it, so what that instance sends moves nothing, while a live token does.
      expect(
        await reportPosition(
          h.app.ctx.rides,
          irene.id,
          { latitude: 41.386, longitude: 2.166 },
          sha256(irene.token),
        ),
      ).toBe(true);
      const moved = await reportPosition(
        h.app.ctx.rides,
        irene.id,
        { latitude: 41.5, longitude: 2.2 },
        sha256(second.token),
      );
      expect(moved).toBe(false);
      expect((await whereIs(irene.id)).latitude).toBe(41.386);
      expect(
        (await put('PUT', 'position/', second.token, { latitude: 41.5, longitude: 2.2 }))
          .statusCode,
      ).toBe(401);
    });
  },
  counting,
);
