import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { DESTINATION, headersFor, login, ORIGIN, ridePayload } from './client';
import { benchLive, type LiveFigure } from './live';
import type { BareRoute, ToServer } from './server';
import { startBenchServer, waitFor, type Engine } from './spawn';
import { machine, round, type Machine } from './stats';

/**
 * The API on loopback under autocannon at 50 connections, each route beside a bare Fastify
 * route answering the same bytes in the same process (bench/server.ts), measured one after
 * the other so both see the same machine. Reads as a logged-in client; the writes make real
 * rides and real ledger transfers: a fresh Idempotency-Key per request, a pickup inside the
 * demo zone, wallets funded for the whole run. One engine alone, and only some routes:
 * `BENCH_ROUTES=list,agrupations pnpm exec tsx bench/api.ts pglite|postgres`.
 */

export type { Engine } from './spawn';

export interface ApiFigure {
  engine: Engine;
  route: string;
  kind: 'read' | 'write';
  rps: number;
  p50Ms: number;
  p99Ms: number;
  bareRps: number;
  bareP50Ms: number;
  bareP99Ms: number;
  /** API requests per second over the bare route's. */
  ratio: number;
  /**
   * Server CPU per request (this process only: PostgreSQL's own work is not in it), API and
   * bare: on a shared machine the share of CPU the server got varies, its cost per request
   * much less, so bare ÷ API is what the ratio would be with a core to itself.
   */
  cpuMs: number;
  bareCpuMs: number;
  cpuRatio: number;
  ratioTarget: number;
  p99TargetMs: number;
  /** Issue #18's ceiling for the server's CPU per request on this engine. */
  cpuTargetMs: number;
  /** Status codes of the API's responses, with errors and timeouts. */
  statuses: Record<string, number>;
  machine: Machine;
}

const CONNECTIONS = 50;
const P99_TARGET_MS = 25;

export interface BenchEndpoint {
  route: string;
  kind: 'read' | 'write';
  ratioTarget: number;
  /** Issue #18's CPU ceilings, ms per request: PGlite, PostgreSQL. */
  cpuTargetMs: { pglite: number; postgres: number };
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: object;
  /** Writes send a new key each time: a repeated key would replay, not work. */
  idempotent?: boolean;
}

async function call(base: string, endpoint: BenchEndpoint) {
  const response = await fetch(`${base}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      ...headersFor(endpoint),
      ...(endpoint.idempotent ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.text(),
  };
}

interface Session {
  reader: { token: string; id: number };
  booker: { token: string; id: number };
  demo: number;
}

async function endpoints(base: string): Promise<{ list: BenchEndpoint[]; session: Session }> {
  const [reader, booker] = await Promise.all([
    login(base, 'client@example.com'),
    login(base, 'client2@example.com'),
  ]);
  const domain = await fetch(`${base}/api/configuration/domain/?search=localhost`);
  const { agrupacion_id: demo } = (await domain.json()) as { agrupacion_id: number };
  if (typeof demo !== 'number') throw new Error('No demo grouping id from configuration/domain');
  const list: BenchEndpoint[] = [
    {
      route: 'GET token/valid',
      kind: 'read',
      ratioTarget: 0.5,
      cpuTargetMs: { pglite: 0.12, postgres: 0.12 },
      method: 'GET',
      path: '/api/token/valid/',
      token: reader.token,
    },
    {
      route: 'GET services/in_process/list',
      kind: 'read',
      ratioTarget: 0.5,
      cpuTargetMs: { pglite: 0.4, postgres: 0.2 },
      method: 'GET',
      path: '/api/services/in_process/list/',
      token: reader.token,
    },
    {
      route: 'POST agrupations/search',
      kind: 'read',
      ratioTarget: 0.5,
      cpuTargetMs: { pglite: 0.25, postgres: 0.25 },
      method: 'POST',
      path: '/api/agrupations/search/',
      token: reader.token,
      body: { agrupacion_id: demo, origin: ORIGIN, destination: DESTINATION },
    },
    {
      route: 'POST geocode/search',
      kind: 'read',
      ratioTarget: 0.5,
      cpuTargetMs: { pglite: 0.2, postgres: 0.2 },
      method: 'POST',
      path: '/api/geocode/search/',
      token: reader.token,
      body: { address: 'sagrada familia', agrupacion_id: demo },
    },
    {
      route: 'POST /services',
      kind: 'write',
      ratioTarget: 0.25,
      cpuTargetMs: { pglite: 2.0, postgres: 0.8 },
      method: 'POST',
      path: '/api/services/',
      token: booker.token,
      idempotent: true,
      body: ridePayload(booker.id, demo),
    },
    {
      route: 'POST purses/transfer',
      // The issue sets no ratio for transfers; held to the other write's.
      kind: 'write',
      ratioTarget: 0.25,
      cpuTargetMs: { pglite: 2.0, postgres: 0.8 },
      method: 'POST',
      path: '/api/purses/transfer/',
      token: reader.token,
      idempotent: true,
      body: { to: String(booker.id), amount: 0.01 },
    },
  ];
  // BENCH_ROUTES=list,booking (parts of the routes' names) measures only those routes.
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const chosen = only
    ? list.filter(({ route }) => only.some((part) => route.includes(part)))
    : list;
  return { list: chosen, session: { reader, booker, demo } };
}

function load(url: string, endpoint: BenchEndpoint, seconds: number): Promise<Result> {
  const headers = headersFor(endpoint);
  const body = endpoint.body ? JSON.stringify(endpoint.body) : undefined;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: endpoint.method,
        headers,
        ...(body ? { body } : {}),
        ...(endpoint.idempotent
          ? {
              setupRequest: (request) => ({
                ...request,
                headers: { ...headers, 'idempotency-key': randomUUID() },
              }),
            }
          : {}),
      },
    ],
  });
}

function statuses(result: Result): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    mix[code] = Number(count);
  }
  if (result.errors) mix.errors = result.errors;
  if (result.timeouts) mix.timeouts = result.timeouts;
  return mix;
}

export async function benchApi(
  engine: Engine,
  options: { seconds?: number; warmupSeconds?: number; databaseUrl?: string } = {},
): Promise<{ api: ApiFigure[]; live: LiveFigure & { engine: Engine } }> {
  const seconds = options.seconds ?? 5;
  const warmupSeconds = options.warmupSeconds ?? 2;
  const server = await startBenchServer(engine, options.databaseUrl);
  const { child } = server;
  try {
    const { base } = server;
    const { list, session } = await endpoints(base);

    const bareRoutes: BareRoute[] = [];
    for (const [position, endpoint] of list.entries()) {
      const sample = await call(base, endpoint);
      if (sample.status >= 300) {
        throw new Error(`${endpoint.route} answered ${sample.status}: ${sample.body}`);
      }
      bareRoutes.push({
        name: endpoint.route,
        method: endpoint.method,
        path: `/bare/${position}`,
        status: sample.status,
        contentType: sample.contentType,
        body: sample.body,
      });
    }
    child.send({ type: 'bare', routes: bareRoutes } satisfies ToServer);
    const { port: barePort } = await waitFor(child, 'bare-ready');

    const figures: ApiFigure[] = [];
    for (const [position, endpoint] of list.entries()) {
      const bareUrl = `http://127.0.0.1:${barePort}/bare/${position}`;
      const apiUrl = `${base}${endpoint.path}`;
      const drained = async () => {
        child.send({ type: 'drain' } satisfies ToServer);
        await waitFor(child, 'drained');
      };
      const measured = async (url: string) => {
        await load(url, endpoint, warmupSeconds);
        await drained();
        child.send({ type: 'cpu' } satisfies ToServer);
        const before = await waitFor(child, 'cpu');
        const result = await load(url, endpoint, seconds);
        child.send({ type: 'cpu' } satisfies ToServer);
        const after = await waitFor(child, 'cpu');
        await drained();
        const cpuMs = (after.micros - before.micros) / 1000 / Math.max(1, result.requests.total);
        return { result, cpuMs };
      };
      const { result: bare, cpuMs: bareCpuMs } = await measured(bareUrl);
      const { result: api, cpuMs } = await measured(apiUrl);
      const figure: ApiFigure = {
        engine,
        route: endpoint.route,
        kind: endpoint.kind,
        rps: Math.round(api.requests.average),
        p50Ms: api.latency.p50,
        p99Ms: api.latency.p99,
        bareRps: Math.round(bare.requests.average),
        bareP50Ms: bare.latency.p50,
        bareP99Ms: bare.latency.p99,
        ratio: round(api.requests.average / bare.requests.average, 3),
        cpuMs: round(cpuMs, 3),
        bareCpuMs: round(bareCpuMs, 3),
        cpuRatio: round(bareCpuMs / cpuMs, 3),
        ratioTarget: endpoint.ratioTarget,
        p99TargetMs: P99_TARGET_MS,
        cpuTargetMs: endpoint.cpuTargetMs[engine],
        statuses: statuses(api),
        machine: machine(),
      };
      figures.push(figure);
      console.error(
        `  ${engine} ${endpoint.route}: ${figure.rps} rps (bare ${figure.bareRps}), p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, cpu ${figure.cpuMs} ms/req (bare ${figure.bareCpuMs}), ${JSON.stringify(figure.statuses)}`,
      );
    }
    // Last, on the same server: the reader's rides, booked and cancelled one at a time.
    const live = await benchLive(base, session.reader, (userId) =>
      ridePayload(userId, session.demo),
    );
    return { api: figures, live: { engine, ...live } };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = (process.argv[2] ?? 'pglite') as Engine;
  console.log(
    await benchApi(engine, {
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      databaseUrl: process.env.BENCH_DATABASE_URL,
    }),
  );
}
