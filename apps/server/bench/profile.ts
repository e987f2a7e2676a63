import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';
import { benchEnv } from './env';
import { setPasswordHashCost } from '../src/lib/crypto';
import { ridePayload } from './client';
import { pieces, type CpuProfile } from './pieces';
import { freshPostgres } from './fresh-db';

/**
 * Where one API route spends its CPU: the app as the bench builds it, on a fresh PGlite
 * demo database (or PostgreSQL: PROFILE_DATABASE_URL, a database of its own that is dropped
 * and made again), called in process (no sockets, so only the server's own work is in it)
 * 50 at a time. Prints the CPU per request and how many queries one request makes, and
 * writes a .cpuprofile for Chromium's DevTools to bench/results/.
 *
 *   pnpm exec tsx bench/profile.ts token|list|search|geocode|booking|transfer [requests]
 *
 * A booking is a real ride each time and a transfer moves 0.01 from client@ to client2@,
 * each under a fresh Idempotency-Key, as the bench sends them. On PostgreSQL the CPU is
 * the server's alone (the database runs in its own processes); on PGlite it includes the
 * database. PROFILE_SQL=1 prints the statements of the first call and each one's time.
 */

const which = process.argv[2] ?? 'token';
const count = Number(process.argv[3] ?? 2000);

let queries = 0;
let printQueries = false;
/** Wall time per statement text over the measured calls (PROFILE_SQL=1 prints it). */
const statementMs = new Map<string, { calls: number; ms: number }>();
const onQuery = (query: string, ms: number) => {
  queries += 1;
  const text = query.replace(/\s+/g, ' ').slice(0, 150);
  if (printQueries) console.log(`  ${text}`);
  const seen = statementMs.get(text) ?? { calls: 0, ms: 0 };
  statementMs.set(text, { calls: seen.calls + 1, ms: seen.ms + ms });
};
const postgresUrl = process.env.PROFILE_DATABASE_URL;
if (postgresUrl) await freshPostgres(postgresUrl);
const db = postgresUrl
  ? createDatabase({ kind: 'postgres', url: postgresUrl, onQuery })
  : createDatabase({
      kind: 'pglite',
      dataDir: mkdtempSync(join(tmpdir(), 'parada-prof-')),
      onQuery,
    });
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
};
const idempotent = which === 'booking' || which === 'transfer';
const route = routes[which];
if (!route) throw new Error(`Profile one of: ${Object.keys(routes).join(', ')}`);
let keys = 0;
const call = () =>
  app.inject({
    ...route,
    headers: {
      authorization: `Token ${token}`,
      'app-agrupation': 'demo',
      'accept-language': 'en',
      ...(idempotent ? { 'idempotency-key': `profile-${(keys += 1)}` } : {}),
    },
  });

queries = 0;
printQueries = process.env.PROFILE_SQL === '1';
const first = await call();
printQueries = false;
console.log(
  `${which} on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}: ${first.statusCode}, ${queries} queries on a cold call`,
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
const statuses = new Map<number, number>();
for (let done = 0; done < count; done += 50) {
  for (const response of await Promise.all(Array.from({ length: 50 }, call))) {
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  }
}
const cpu = process.cpuUsage(cpuBefore);
const { profile } = await session.post('Profiler.stop');
const cpuMs = (cpu.user + cpu.system) / 1000 / count;
console.log(
  `${cpuMs.toFixed(3)} ms CPU and ${(queries / count).toFixed(2)} queries per request; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);
for (const [piece, ms] of pieces(profile as CpuProfile, cpuMs)) {
  console.log(`  ${ms.toFixed(3)} ms  ${piece}`);
}
if (process.env.PROFILE_SQL === '1') {
  console.log('statements, wall ms per call once it holds a connection:');
  for (const [text, { calls, ms }] of statementMs) {
    console.log(`  ${(ms / calls).toFixed(3)} ms × ${calls}  ${text.slice(0, 90)}`);
  }
}
const results = new URL('../../../bench/results/', import.meta.url);
mkdirSync(results, { recursive: true });
const file = new URL(`profile-${which}.cpuprofile`, results);
writeFileSync(file, JSON.stringify(profile));
console.log(`profile: ${file.pathname}`);
await app.close();
await db.destroy();
process.exit(0);
