import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type PostgresDriver } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';
import { benchEnv } from './env';
import { setPasswordHashCost } from '../src/lib/crypto';
import { ridePayload } from './client';
import { piecesWithFunctions, type CpuProfile } from './pieces';
import type { RouteProfile } from './explain';
import { freshPostgres } from './fresh-db';

/**
 * Where one API route spends its CPU: the app as the bench builds it, on a fresh PGlite
 * demo database (or PostgreSQL: PROFILE_DATABASE_URL, a database of its own that is dropped
 * and made again), called in process (no sockets, so only the server's own work is in it)
 * 50 at a time. Prints the CPU per request and how many queries one request makes, and
 * writes a .cpuprofile for Chromium's DevTools to bench/results/.
 *
 *   pnpm exec tsx bench/profile.ts token|list|search|geocode|booking|transfer|position[,…] [requests]
 *
 * A booking is a real ride each time and a transfer moves 0.01 from client@ to client2@,
 * each under a fresh Idempotency-Key, as the bench sends them; a position is the demo driver's,
 * online, moving a little each time. On PostgreSQL the CPU is
 * the server's alone (the database runs in its own processes); on PGlite it includes the
 * database; BENCH_PG_DRIVER picks PostgreSQL's client library. PROFILE_SQL=1 prints the statements of the first call and each one's time.
 * `pnpm bench` calls `profileRoutes` (through bench/explain.ts) for each row that misses.
 */

export const PROFILED_ROUTES = [
  'token',
  'list',
  'search',
  'geocode',
  'booking',
  'transfer',
  'position',
];

/**
 * Profiles each of `which` in turn on one app and database: `count` requests 50 at a time
 * after 300 to warm up. Writes each route's .cpuprofile to bench/results/.
 */
export async function profileRoutes(
  which: string[],
  count: number,
  options: { databaseUrl?: string; printSql?: boolean } = {},
): Promise<RouteProfile[]> {
  const unknown = which.filter((route) => !PROFILED_ROUTES.includes(route));
  if (unknown.length > 0) {
    throw new Error(`Profile one of: ${PROFILED_ROUTES.join(', ')} (not ${unknown.join(', ')})`);
  }
  let queries = 0;
  let printQueries = false;
  /** Wall time per statement text over the measured calls. */
  const statementMs = new Map<string, { calls: number; ms: number }>();
  const onQuery = (query: string, ms: number) => {
    queries += 1;
    const text = query.replace(/\s+/g, ' ').slice(0, 150);
    if (printQueries) console.log(`  ${text}`);
    const seen = statementMs.get(text) ?? { calls: 0, ms: 0 };
    statementMs.set(text, { calls: seen.calls + 1, ms: seen.ms + ms });
  };
  const postgresUrl = options.databaseUrl;
  const engine = postgresUrl ? 'postgres' : 'pglite';
  if (postgresUrl) await freshPostgres(postgresUrl);
  const dataDir = postgresUrl ? null : mkdtempSync(join(tmpdir(), 'parada-prof-'));
  const db = postgresUrl
    ? createDatabase({
        kind: 'postgres',
        url: postgresUrl,
        onQuery,
        ...(process.env.BENCH_PG_DRIVER
          ? { driver: process.env.BENCH_PG_DRIVER as PostgresDriver }
          : {}),
      })
    : createDatabase({ kind: 'pglite', dataDir: dataDir!, onQuery });
  await migrateToLatest(db);
  setPasswordHashCost(10);
  await seedDemo(db);
  const app = await buildApp({
    env: benchEnv(),
    db,
    // Profiled as served: the world-city index built before the first search.
    warmGazetteer: true,
    // As production writes answers; PROFILE_CHECK_RESPONSES=1 measures the tests' zod check.
    checkResponses: process.env.PROFILE_CHECK_RESPONSES === '1',
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  await app.ready();

  const login = await app.inject({
    method: 'POST',
    url: '/api/authenticate/',
    headers: { 'app-agrupation': 'demo' },
    payload: { username: 'client@example.com', password: 'demo1234' },
  });
  const token = (login.json() as { token: string }).token;
  const valid = await app.inject({
    url: '/api/token/valid/',
    headers: { authorization: `Token ${token}`, 'app-agrupation': 'demo' },
  });
  const userId = (valid.json() as { user: { id: number } }).user.id;
  const other = await app.inject({
    method: 'POST',
    url: '/api/authenticate/',
    headers: { 'app-agrupation': 'demo' },
    payload: { username: 'client2@example.com', password: 'demo1234' },
  });
  const recipient = String((other.json() as { user: { id: number } }).user.id);
  const driverLogin = await app.inject({
    method: 'POST',
    url: '/api/driver/authenticate/',
    payload: { username: 'driver@example.com', password: 'demo1234' },
  });
  const driverToken = (driverLogin.json() as { token: string }).token;
  await app.inject({
    method: 'PUT',
    url: '/api/driver/availability/',
    headers: { authorization: `Token ${driverToken}` },
    payload: { available: true },
  });
  let moves = 0;
  const domain = await app.inject({ url: '/api/configuration/domain/?search=localhost' });
  const demo = (domain.json() as { agrupacion_id: number }).agrupacion_id;
  const origin = { latitude: 41.387, longitude: 2.1701 };
  const destination = { latitude: 41.4036, longitude: 2.1744 };
  const routes: Record<string, InjectOptions> = {
    token: { method: 'GET', url: '/api/token/valid/' },
    list: { method: 'GET', url: '/api/services/in_process/list/' },
    search: {
      method: 'POST',
      url: '/api/agrupations/search/',
      payload: { agrupacion_id: demo, origin, destination },
    },
    geocode: {
      method: 'POST',
      url: '/api/geocode/search/',
      payload: { address: 'sagrada familia', agrupacion_id: demo },
    },
    booking: { method: 'POST', url: '/api/services/', payload: ridePayload(userId, demo) },
    transfer: {
      method: 'POST',
      url: '/api/purses/transfer/',
      payload: { to: recipient, amount: 0.01 },
    },
    position: { method: 'PUT', url: '/api/driver/position/' },
  };
  const results = new URL('../../../bench/results/', import.meta.url);
  mkdirSync(results, { recursive: true });
  const profiles: RouteProfile[] = [];
  let keys = 0;
  for (const name of which) {
    const route = routes[name]!;
    const idempotent = name === 'booking' || name === 'transfer';
    const call = () =>
      app.inject({
        ...route,
        ...(name === 'position'
          ? { payload: { latitude: 41.38 + ((moves += 1) % 100) / 10_000, longitude: 2.17 } }
          : {}),
        headers: {
          authorization: `Token ${name === 'position' ? driverToken : token}`,
          'app-agrupation': 'demo',
          'accept-language': 'en',
          ...(idempotent ? { 'idempotency-key': `profile-${(keys += 1)}` } : {}),
        },
      });

    queries = 0;
    printQueries = options.printSql === true;
    const first = await call();
    printQueries = false;
    console.log(
      `${name} on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}: ${first.statusCode}, ${queries} queries on a cold call`,
    );
    if (first.statusCode >= 300) console.log(first.body);
    for (let i = 0; i < 300; i += 1) await call();

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    queries = 0;
    statementMs.clear();
    const cpuBefore = process.cpuUsage();
    const statuses: Record<string, number> = {};
    for (let done = 0; done < count; done += 50) {
      for (const response of await Promise.all(Array.from({ length: 50 }, call))) {
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const requests = Math.ceil(count / 50) * 50;
    const cpuMs = (cpu.user + cpu.system) / 1000 / requests;
    writeFileSync(
      new URL(`profile-${name}-${engine}.cpuprofile`, results),
      JSON.stringify(profile),
    );
    const split = piecesWithFunctions(profile as CpuProfile, cpuMs);
    profiles.push({
      route: name,
      engine,
      requests,
      cpuMs,
      queriesPerRequest: queries / requests,
      statuses,
      pieces: split.pieces,
      functions: split.functions,
      statements: [...statementMs]
        .map(([text, { calls, ms }]) => ({ text, calls, msPerCall: ms / calls }))
        .sort((a, b) => b.calls * b.msPerCall - a.calls * a.msPerCall),
    });
  }
  await app.close();
  await db.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  return profiles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = (process.argv[2] ?? 'token').split(',').filter(Boolean);
  const count = Number(process.argv[3] ?? 2000);
  const profiles = await profileRoutes(which, count, {
    databaseUrl: process.env.PROFILE_DATABASE_URL || undefined,
    printSql: process.env.PROFILE_SQL === '1',
  });
  if (process.env.PROFILE_IPC === '1' && process.send) {
    // bench/explain.ts's profileInChild: the figures back over IPC.
    await new Promise((resolve) => process.send!({ profiles }, undefined, {}, resolve));
  } else {
    for (const profile of profiles) {
      console.log(
        `${profile.route}: ${profile.cpuMs.toFixed(3)} ms CPU and ${profile.queriesPerRequest.toFixed(2)} queries per request; statuses ${JSON.stringify(profile.statuses)}`,
      );
      for (const [piece, ms] of profile.pieces) {
        const inside = profile.functions[piece]!.map(
          ([name, value]) => `${name} ${value.toFixed(3)}`,
        );
        console.log(`  ${ms.toFixed(3)} ms  ${piece}: ${inside.join(', ')}`);
      }
      if (process.env.PROFILE_SQL === '1') {
        console.log('statements, wall ms per call once it holds a connection:');
        for (const { text, calls, msPerCall } of profile.statements) {
          console.log(`  ${msPerCall.toFixed(3)} ms × ${calls}  ${text.slice(0, 90)}`);
        }
      }
      const file = new URL(
        `../../../bench/results/profile-${profile.route}-${profile.engine}.cpuprofile`,
        import.meta.url,
      );
      console.log(`profile: ${file.pathname}`);
    }
  }
  process.exit(0);
}
