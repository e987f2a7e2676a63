import type { Result } from 'autocannon';
import { ridePayload } from './client';
import { addStatuses, call, endpoints, load, statuses } from './endpoints';
import {
  explainRow,
  profileInChild,
  shortfall,
  sliceOrder,
  spread,
  type RouteProfile,
  type Shortfall,
} from './explain';
import { benchLive, type LiveFigure } from './live';
import type { PostgresDriver } from '../src/db/database';
import type { BareRoute, ToServer } from './server';
import { startBenchServer, waitFor, type Engine } from './spawn';
import { machine, round, type Machine } from './stats';

/**
 * The API on loopback under autocannon at 50 connections, each route beside a bare Fastify
 * route answering the same bytes in the same process (bench/server.ts), measured one after
 * the other so both see the same machine: in alternating slices (bare, route, route, bare, …)
 * so a swing of the machine's speed falls on both, each figure the median over the slices
 * with its min–max beside it. Reads as a logged-in client; the writes make real
 * rides and real ledger transfers: a fresh Idempotency-Key per request, a pickup inside the
 * demo zone, wallets funded for the whole run. One engine alone, and only some routes:
 * `BENCH_ROUTES=list,agrupations pnpm exec tsx bench/api.ts pglite|postgres`.
 *
 * A row whose median CPU misses its target is then profiled in process on the same engine
 * (bench/profile.ts through bench/explain.ts): its pieces and what is left are in the
 * figure's `profile` and `shortfall` (BENCH_PROFILE=0 skips, BENCH_PROFILE_REQUESTS sets
 * the requests, 2000).
 */

export type { Engine } from './spawn';

export interface ApiFigure {
  engine: Engine;
  /** On PostgreSQL, the client library under Kysely. */
  driver?: PostgresDriver;
  route: string;
  kind: 'read' | 'write';
  /** Mean over the route's slices. */
  rps: number;
  /** Medians over the route's slices (autocannon gives each slice's percentiles alone). */
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
  /** Slices per side and each one's seconds; cpuMs and bareCpuMs are the slices' medians. */
  rounds: number;
  sliceSeconds: number;
  cpuSlicesMs: number[];
  bareCpuSlicesMs: number[];
  /** The spread of the slices: the noise beside the median. */
  cpuMinMs: number;
  cpuMaxMs: number;
  bareCpuMinMs: number;
  bareCpuMaxMs: number;
  ratioTarget: number;
  p99TargetMs: number;
  /** The ceiling for the server's CPU per request on this engine. */
  cpuTargetMs: number;
  /** Status codes of the API's responses, with errors and timeouts. */
  statuses: Record<string, number>;
  machine: Machine;
  /** For a row that misses its CPU target: the route profiled in process, same engine. */
  profile?: RouteProfile & { machine: Machine };
  /** And what is left: the fixed cost, the route's own work, the distance to the target. */
  shortfall?: Shortfall;
  /** Why a row that missed has no profile: the profile failed (its message). */
  profileError?: string;
}

const P99_TARGET_MS = 25;

export interface ApiOptions {
  /** Seconds of each measured slice. */
  seconds?: number;
  /** Slices per side: bare and route alternate `rounds` times each. */
  rounds?: number;
  warmupSeconds?: number;
  databaseUrl?: string;
  /** On PostgreSQL, the client library to run the server on (the server's own if unset). */
  driver?: PostgresDriver;
  /** Requests to profile a missed row with; 0 profiles none. */
  profileRequests?: number;
}

export async function benchApi(
  engine: Engine,
  options: ApiOptions = {},
): Promise<{ api: ApiFigure[]; live: LiveFigure & { engine: Engine } }> {
  const seconds = options.seconds ?? 3;
  const rounds = Math.max(1, options.rounds ?? 3);
  const warmupSeconds = options.warmupSeconds ?? 2;
  const profileRequests = options.profileRequests ?? 2000;
  const { driver } = options;
  const server = await startBenchServer(engine, options.databaseUrl, driver ? { driver } : {});
  const { child } = server;
  const figures: ApiFigure[] = [];
  /** Rows that missed: the route's name in the table, its name in bench/profile.ts. */
  const profiled = new Map<string, string>();
  let live: LiveFigure & { engine: Engine };
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

    for (const [position, endpoint] of list.entries()) {
      const urls = {
        bare: `http://127.0.0.1:${barePort}/bare/${position}`,
        route: `${base}${endpoint.path}`,
      };
      const drained = async () => {
        child.send({ type: 'drain' } satisfies ToServer);
        await waitFor(child, 'drained');
      };
      const slice = async (url: string) => {
        child.send({ type: 'cpu' } satisfies ToServer);
        const before = await waitFor(child, 'cpu');
        const result = await load(url, endpoint, seconds);
        child.send({ type: 'cpu' } satisfies ToServer);
        const after = await waitFor(child, 'cpu');
        await drained();
        const cpuMs = (after.micros - before.micros) / 1000 / Math.max(1, result.requests.total);
        return { result, cpuMs };
      };
      // Both warmed first, then alternating slices: bare, route; route, bare; …
      for (const side of ['bare', 'route'] as const) {
        await load(urls[side], endpoint, warmupSeconds);
        await drained();
      }
      const slices = {
        bare: [] as Array<{ result: Result; cpuMs: number }>,
        route: [] as Array<{ result: Result; cpuMs: number }>,
      };
      for (const side of sliceOrder(rounds)) slices[side].push(await slice(urls[side]));
      const cpu = spread(slices.route.map(({ cpuMs }) => cpuMs));
      const bareCpu = spread(slices.bare.map(({ cpuMs }) => cpuMs));
      const mean = (values: number[]) =>
        values.reduce((sum, value) => sum + value, 0) / values.length;
      const apiRps = mean(slices.route.map(({ result }) => result.requests.average));
      const bareRps = mean(slices.bare.map(({ result }) => result.requests.average));
      const mix: Record<string, number> = {};
      for (const { result } of slices.route) addStatuses(mix, statuses(result));
      const figure: ApiFigure = {
        engine,
        ...(driver ? { driver } : {}),
        route: endpoint.route,
        kind: endpoint.kind,
        rps: Math.round(apiRps),
        p50Ms: spread(slices.route.map(({ result }) => result.latency.p50)).median,
        p99Ms: spread(slices.route.map(({ result }) => result.latency.p99)).median,
        bareRps: Math.round(bareRps),
        bareP50Ms: spread(slices.bare.map(({ result }) => result.latency.p50)).median,
        bareP99Ms: spread(slices.bare.map(({ result }) => result.latency.p99)).median,
        ratio: round(apiRps / bareRps, 3),
        cpuMs: round(cpu.median, 3),
        bareCpuMs: round(bareCpu.median, 3),
        cpuRatio: round(bareCpu.median / cpu.median, 3),
        rounds,
        sliceSeconds: seconds,
        cpuSlicesMs: slices.route.map(({ cpuMs }) => round(cpuMs, 3)),
        bareCpuSlicesMs: slices.bare.map(({ cpuMs }) => round(cpuMs, 3)),
        cpuMinMs: round(cpu.min, 3),
        cpuMaxMs: round(cpu.max, 3),
        bareCpuMinMs: round(bareCpu.min, 3),
        bareCpuMaxMs: round(bareCpu.max, 3),
        ratioTarget: endpoint.ratioTarget,
        p99TargetMs: P99_TARGET_MS,
        cpuTargetMs: endpoint.cpuTargetMs[engine],
        statuses: mix,
        machine: machine(),
      };
      figures.push(figure);
      if (figure.cpuMs > figure.cpuTargetMs) profiled.set(endpoint.route, endpoint.profile);
      console.error(
        `  ${engine}${driver ? `/${driver}` : ''} ${endpoint.route}: ${figure.rps} rps (bare ${figure.bareRps}), p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, cpu ${figure.cpuMs} ms/req [${figure.cpuMinMs}–${figure.cpuMaxMs}] (bare ${figure.bareCpuMs} [${figure.bareCpuMinMs}–${figure.bareCpuMaxMs}]), load ${figure.machine.load[0]}, ${JSON.stringify(figure.statuses)}`,
      );
    }
    // Last, on the same server: the reader's rides, booked and cancelled one at a time.
    live = {
      engine,
      ...(await benchLive(base, session.reader, (userId) => ridePayload(userId, session.demo))),
    };
  } finally {
    await server.stop();
  }
  // The rows that missed, profiled in process once the server is gone (on PostgreSQL the
  // profile makes its database again from nothing).
  if (profileRequests > 0 && profiled.size > 0) {
    const started = performance.now();
    const routes = [...new Set(profiled.values())];
    console.error(
      `  profiling ${routes.join(', ')} on ${engine} (${profileRequests} requests each)…`,
    );
    let profiles: RouteProfile[] = [];
    try {
      profiles = await profileInChild(routes, profileRequests, options.databaseUrl, driver);
    } catch (error) {
      // The API figures stand without it; the row says why it has no profile.
      const message = error instanceof Error ? error.message : String(error);
      console.error(`  profile failed: ${message}`);
      for (const figure of figures) if (profiled.has(figure.route)) figure.profileError = message;
    }
    const after = machine();
    for (const figure of figures) {
      const name = profiled.get(figure.route);
      const profile = profiles.find(({ route }) => route === name);
      if (!profile) continue;
      figure.profile = { ...profile, machine: after };
      figure.shortfall = shortfall(
        { cpuMs: figure.cpuMs, bareCpuMs: figure.bareCpuMs, targetMs: figure.cpuTargetMs },
        profile,
      );
    }
    console.error(
      `  profiled in ${Math.round((performance.now() - started) / 1000)} s, load ${after.load[0]}`,
    );
  }
  return { api: figures, live };
}

/** BENCH_SECONDS (3 s a slice), BENCH_ROUNDS (3), BENCH_PROFILE=0, BENCH_PROFILE_REQUESTS. */
export function apiOptionsFromEnv(databaseUrl?: string): ApiOptions {
  return {
    seconds: Number(process.env.BENCH_SECONDS ?? 3),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    profileRequests:
      process.env.BENCH_PROFILE === '0' ? 0 : Number(process.env.BENCH_PROFILE_REQUESTS ?? 2000),
    ...(databaseUrl ? { databaseUrl } : {}),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = (process.argv[2] ?? 'pglite') as Engine;
  const { api, live } = await benchApi(engine, apiOptionsFromEnv(process.env.BENCH_DATABASE_URL));
  console.log(JSON.stringify({ api, live }, null, 2));
  for (const figure of api) {
    if (figure.profile && figure.shortfall) {
      console.log(`\n${explainRow(figure, figure.profile, figure.shortfall).join('\n')}`);
    }
  }
}
