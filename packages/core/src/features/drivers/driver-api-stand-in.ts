/**
 * A local stand-in for the driver API (tests only): real HTTP on a loopback port, and the
 * live position socket on the same port, speaking the server's protocol. It records what
 * it was sent; a test sets what it answers and can cut the signal.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { POSITION_SOCKET } from './position-socket-protocol';
import type { Driver, DriverPosition, DriverRide, DriverShiftState } from './schemas';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface SocketFrame {
  seq: number;
  latitude: number;
  longitude: number;
}

export const STAND_IN_TOKEN = 'driver-token-1';

export const makeDriver = (overrides: Partial<Driver> = {}): Driver => ({
  id: 5,
  name: 'Irene Castells',
  telephone: null,
  avatar: null,
  plate: '4321 DRV',
  model: 'Toyota Corolla',
  agrupacion_id: 1,
  available: true,
  languages: ['ca', 'es'],
  ...overrides,
});

export const makeDriverRide = (overrides: Partial<DriverRide> = {}): DriverRide => ({
  id: 70,
  status_code: 3,
  passengers: 1,
  traveler_name: 'Anna',
  traveler_phone: null,
  origin_extra: null,
  fare: 12.5,
  estimate: null,
  metered: false,
  currency: 'EUR',
  payment_method: 'cash',
  payment_choices: ['cash', 'card'],
  offer_expires_at: null,
  pickup_km: 1.2,
  boarding_code_required: false,
  no_show_from: null,
  fare_max: 200,
  stops: [
    {
      role: 'origin',
      name: 'Plaça de Catalunya',
      latitude: 41.387,
      longitude: 2.17,
      traveler_name: null,
    },
    {
      role: 'destination',
      name: 'Sagrada Família',
      latitude: 41.4036,
      longitude: 2.1744,
      traveler_name: null,
    },
  ],
  ...overrides,
});

type Reply = { status: number; body: unknown };

/** How the socket answers a frame: ack it, refuse it, or say nothing. */
export type SocketAnswer = 'ack' | 'silent' | { status: number; error: string; message: string };

export interface DriverStandIn {
  baseUrl: string;
  seen: SeenRequest[];
  /** The frames that arrived on sockets, in order. */
  frames: SocketFrame[];
  /** The subprotocols each upgrade offered. */
  offered: string[][];
  /** What GET driver/services answers. */
  rides: { offer: DriverRide | null; current: DriverRide | null };
  shift: DriverShiftState;
  /** Answers by "METHOD /path/" that differ from the defaults. */
  replies: Map<string, Reply>;
  /** No signal: every request is cut without an answer, every upgrade refused. */
  offline: boolean;
  /** Refuse upgrades (the browser sees the socket fail). */
  refuseSockets: boolean;
  socketAnswer: (frame: SocketFrame) => SocketAnswer;
  sockets: () => WebSocket[];
  close: () => Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += (chunk as Buffer).toString();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

export async function startDriverStandIn(): Promise<DriverStandIn> {
  const live = new Set<WebSocket>();
  const state: Omit<DriverStandIn, 'baseUrl' | 'close' | 'sockets'> = {
    seen: [],
    frames: [],
    offered: [],
    rides: { offer: null, current: null },
    shift: {
      shift: { id: 1, vehicle: null, started_at: '2026-11-29T08:00:00Z', ended_at: null },
      suspended: false,
    },
    replies: new Map(),
    offline: false,
    refuseSockets: false,
    socketAnswer: () => 'ack',
  };

  const answer = (request: SeenRequest): Reply => {
    const key = `${request.method} ${request.path}`;
    const given = state.replies.get(key);
    if (given) return given;
    if (
      request.authorization !== `Token ${STAND_IN_TOKEN}` &&
      request.path !== '/api/driver/authenticate/'
    ) {
      return { status: 401, body: { error: 'Unauthorized' } };
    }
    if (key === 'POST /api/driver/authenticate/') {
      return { status: 200, body: { token: STAND_IN_TOKEN, driver: makeDriver() } };
    }
    if (key === 'GET /api/driver/me/') return { status: 200, body: makeDriver() };
    if (key === 'GET /api/driver/shift/') return { status: 200, body: state.shift };
    if (key === 'GET /api/driver/vehicles/') return { status: 200, body: { vehicles: [] } };
    if (key === 'GET /api/driver/services/') return { status: 200, body: state.rides };
    return { status: 200, body: {} };
  };

  const server: Server = createServer((request, response: ServerResponse) => {
    if (state.offline) {
      request.socket.destroy();
      return;
    }
    void readJson(request).then((body) => {
      const seen: SeenRequest = {
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0]!,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body,
      };
      state.seen.push(seen);
      const reply = answer(seen);
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });

  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) =>
      protocols.has(POSITION_SOCKET.protocol) ? POSITION_SOCKET.protocol : false,
  });
  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const offered = String(request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((item) => item.trim());
    state.offered.push(offered);
    const path = (request.url ?? '').split('?')[0];
    if (
      state.offline ||
      state.refuseSockets ||
      path !== `/api/${POSITION_SOCKET.path}` ||
      !offered.includes(`${POSITION_SOCKET.tokenPrefix}${STAND_IN_TOKEN}`)
    ) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      live.add(client);
      client.on('close', () => live.delete(client));
      client.on('message', (data) => {
        const frame = JSON.parse(String(data)) as SocketFrame & DriverPosition;
        state.frames.push(frame);
        const said = state.socketAnswer(frame);
        if (said === 'ack') client.send(JSON.stringify({ ack: frame.seq }));
        else if (said !== 'silent') client.send(JSON.stringify({ seq: frame.seq, ...said }));
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const standIn = state as DriverStandIn;
  standIn.baseUrl = `http://127.0.0.1:${port}/api/`;
  standIn.sockets = () => [...live];
  standIn.close = async () => {
    for (const client of live) client.terminate();
    sockets.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}
