import { beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BusEvent } from '../src/features/live/bus';
import { sha256 } from '../src/lib/crypto';
import { describeApi, listen, until } from './helper';
import { driverSession } from './ride-fixtures';

/**
 * The driver app's position socket: the token in the subprotocols, one frame a position,
 * an ack once stored, refusals as frames or close codes; and the batching writer behind it
 * (many positions at once, one statement).
 */
let statements: string[] = [];
const counting = {
  onQuery: (sql: string) => void statements.push(sql),
};

interface Opened {
  ws: WebSocket;
  /** Every frame the server sent, parsed, in order. */
  frames: Array<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

describeApi(
  "the drivers' position socket",
  (h) => {
    let base: string;
    let irene: { id: number; token: string };
    let oriol: { id: number; token: string };

    beforeAll(async () => {
      base = (await listen(h)).replace('http:', 'ws:');
      irene = await driverSession(h, 'driver@example.com');
      oriol = await driverSession(h, 'driver.two@example.com');
      const cars = (await h.call('GET', '/api/driver/vehicles/', { token: irene.token })).json()
        .vehicles;
      const shift = await h.call('POST', '/api/driver/shift/', {
        token: irene.token,
        body: { vehicle_id: cars[0].id },
      });
      expect(shift.statusCode).toBe(200);
    });

    const open = (token: string | null, lang = 'en'): Promise<Opened> =>
      new Promise((resolve, reject) => {
        const protocols = ['parada.positions', ...(token ? [`token.${token}`] : [])];
        const ws = new WebSocket(`${base}/api/driver/positions/live?lang=${lang}`, protocols);
        const frames: Opened['frames'] = [];
        const closed = new Promise<{ code: number; reason: string }>((done) =>
          ws.on('close', (code, reason) => done({ code, reason: reason.toString() })),
        );
        ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
        ws.on('open', () => resolve({ ws, frames, closed }));
        ws.on('unexpected-response', (_request, response) =>
          reject(new Error(`refused ${response.statusCode}`)),
        );
        ws.on('error', reject);
      });

    const whereIs = (id: number) =>
      h.db
        .selectFrom('drivers')
        .select(['latitude', 'longitude', 'heading'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('refuses an upgrade without a live driver token, and a plain GET is a 426', async () => {
      await expect(open(null)).rejects.toThrow('refused 401');
      await expect(open('not-a-token')).rejects.toThrow('refused 401');
      const plain = await h.call('GET', '/api/driver/positions/live/', { token: irene.token });
      expect(plain.statusCode).toBe(426);
      expect(plain.json().error).toMatch(/WebSocket/);
    });

    it('stores a position, acks it and tells the console; answers a bad one in the socket language', async () => {
      const heard: BusEvent[] = [];
      const stop = await h.app.ctx.rides.bus.subscribe((event) => {
        if (event.type === 'car') heard.push(event);
      });
      const { ws, frames } = await open(irene.token, 'ca');
      try {
        expect(ws.protocol).toBe('parada.positions');
        ws.send(JSON.stringify({ seq: 1, latitude: 41.401, longitude: 2.181, heading: 45 }));
        await until(() => frames.some((frame) => frame.ack === 1), 10_000, 'the ack');
        expect(await whereIs(irene.id)).toEqual({
          latitude: 41.401,
          longitude: 2.181,
          heading: 45,
        });
        await until(
          () =>
            heard.some(
              (event) =>
                event.type === 'car' && event.driver_id === irene.id && event.latitude === 41.401,
            ),
          10_000,
          'the car told',
        );

        ws.send(JSON.stringify({ seq: 2, latitude: 141, longitude: 2.18 }));
        await until(() => frames.some((frame) => frame.seq === 2), 10_000, 'the refusal');
        const refusal = frames.find((frame) => frame.seq === 2)!;
        expect(refusal).toMatchObject({ status: 422 });
        expect((refusal.errors as Array<{ field: string }>)[0]!.field).toBe('latitude');
        // The refusal is in Catalan, the language the socket asked for.
        expect(refusal.message).toBe('Introdueix una ubicació vàlida');
        expect((await whereIs(irene.id)).latitude).toBe(41.401);

        // The socket stays open after a refused position.
        ws.send(JSON.stringify({ seq: 3, latitude: 41.402, longitude: 2.182 }));
        await until(() => frames.some((frame) => frame.ack === 3), 10_000, 'the next ack');
        expect((await whereIs(irene.id)).latitude).toBe(41.402);
      } finally {
        ws.close();
        stop();
      }
    });

    it('says an offline driver must go online, and closes on a frame that is no position', async () => {
      const { ws, frames, closed } = await open(oriol.token, 'es');
      ws.send(JSON.stringify({ seq: 1, latitude: 41.39, longitude: 2.17 }));
      await until(() => frames.some((frame) => frame.seq === 1), 10_000, 'the refusal');
      expect(frames[0]).toMatchObject({
        seq: 1,
        status: 409,
        error: 'error.driver_offline',
        message: 'Conéctate para compartir dónde estás',
      });
      ws.send('{"seq": 1, "latitude": 41.39, "longitude": 2.17}');
      expect((await closed).code).toBe(1008);

      const second = await open(oriol.token);
      second.ws.send('not json');
      expect((await second.closed).code).toBe(1008);
    });

    it('closes a socket past five frames a second', async () => {
      const { ws, closed } = await open(irene.token);
      for (let seq = 1; seq <= 40; seq += 1) {
        ws.send(JSON.stringify({ seq, latitude: 41.39, longitude: 2.17 }));
      }
      expect((await closed).code).toBe(1008);
    });

    it('writes many positions arriving together in one statement', async () => {
      const writer = h.app.ctx.rides.positions;
      await writer.drain();
      statements = [];
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          writer.write({
            driverId: index % 2 === 0 ? irene.id : oriol.id,
            tokenHash: sha256(index % 2 === 0 ? irene.token : oriol.token),
            position: { latitude: 41.3 + index / 1000, longitude: 2.1 },
          }),
        ),
      );
      const writes = statements.filter((sql) => /update "drivers"/.test(sql));
      expect(writes, writes.join('\n')).toHaveLength(1);
      // Irene is online and moves to her newest position; Oriol is offline and does not.
      expect(results.filter((moved, index) => index % 2 === 0).every(Boolean)).toBe(true);
      expect(results.filter((moved, index) => index % 2 === 1).some(Boolean)).toBe(false);
      expect((await whereIs(irene.id)).latitude).toBeCloseTo(41.348);
    });

    it('closes with 4401 once the token is revoked', async () => {
      const second = await driverSession(h, 'driver@example.com');
      const { ws, frames, closed } = await open(second.token);
      ws.send(JSON.stringify({ seq: 1, latitude: 41.39, longitude: 2.17 }));
      await until(() => frames.some((frame) => frame.ack === 1), 10_000, 'the ack');
      expect(
        (await h.call('POST', '/api/driver/logout/', { token: second.token, body: {} })).statusCode,
      ).toBe(200);
      ws.send(JSON.stringify({ seq: 2, latitude: 41.5, longitude: 2.2 }));
      expect((await closed).code).toBe(4401);
      expect((await whereIs(irene.id)).latitude).not.toBe(41.5);
    });
  },
  counting,
);
