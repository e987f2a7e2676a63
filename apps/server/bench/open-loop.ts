import { randomUUID } from 'node:crypto';
import { DESTINATION, headersFor, login, ORIGIN, ridePayload } from './client';
import { startBenchServer, type BenchServer, type Engine } from './spawn';
import { machine, percentile, round, type Machine, maxOf } from './stats';

/**
 * The API at fixed arrival rates: requests leave on a schedule whatever the
 * server's answers, as real users' do, so a slow answer shows as latency instead of slowing
 * the load down (the closed loop's blind spot). Latency runs from when a request was due,
 * not when it left. The mix is shaped like real use: panels polling their lists and holding
 * an event stream, address searches as people type, fare searches, bookings, cancellations
 * of some of those bookings and wallet transfers. The rate steps up by half each time
 * until p99 passes 50 ms or anything fails; the highest rate held is the figure.
 */

export interface OpenLoopStep {
  rate: number;
  seconds: number;
  sent: number;
  answered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers that were not 2xx, and requests that failed outright. */
  failed: number;
  /** Server CPU per request over the step, the mix's average. */
  cpuMs: number;
  perRoute: Record<string, { count: number; p50Ms: number; p99Ms: number }>;
  held: boolean;
  machine: Machine;
}

export interface OpenLoopFigure {
  engine: Engine;
  streams: number;
  mix: Record<string, number>;
  steps: OpenLoopStep[];
  /** Requests per second of the highest step held (p99 < 50 ms, nothing failed). */
  heldRate: number;
  /** The bookings per second inside that rate. */
  heldBookingRate: number;
}

const P99_LIMIT_MS = 50;

/** Shares of the mix, per hundred requests. */
const MIX = {
  'GET services/in_process/list': 30,
  'GET token/valid': 10,
  'POST geocode/search': 30,
  'POST agrupations/search': 15,
  'POST /services': 7,
  'PUT service/:id/cancel': 3,
  'POST purses/transfer': 5,
} as const;
type RouteName = keyof typeof MIX;

const TYPED = ['sag', 'sagr', 'sagrada', 'sagrada fam', 'plaça cat', 'pla', 'diagonal 4'];

/** A small seeded generator, so two runs send the same sequence. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Caller {
  token: string;
  id: number;
}

export async function benchOpenLoop(
  engine: Engine,
  options: {
    seconds?: number;
    startRate?: number;
    maxRate?: number;
    streams?: number;
    databaseUrl?: string;
  } = {},
): Promise<OpenLoopFigure> {
  const seconds = options.seconds ?? 10;
  const maxRate = options.maxRate ?? 2000;
  const streamCount = options.streams ?? 50;
  const server: BenchServer = await startBenchServer(engine, options.databaseUrl);
  const streams: AbortController[] = [];
  try {
    const { base } = server;
    const [reader, booker] = await Promise.all([
      login(base, 'client@example.com'),
      login(base, 'client2@example.com'),
    ]);
    const domain = await fetch(`${base}/api/configuration/domain/?search=localhost`);
    const { agrupacion_id: demo } = (await domain.json()) as { agrupacion_id: number };

    // The panels' event streams, held for the whole run.
    for (let index = 0; index < streamCount; index += 1) {
      const caller = index % 2 ? reader : booker;
      const ticket = await fetch(`${base}/api/services/events/ticket/`, {
        method: 'POST',
        headers: { authorization: `Token ${caller.token}`, 'app-agrupation': 'demo' },
      });
      const { ticket: value } = (await ticket.json()) as { ticket: string };
      const controller = new AbortController();
      streams.push(controller);
      const response = await fetch(
        `${base}/api/services/events/?ticket=${encodeURIComponent(value)}`,
        { headers: { accept: 'text/event-stream' }, signal: controller.signal },
      );
      void response.body
        ?.pipeTo(new WritableStream(), { signal: controller.signal })
        .catch(() => {});
    }

    const booked: number[] = [];
    const draw = random(18);
    const routes = Object.entries(MIX) as Array<[RouteName, number]>;
    const total = routes.reduce((sum, [, share]) => sum + share, 0);
    const pick = (): RouteName => {
      let at = draw() * total;
      for (const [route, share] of routes) {
        if ((at -= share) < 0) return route;
      }
      return routes[0]![0];
    };

    const request = (route: RouteName): { url: string; init: RequestInit } => {
      const as = (caller: Caller, method: 'GET' | 'POST' | 'PUT', body?: object) => ({
        method,
        headers: {
          ...headersFor({ token: caller.token, method: method === 'GET' ? 'GET' : 'POST' }),
          ...(method !== 'GET' ? { 'idempotency-key': randomUUID() } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      switch (route) {
        case 'GET services/in_process/list':
          return { url: `${base}/api/services/in_process/list/`, init: as(reader, 'GET') };
        case 'GET token/valid':
          return { url: `${base}/api/token/valid/`, init: as(reader, 'GET') };
        case 'POST geocode/search':
          return {
            url: `${base}/api/geocode/search/`,
            init: as(reader, 'POST', {
              address: TYPED[Math.floor(draw() * TYPED.length)],
              agrupacion_id: demo,
            }),
          };
        case 'POST agrupations/search':
          return {
            url: `${base}/api/agrupations/search/`,
            init: as(reader, 'POST', {
              agrupacion_id: demo,
              origin: ORIGIN,
              destination: DESTINATION,
            }),
          };
        case 'POST /services':
          return {
            url: `${base}/api/services/`,
            init: as(booker, 'POST', ridePayload(booker.id, demo)),
          };
        case 'PUT service/:id/cancel': {
          const id = booked.shift();
          // Nothing booked yet to cancel: the user books instead.
          if (id === undefined) return request('POST /services');
          return {
            url: `${base}/api/service/${id}/cancel/`,
            init: {
              method: 'PUT',
              headers: { ...headersFor({ token: booker.token, method: 'GET' }) },
            },
          };
        }
        case 'POST purses/transfer':
          return {
            url: `${base}/api/purses/transfer/`,
            init: as(reader, 'POST', { to: String(booker.id), amount: 0.01 }),
          };
      }
    };

    const steps: OpenLoopStep[] = [];
    const startRate = options.startRate ?? 20;
    let rate = startRate;
    // The first step warms the code paths and connections up and is not reported.
    let warming = true;
    while (rate <= maxRate) {
      const count = Math.round(rate * (warming ? Math.min(seconds, 5) : seconds));
      const latencies: number[] = [];
      const byRoute = new Map<string, number[]>();
      let failed = 0;
      const before = await server.ask('cpu');
      const started = performance.now();
      const inFlight: Promise<void>[] = [];
      for (let index = 0; index < count; index += 1) {
        const due = started + (index * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const route = pick();
        const { url, init } = request(route);
        inFlight.push(
          fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
            .then(async (response) => {
              const text = await response.text();
              if (response.status >= 300) failed += 1;
              else if (route === 'POST /services' && response.status === 201) {
                booked.push((JSON.parse(text) as { service: { id: number } }).service.id);
              }
            })
            .catch(() => {
              failed += 1;
            })
            .finally(() => {
              const took = performance.now() - due;
              latencies.push(took);
              const list = byRoute.get(route) ?? [];
              list.push(took);
              byRoute.set(route, list);
            }),
        );
      }
      await Promise.all(inFlight);
      const after = await server.ask('cpu');
      const p99Ms = round(percentile(latencies, 99), 1);
      const step: OpenLoopStep = {
        rate,
        seconds,
        sent: count,
        answered: latencies.length,
        p50Ms: round(percentile(latencies, 50), 1),
        p99Ms,
        maxMs: round(maxOf(latencies), 1),
        failed,
        cpuMs: round((after.micros - before.micros) / 1000 / Math.max(1, count), 3),
        perRoute: Object.fromEntries(
          [...byRoute].map(([route, list]) => [
            route,
            {
              count: list.length,
              p50Ms: round(percentile(list, 50), 1),
              p99Ms: round(percentile(list, 99), 1),
            },
          ]),
        ),
        held: p99Ms < P99_LIMIT_MS && failed === 0,
        machine: machine(),
      };
      if (warming) {
        warming = false;
        continue;
      }
      steps.push(step);
      console.error(
        `  ${engine} open loop ${rate}/s: p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, failed ${failed}, CPU ${step.cpuMs} ms/req${step.held ? '' : ' — not held'}`,
      );
      if (!step.held) break;
      rate = Math.round(rate * 1.5);
    }
    const held = steps.filter((step) => step.held).at(-1);
    const heldRate = held?.rate ?? 0;
    return {
      engine,
      streams: streamCount,
      mix: { ...MIX },
      steps,
      heldRate,
      heldBookingRate: round((heldRate * MIX['POST /services']) / total, 1),
    };
  } finally {
    for (const stream of streams) stream.abort();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = (process.argv[2] ?? 'pglite') as Engine;
  const figure = await benchOpenLoop(engine, {
    seconds: Number(process.env.BENCH_OPEN_SECONDS ?? 10),
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  console.log(
    JSON.stringify(
      { ...figure, steps: figure.steps.map(({ perRoute: _, ...step }) => step) },
      null,
      2,
    ),
  );
}
