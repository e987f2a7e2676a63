import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startDriverStandIn, STAND_IN_TOKEN, type DriverStandIn } from './driver-api-stand-in';
import {
  createPositionSocket,
  nextBackoff,
  positionSocketUrl,
  type OpenSocket,
  type PositionSocketOptions,
  type SocketLike,
} from './position-socket';
import type { DriverPosition } from './schemas';

// `ws` types its handlers' events more narrowly than core's SocketLike, as the browser does.
const openWs: OpenSocket = (url, protocols) =>
  new WebSocket(url, protocols) as unknown as SocketLike;

const at = (latitude: number): DriverPosition => ({ latitude, longitude: 2.17 });

/** Waits for what the sockets and timers bring, with room for a loaded machine. */
const soon = <T>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

let standIn: DriverStandIn;
let stops: (() => void)[] = [];

beforeEach(async () => {
  standIn = await startDriverStandIn();
});

afterEach(async () => {
  for (const stop of stops) stop();
  stops = [];
  await standIn.close();
});

function socketFor(overrides: Partial<PositionSocketOptions> = {}) {
  const dropped: DriverPosition[][] = [];
  const waits: number[] = [];
  const socket = createPositionSocket({
    url: positionSocketUrl(standIn.baseUrl, 'ca'),
    token: () => STAND_IN_TOKEN,
    open: openWs,
    onDropped: (positions) => dropped.push(positions),
    onSignedOut: vi.fn(),
    // Reconnections at once in tests, with the wait they asked for recorded.
    setTimer: (run, ms) => {
      waits.push(ms);
      return setTimeout(run, 5);
    },
    ...overrides,
  });
  stops.push(() => socket.stop());
  return { socket, dropped, waits };
}

describe('the live position socket', () => {
  it('is on the API origin with ws: or wss:, in the language asked', () => {
    expect(positionSocketUrl('http://driver.localhost:8000/api/', 'ca')).toBe(
      'ws://driver.localhost:8000/api/driver/positions/live?lang=ca',
    );
    expect(positionSocketUrl('https://taxi.example/api/', 'es')).toBe(
      'wss://taxi.example/api/driver/positions/live?lang=es',
    );
  });

  it('offers its subprotocol and the token, and numbers each position from 1', async () => {
    const { socket } = socketFor();
    expect(socket.send(at(41.1))).toBe(false);
    socket.start();
    await soon(() => expect(socket.isOpen()).toBe(true));
    expect(standIn.offered[0]).toEqual(['parada.positions', `token.${STAND_IN_TOKEN}`]);
    expect(socket.send(at(41.1))).toBe(true);
    expect(socket.send(at(41.2))).toBe(true);
    await soon(() => expect(standIn.frames).toHaveLength(2));
    expect(standIn.frames).toEqual([
      { seq: 1, latitude: 41.1, longitude: 2.17 },
      { seq: 2, latitude: 41.2, longitude: 2.17 },
    ]);
  });

  it('hands back, in order, the positions not acknowledged when the socket drops', async () => {
    // The server stores the first and has not yet answered the other two.
    standIn.socketAnswer = (frame) => (frame.seq === 1 ? 'ack' : 'silent');
    const { socket, dropped } = socketFor();
    socket.start();
    await soon(() => expect(socket.isOpen()).toBe(true));
    socket.send(at(41.1));
    socket.send(at(41.2));
    socket.send(at(41.3));
    await soon(() => expect(standIn.frames).toHaveLength(3));
    // The ack of 1 arrives before the network fails.
    await soon(() => expect(socket.unacknowledged()).toBe(2));
    for (const client of standIn.sockets()) client.terminate();
    await soon(() => expect(dropped).toHaveLength(1));
    expect(dropped[0]).toEqual([at(41.2), at(41.3)]);
  });

  it('counts an ack as acknowledging every position before it', async () => {
    standIn.socketAnswer = (frame) => (frame.seq === 2 ? 'ack' : 'silent');
    const { socket, dropped } = socketFor();
    socket.start();
    await soon(() => expect(socket.isOpen()).toBe(true));
    socket.send(at(41.1));
    socket.send(at(41.2));
    await soon(() => expect(standIn.frames).toHaveLength(2));
    await soon(() => expect(socket.unacknowledged()).toBe(0));
    socket.stop();
    expect(dropped).toEqual([]);
  });

  it('reports a refused position with the server text and does not keep it', async () => {
    standIn.socketAnswer = () => ({
      status: 409,
      error: 'error.driver_offline',
      message: 'Comença un torn per compartir la posició.',
    });
    const refused = vi.fn();
    const { socket, dropped } = socketFor({ onRefused: refused });
    socket.start();
    await soon(() => expect(socket.isOpen()).toBe(true));
    socket.send(at(41.1));
    await soon(() => expect(refused).toHaveBeenCalled());
    expect(refused).toHaveBeenCalledWith(at(41.1), {
      seq: 1,
      status: 409,
      error: 'error.driver_offline',
      message: 'Comença un torn per compartir la posició.',
    });
    socket.stop();
    expect(dropped).toEqual([]);
  });

  it('reconnects after the network drops, waiting 1 s and doubling up to 30 s', async () => {
    const { socket, waits } = socketFor();
    standIn.refuseSockets = true;
    socket.start();
    await soon(() => expect(waits.length).toBeGreaterThanOrEqual(3));
    expect(waits.slice(0, 3)).toEqual([1_000, 2_000, 4_000]);
    expect(socket.isOpen()).toBe(false);
    standIn.refuseSockets = false;
    await soon(() => expect(socket.isOpen()).toBe(true));
    // Open again: the next drop starts from 1 s, on a socket numbered from 1 again.
    const before = waits.length;
    for (const client of standIn.sockets()) client.terminate();
    await soon(() => expect(waits.length).toBe(before + 1));
    expect(waits.at(-1)).toBe(1_000);
    await soon(() => expect(socket.isOpen()).toBe(true));
    socket.send(at(41.4));
    await soon(() => expect(standIn.frames.at(-1)?.seq).toBe(1));
    expect([1_000, 16_000, 30_000].map(nextBackoff)).toEqual([2_000, 30_000, 30_000]);
  });

  it('signs out on 4401 and stays closed on 4403, without reconnecting', async () => {
    for (const [code, callback] of [
      [4401, 'onSignedOut'],
      [4403, 'onSuspended'],
    ] as const) {
      const called = vi.fn();
      const { socket, waits } = socketFor({ [callback]: called });
      socket.start();
      await soon(() => expect(socket.isOpen()).toBe(true));
      for (const client of standIn.sockets()) client.close(code);
      await soon(() => expect(called).toHaveBeenCalledOnce());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(waits).toEqual([]);
      expect(socket.isOpen()).toBe(false);
      expect(socket.send(at(41.1))).toBe(false);
    }
  });

  it('waits for a token before it connects', async () => {
    let token: string | null = null;
    const { socket } = socketFor({ token: () => token });
    socket.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(standIn.offered).toEqual([]);
    token = STAND_IN_TOKEN;
    socket.stop();
    socket.start();
    await soon(() => expect(socket.isOpen()).toBe(true));
  });
});
