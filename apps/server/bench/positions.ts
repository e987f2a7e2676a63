import { randomBytes, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createDatabase } from '../src/db/database';
import { sha256 } from '../src/lib/crypto';
import { headersFor, login, ridePayload } from './client';
import { postgresReachable, postgresUrl } from './fresh-db';
import { startBenchServer } from './spawn';
import { machine, maxOf, percentile, round, type Machine } from './stats';

/**
 * Drivers' position updates on PostgreSQL at fixed arrival rates, with the dispatcher
 * running and riders booking meanwhile, so its ticks (the index sync, the offers) compete
 * with the writes as in service. Latency runs from when an update was due until it is
 * answered: the PUT's response, or on the position socket (what the driver app sends
 * through) the server's ack, sent once the position is stored. The rate steps up by half
 * until p99 passes 50 ms or anything fails; the highest rate held is the figure (the
 * target is 5,000 a second: 25,000 drivers at one every 5 s).
 *
 *   BENCH_DATABASE_URL=postgres://… pnpm --filter @parada/server exec tsx bench/positions.ts
 *
 * (the database named is dropped and created afresh).
 */

export interface PositionStep {
  rate: number;
  sent: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
  /** Why the failed ones failed: a status, or the client's error. */
  failures: Record<string, number>;
  cpuMs: number;
  held: boolean;
  machine: Machine;
}

/** `socket`: one WebSocket per driver (the app's way); `http`: one PUT per position. */
export type PositionTransport = 'socket' | 'http';

export interface PositionsFigure {
  transport: PositionTransport;
  drivers: number;
  bookingsPerSecond: number;
  steps: PositionStep[];
  heldRate: number;
}

const P99_LIMIT_MS = 50;
const TARGET_RATE = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` online drivers of the demo operator around Barcelona, each with an app token. */
async function seedDrivers(url: string, count: number): Promise<string[]> {
  const db = createDatabase({ kind: 'postgres', url });
  try {
    const demo = await db
      .selectFrom('agrupations')
      .select('id')
      .where('permalink', '=', 'demo')
      .executeTakeFirstOrThrow();
    const tokens: string[] = [];
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => {
        const n = start + index;
        return {
          agrupation_id: demo.id,
          name: `Bench driver ${n}`,
          email: `bench-driver-${n}@example.com`,
          phone: `+3460${String(n).padStart(7, '0')}`,
          password_hash: 'x',
          avatar: null,
          plate: `B${n}`,
          model: 'Bench',
          seats: 4,
          languages: JSON.stringify(['es']),
          simulated: false,
          online: true,
          available: true,
          latitude: 41.35 + ((n * 37) % 100) / 1000,
          longitude: 2.12 + ((n * 53) % 100) / 1000,
          position_at: new Date(),
        };
      });
      const ids = await db.insertInto('drivers').values(rows).returning('id').execute();
      const batch = ids.map(({ id }) => ({ id, token: randomBytes(24).toString('base64url') }));
      await db
        .insertInto('driver_tokens')
        .values(batch.map(({ id, token }) => ({ driver_id: id, token_hash: sha256(token) })))
        .execute();
      tokens.push(...batch.map(({ token }) => token));
    }
    return tokens;
  } finally {
    await db.destroy();
  }
}

type Position = { latitude: number; longitude: number; heading: number; speed: number };

/** Sends driver `driver`'s position; resolves with why it failed, or nothing once stored. */
interface Sender {
  (driver: number, position: Position): Promise<string | undefined>;
  close(): Promise<void>;
}

const causeOf = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ??
  (error instanceof Error ? error.name : 'error');

function httpSender(base: string, tokens: string[]): Sender {
  const send = (driver: number, position: Position) =>
    fetch(`${base}/api/driver/position/`, {
      method: 'PUT',
      headers: { authorization: `Token ${tokens[driver]}`, 'content-type': 'application/json' },
      body: JSON.stringify(position),
      signal: AbortSignal.timeout(10_000),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status === 200 ? undefined : String(response.status);
    }, causeOf);
  return Object.assign(send, { close: async () => {} });
}

/** One socket per driver, opened before the clock starts; each frame waits for its ack. */
async function socketSender(base: string, tokens: string[]): Promise<Sender> {
  const url = `${base.replace(/^http/, 'ws')}/api/driver/positions/live?lang=en`;
  const sockets = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<{
          ws: WebSocket;
          seq: number;
          waiting: Map<number, (why: string | undefined) => void>;
        }>((resolve, reject) => {
          const ws = new WebSocket(url, ['parada.positions', `token.${token}`], {
            perMessageDeflate: false,
          });
          const state = {
            ws,
            seq: 0,
            waiting: new Map<number, (why: string | undefined) => void>(),
          };
          ws.on('open', () => resolve(state));
          ws.on('error', reject);
          ws.on('message', (data) => {
            const frame = JSON.parse(data.toString()) as {
              ack?: number;
              seq?: number;
              status?: number;
            };
            if (frame.ack !== undefined) {
              // An ack covers every frame before it on the socket.
              for (const [seq, done] of state.waiting) {
                if (seq > frame.ack) break;
                state.waiting.delete(seq);
                done(undefined);
              }
            } else if (frame.seq !== undefined) {
              state.waiting.get(frame.seq)?.(String(frame.status));
              state.waiting.delete(frame.seq);
            }
          });
          ws.on('close', (code) => {
            for (const done of state.waiting.values()) done(`closed ${code}`);
            state.waiting.clear();
          });
        }),
    ),
  );
  const send = (driver: number, position: Position) =>
    new Promise<string | undefined>((resolve) => {
      const socket = sockets[driver]!;
      if (socket.ws.readyState !== WebSocket.OPEN) return resolve('closed');
      socket.seq += 1;
      socket.waiting.set(socket.seq, resolve);
      socket.ws.send(JSON.stringify({ seq: socket.seq, ...position }));
    });
  return Object.assign(send, {
    close: async () => {
      for (const { ws } of sockets) ws.close();
    },
  });
}

export async function benchPositions(
  options: {
    databaseUrl?: string;
    seconds?: number;
    drivers?: number;
    startRate?: number;
    maxRate?: number;
    bookingsPerSecond?: number;
    transport?: PositionTransport;
  } = {},
): Promise<PositionsFigure> {
  const transport = options.transport ?? 'socket';
  const url = options.databaseUrl ?? postgresUrl();
  const problem = await postgresReachable(url);
  if (problem) throw new Error(`PostgreSQL unreachable: ${problem}`);
  const seconds = options.seconds ?? 10;
  const driverCount = options.drivers ?? Number(process.env.BENCH_POSITIONS_DRIVERS ?? 2_000);
  const bookingsPerSecond = options.bookingsPerSecond ?? 5;
  process.env.BENCH_FLEET = '1';
  const server = await startBenchServer('postgres', url);
  try {
    const tokens = await seedDrivers(url, driverCount);
    const booker = await login(server.base, 'client2@example.com');
    const domain = await fetch(`${server.base}/api/configuration/domain/?search=localhost`);
    const { agrupacion_id: demo } = (await domain.json()) as { agrupacion_id: number };

    const send =
      transport === 'socket'
        ? await socketSender(server.base, tokens)
        : httpSender(server.base, tokens);

    const steps: PositionStep[] = [];
    let rate = options.startRate ?? 500;
    let warming = true;
    let turn = 0;
    while (rate <= (options.maxRate ?? 8_000)) {
      const count = Math.round(rate * (warming ? Math.min(seconds, 3) : seconds));
      const latencies: number[] = [];
      let failed = 0;
      const failures: Record<string, number> = {};
      const fail = (why: string) => {
        failed += 1;
        failures[why] = (failures[why] ?? 0) + 1;
      };
      const before = await server.ask('cpu');
      const started = performance.now();
      const inFlight: Promise<void>[] = [];
      const bookingEvery = Math.max(1, Math.round(rate / bookingsPerSecond));
      for (let index = 0; index < count; index += 1) {
        const due = started + (index * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        turn += 1;
        if (index % bookingEvery === 0) {
          // Riders keep booking: the dispatcher has rides to offer while drivers report.
          void fetch(`${server.base}/api/services/`, {
            method: 'POST',
            headers: {
              ...headersFor({ token: booker.token, method: 'POST' }),
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(ridePayload(booker.id, demo)),
          }).catch(() => {});
        }
        const driver = turn % tokens.length;
        const position = {
          latitude: 41.35 + ((turn * 7) % 1000) / 10_000,
          longitude: 2.12 + ((turn * 11) % 1000) / 10_000,
          heading: turn % 360,
          speed: 30,
        };
        inFlight.push(
          send(driver, position)
            .then((why) => {
              if (why) fail(why);
            })
            .finally(() => latencies.push(performance.now() - due)),
        );
      }
      await Promise.all(inFlight);
      const after = await server.ask('cpu');
      const p99Ms = round(percentile(latencies, 99), 1);
      const step: PositionStep = {
        rate,
        sent: count,
        p50Ms: round(percentile(latencies, 50), 1),
        p99Ms,
        maxMs: round(maxOf(latencies), 1),
        failed,
        failures,
        cpuMs: round((after.micros - before.micros) / 1000 / Math.max(1, count), 3),
        held: p99Ms <= P99_LIMIT_MS && failed === 0,
        machine: machine(),
      };
      if (warming) {
        warming = false;
        continue;
      }
      steps.push(step);
      console.error(
        `  positions (${transport}) ${rate}/s: p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, failed ${failed}${failed ? ` ${JSON.stringify(failures)}` : ''}, server CPU ${step.cpuMs} ms/update${step.held ? '' : ' — not held'}`,
      );
      if (!step.held) break;
      // The ladder passes through the target itself, so the figure answers it exactly.
      const next = Math.round(rate * 1.5);
      rate = rate < TARGET_RATE && next > TARGET_RATE ? TARGET_RATE : next;
    }
    await send.close();
    return {
      transport,
      drivers: driverCount,
      bookingsPerSecond,
      steps,
      heldRate: steps.filter((step) => step.held).at(-1)?.rate ?? 0,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figure = await benchPositions({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    seconds: Number(process.env.BENCH_OPEN_SECONDS ?? 10),
    // BENCH_POSITIONS_START: the first rate tried (500 a second unless given).
    startRate: Number(process.env.BENCH_POSITIONS_START ?? 500),
    transport: process.env.BENCH_POSITIONS_TRANSPORT === 'http' ? 'http' : 'socket',
  });
  console.log(JSON.stringify(figure, null, 2));
}
