import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiOptionsFromEnv, benchApi, type ApiFigure, type Engine } from './api';
import { POSTGRES_DRIVER, POSTGRES_DRIVERS, type PostgresDriver } from '../src/db/database';
import { missedRowsReport } from './explain';
import { benchDispatch, type DispatchFigure } from './dispatch';
import { postgresReachable, postgresUrl } from './fresh-db';
import { benchGeocoder, type GeocoderFigure } from './geocoder';
import type { LiveFigure } from './live';
import { benchOpenLoop, type OpenLoopFigure } from './open-loop';
import { benchPositions, type PositionTransport, type PositionsFigure } from './positions';
import { benchStreams, type StreamsFigure } from './streams';
import { machine, noisy, table, type Machine } from './stats';

/**
 * `pnpm bench`: every API, dispatch, geocoder and live-update figure with its target, printed as tables and
 * written to bench/results/ at the repository root. Not a test: it takes minutes and its
 * numbers depend on the machine. The API table's settings are bench/api.ts's
 * (BENCH_SECONDS, BENCH_ROUNDS, BENCH_PROFILE…); BENCH_ENGINES (pglite,postgres) the
 * databases, BENCH_PG_DRIVERS (pg,postgres-js) the PostgreSQL client libraries the API table
 * compares (the other figures run on the server's own), BENCH_DATABASE_URL the PostgreSQL database to recreate (default: parada_bench
 * beside DATABASE_URL, or on the local cluster), BENCH_STREAMS (10000, 0 to skip) the event
 * streams held open for the live-streams figure, BENCH_OPEN_SECONDS (10, 0 to skip) each
 * step of the open-loop runs (the API mix, the drivers' positions). BENCH_ONLY names the
 * figures to run, comma-separated (dispatch, geocoder, api, open-loop, streams, positions;
 * all when unset): `BENCH_ONLY=positions BENCH_ENGINES=postgres pnpm bench`.
 * BENCH_POSITIONS_TRANSPORTS (socket,http) the ways the positions arrive.
 */

const TARGETS = {
  dispatchP99Ms: 1,
  dispatchSpeedup: 100,
  geocoderP95Ms: 5,
  liveMs: 1000,
  streamP99Ms: 1000,
  streamKb: 50,
  positionsPerSecond: 5_000,
  positionsP99Ms: 50,
};

/**
 * What the two PostgreSQL client libraries cost and why, printed under their table (the
 * profile of a row that misses, BENCH_PROFILE, splits its CPU into pieces).
 */
const DRIVER_NOTE = [
  'pg: each statement is a named query (Parse once per connection, then Bind, Describe,',
  'Execute, Sync); pg parses the row description and looks up each column parser on every',
  'call. Postgres.js: prepared statements too, but kysely-postgres-js reserves a connection',
  "for every query and Kysely awaits each, so its pipelining does not apply to one request's",
  "statements. A keyed booking is two statements (the ride's, then the key's answer), a",
  "transfer three (its recipient's too): most of the driver's share is the socket writes",
  "and the replies' parse, why both stay above 0.8 ms on a shared two-core machine. The",
  'server runs on pg: as cheap or cheaper per booking and transfer in the runs measured, and',
  "the LISTEN connection and the dispatcher's advisory lock are pg connections already.",
].join('\n');

const apiOptions = apiOptionsFromEnv();
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const streamCount = Number(process.env.BENCH_STREAMS ?? 10_000);
const openSeconds = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const wanted = (figure: string) => !only || only.includes(figure);
const positionTransports = (process.env.BENCH_POSITIONS_TRANSPORTS ?? 'socket,http')
  .split(',')
  .filter(Boolean) as PositionTransport[];
const pgDrivers = (process.env.BENCH_PG_DRIVERS?.split(',').filter(Boolean) ??
  POSTGRES_DRIVERS) as PostgresDriver[];

/** The engine, and on PostgreSQL the client library, marking the one the server runs on. */
const engineLabel = (f: { engine: Engine; driver?: PostgresDriver }) =>
  f.driver
    ? `${f.engine} (${f.driver}${f.driver === POSTGRES_DRIVER ? ', chosen' : ''})`
    : f.engine;

const mark = (met: boolean) => (met ? 'met' : 'NOT met');
const load = (m: Machine) => `${m.load[0]}${noisy(m.load, m.cpus) ? ' (noisy)' : ''}`;

async function main() {
  const started = new Date();
  const before = machine();
  console.log(
    `Parada bench — ${before.cpus} × ${before.cpu}, Node ${before.node}, load ${before.load.join(' ')}\n`,
  );

  if (wanted('dispatch')) console.log('dispatch…');
  const dispatch: DispatchFigure[] = wanted('dispatch')
    ? [1_000, 10_000, 100_000].map((drivers) => benchDispatch(drivers))
    : [];
  if (wanted('geocoder')) console.log('geocoder…');
  const geocoder: GeocoderFigure | null = wanted('geocoder') ? benchGeocoder() : null;

  const api: ApiFigure[] = [];
  const live: Array<LiveFigure & { engine: Engine }> = [];
  const streams: StreamsFigure[] = [];
  const openLoop: OpenLoopFigure[] = [];
  const positions: PositionsFigure[] = [];
  const skipped: Record<string, string> = {};
  for (const engine of engines) {
    console.log(`API on ${engine}…`);
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      databaseUrl = postgresUrl();
      const problem = await postgresReachable(databaseUrl);
      if (problem) {
        skipped.postgres = `PostgreSQL unreachable (${problem}); start it (pg_ctlcluster 15 main start) or set BENCH_DATABASE_URL`;
        console.log(`  skipped: ${skipped.postgres}`);
        continue;
      }
    }
    // On PostgreSQL the API once per client library, side by side; the other figures on
    // the server's own.
    for (const driver of wanted('api') ? (engine === 'postgres' ? pgDrivers : [undefined]) : []) {
      if (driver) console.log(`  on ${driver}…`);
      const result = await benchApi(engine, {
        ...apiOptions,
        ...(databaseUrl ? { databaseUrl } : {}),
        ...(driver ? { driver } : {}),
      });
      api.push(...result.api);
      if (!driver || driver === POSTGRES_DRIVER) live.push(result.live);
    }
    if (openSeconds > 0 && engine === 'postgres' && wanted('positions')) {
      for (const transport of positionTransports) {
        console.log(`drivers' positions on ${engine} (${transport})…`);
        positions.push(
          await benchPositions({
            seconds: openSeconds,
            ...(databaseUrl ? { databaseUrl } : {}),
            startRate: Number(process.env.BENCH_POSITIONS_START ?? 500),
            transport,
          }),
        );
      }
    }
    if (openSeconds > 0 && wanted('open-loop')) {
      console.log(`open loop on ${engine}…`);
      openLoop.push(
        await benchOpenLoop(engine, {
          seconds: openSeconds,
          ...(databaseUrl ? { databaseUrl } : {}),
        }),
      );
    }
    if (streamCount > 0 && wanted('streams')) {
      for (const instances of engine === 'postgres' ? ([1, 2] as const) : ([1] as const)) {
        console.log(`${streamCount} event streams on ${engine} × ${instances}…`);
        streams.push(
          await benchStreams(engine, {
            streams: streamCount,
            instances,
            ...(databaseUrl ? { databaseUrl } : {}),
          }),
        );
      }
    }
  }

  console.log('\n## API (autocannon, 50 connections, loopback)\n');
  console.log(
    table(
      [
        'engine',
        'route',
        'req/s',
        'p50 ms',
        'p99 ms',
        'bare req/s',
        'ratio',
        'CPU ms/req (bare)',
        'CPU min–max (bare)',
        'CPU ratio',
        'target',
        'statuses',
        'load',
      ],
      api.map((f) => {
        const cpuMet = f.cpuMs <= f.cpuTargetMs;
        return [
          engineLabel(f),
          f.route,
          f.rps,
          f.p50Ms,
          f.p99Ms,
          f.bareRps,
          `${Math.round(f.ratio * 100)}%`,
          `${f.cpuMs} (${f.bareCpuMs})`,
          `${f.cpuMinMs}–${f.cpuMaxMs} (${f.bareCpuMinMs}–${f.bareCpuMaxMs})`,
          `${Math.round(f.cpuRatio * 100)}%`,
          `CPU ≤ ${f.cpuTargetMs} ${mark(cpuMet)}`,
          Object.entries(f.statuses)
            .map(([code, count]) => `${code}×${count}`)
            .join(' '),
          load(f.machine),
        ];
      }),
    ),
  );
  console.log(
    `\nCPU ms/req: the median of ${apiOptions.rounds} slices of ${apiOptions.seconds} s, the route's and the bare route's alternating; min–max the slices' spread.`,
  );
  const drivers = [...new Set(api.flatMap((f) => (f.driver ? [f.driver] : [])))];
  if (drivers.length > 0) {
    console.log(
      `\n## PostgreSQL client libraries (server CPU ms per request; the server runs on ${POSTGRES_DRIVER})\n`,
    );
    const routes = [...new Set(api.filter((f) => f.driver).map((f) => f.route))];
    console.log(
      table(
        [
          'route',
          ...drivers.map((driver) => engineLabel({ engine: 'postgres', driver })),
          'target',
        ],
        routes.map((route) => {
          const rows = drivers.map((driver) =>
            api.find((f) => f.route === route && f.driver === driver),
          );
          const target = rows.find(Boolean)?.cpuTargetMs;
          return [
            route,
            ...rows.map((f) =>
              f
                ? `${f.cpuMs} (${f.cpuMinMs}–${f.cpuMaxMs}) ${f.rps} req/s ${mark(f.cpuMs <= f.cpuTargetMs)}`
                : '—',
            ),
            target === undefined ? '—' : `≤ ${target}`,
          ];
        }),
      ),
    );
    console.log(DRIVER_NOTE);
  }
  const missed = missedRowsReport(api);
  if (missed.length > 0) console.log(missed.join('\n'));
  for (const [what, why] of Object.entries(skipped)) console.log(`\n${what}: ${why}`);

  console.log('\n## Dispatch (nearest free driver, in process)\n');
  console.log(
    table(
      ['drivers', 'p50 ms', 'p99 ms', 'CPU p99 ms', 'scan p50 ms', 'speed-up', 'target', 'load'],
      dispatch.map((f) => [
        f.drivers,
        f.p50Ms,
        f.p99Ms,
        f.cpuP99Ms,
        f.scanP50Ms,
        `${f.speedup}×`,
        f.drivers === 100_000
          ? `p99<${TARGETS.dispatchP99Ms} ${mark(f.p99Ms < TARGETS.dispatchP99Ms)} (CPU ${mark(f.cpuP99Ms < TARGETS.dispatchP99Ms)}), ≥${TARGETS.dispatchSpeedup}× ${mark(f.speedup >= TARGETS.dispatchSpeedup)}`
          : '—',
        load(f.machine),
      ]),
    ),
  );

  console.log('\n## Geocoder (one search, in process)\n');
  console.log(
    table(
      ['places', 'queries', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU p95 ms', 'target', 'load'],
      (geocoder ? [geocoder] : []).map((g) => [
        g.places,
        g.queries * g.rounds,
        g.p50Ms,
        g.p95Ms,
        g.p99Ms,
        g.cpuP95Ms,
        `p95<${TARGETS.geocoderP95Ms} ${mark(g.p95Ms < TARGETS.geocoderP95Ms)}`,
        load(g.machine),
      ]),
    ),
  );

  console.log('\n## Live updates (status change → SSE event)\n');
  console.log(
    table(
      ['engine', 'changes', 'p50 ms', 'p95 ms', 'max ms', 'target', 'load'],
      live.map((f) => [
        f.engine,
        f.changes,
        f.p50Ms,
        f.p95Ms,
        f.maxMs,
        `<${TARGETS.liveMs} ${mark(f.maxMs < TARGETS.liveMs)}`,
        load(f.machine),
      ]),
    ),
  );

  console.log('\n## Open loop (fixed arrival rates, a mix shaped like real use)\n');
  console.log(
    table(
      [
        'engine',
        'rate/s',
        'p50 ms',
        'p99 ms',
        'failed',
        'CPU ms/req',
        'held (p99<50, none failed)',
        'load',
      ],
      openLoop.flatMap((f) =>
        f.steps.map((step) => [
          f.engine,
          step.rate,
          step.p50Ms,
          step.p99Ms,
          step.failed,
          step.cpuMs,
          step.held ? 'yes' : 'no',
          load(step.machine),
        ]),
      ),
    ),
  );
  for (const f of openLoop) {
    console.log(
      `\n${f.engine}: held ${f.heldRate} requests/s (${f.heldBookingRate} bookings/s) with ${f.streams} streams open; mix ${JSON.stringify(f.mix)}`,
    );
  }

  console.log(
    "\n## Drivers' positions (open loop on PostgreSQL, the dispatcher matching; socket: the app's position socket, acked once stored; http: PUT /api/driver/position)\n",
  );
  console.log(
    table(
      [
        'transport',
        'rate/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'failed',
        'CPU ms/update',
        'target',
        'load',
      ],
      positions.flatMap((f) =>
        f.steps.map((step) => [
          f.transport,
          step.rate,
          step.p50Ms,
          step.p99Ms,
          step.maxMs,
          step.failed,
          step.cpuMs,
          step.rate === TARGETS.positionsPerSecond
            ? `p99≤${TARGETS.positionsP99Ms} ${mark(step.held)}`
            : '—',
          load(step.machine),
        ]),
      ),
    ),
  );
  for (const f of positions) {
    console.log(
      `\n${f.transport}: held ${f.heldRate} updates/s (target ${TARGETS.positionsPerSecond}: ${mark(f.heldRate >= TARGETS.positionsPerSecond)}) from ${f.drivers} drivers, riders booking ${f.bookingsPerSecond}/s`,
    );
  }

  console.log('\n## Live streams at scale (rides changing once a second, every stream told)\n');
  console.log(
    table(
      [
        'engine',
        'instances',
        'streams open',
        'KB/stream heap (RSS)',
        'deliveries',
        'p50 ms',
        'p99 ms',
        'CPU µs/event',
        'bench client µs/event',
        'target',
        'load',
      ],
      streams.map((f) => [
        f.engine,
        f.instances,
        `${f.opened}/${f.streams}`,
        `${f.heapKbPerStream} (${f.rssKbPerStream})`,
        `${f.deliveries}/${f.expectedDeliveries}`,
        f.p50Ms,
        f.p99Ms,
        f.cpuUsPerEvent,
        f.clientCpuUsPerEvent,
        `p99<${TARGETS.streamP99Ms} ${mark(f.p99Ms < TARGETS.streamP99Ms && f.deliveries === f.expectedDeliveries)}, <${TARGETS.streamKb} KB ${mark(Math.max(f.heapKbPerStream, f.rssKbPerStream) < TARGETS.streamKb)}`,
        load(f.machine),
      ]),
    ),
  );

  const results = fileURLToPath(new URL('../../../bench/results/', import.meta.url));
  mkdirSync(results, { recursive: true });
  const report = {
    started,
    seconds: apiOptions.seconds,
    rounds: apiOptions.rounds,
    profileRequests: apiOptions.profileRequests,
    targets: TARGETS,
    machine: before,
    api,
    dispatch,
    geocoder,
    live,
    streams,
    openLoop,
    positions,
    skipped,
  };
  const file = `${results}bench-${started.toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${results}latest.json`, `${JSON.stringify(report, null, 2)}\n`);
  const after = machine();
  console.log(`\nload ${after.load.join(' ')} at the end; written ${file}`);
  if (noisy(after.load, after.cpus) || noisy(before.load, before.cpus)) {
    console.log(
      'The load was above the core count: other work shared the CPU; rerun for cleaner numbers.',
    );
  }
}

await main();
