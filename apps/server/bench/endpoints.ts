import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { DESTINATION, headersFor, login, ORIGIN, ridePayload } from './client';

/**
 * The routes the API bench measures, signed in as the demo's clients, and how autocannon
 * calls one: the same headers and body each time, a fresh Idempotency-Key for a write.
 */

const CONNECTIONS = 50;

export interface BenchEndpoint {
  route: string;
  kind: 'read' | 'write';
  ratioTarget: number;
  /** The CPU ceilings, ms per request: PGlite, PostgreSQL. */
  cpuTargetMs: { pglite: number; postgres: number };
  /** bench/profile.ts's name of the route. */
  profile: string;
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: object;
  /** Writes send a new key each time: a repeated key would replay, not work. */
  idempotent?: boolean;
}

export async function call(base: string, endpoint: BenchEndpoint) {
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

export interface Session {
  reader: { token: string; id: number };
  booker: { token: string; id: number };
  demo: number;
}

export async function endpoints(
  base: string,
): Promise<{ list: BenchEndpoint[]; session: Session }> {
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
      profile: 'token',
      kind: 'read',
      ratioTarget: 0.5,
      cpuTargetMs: { pglite: 0.12, postgres: 0.12 },
      method: 'GET',
      path: '/api/token/valid/',
      token: reader.token,
    },
    {
      route: 'GET services/in_process/list',
      profile: 'list',
      kind: 'read',
      ratioTarget: 0.5,
      cpuTargetMs: { pglite: 0.4, postgres: 0.2 },
      method: 'GET',
      path: '/api/services/in_process/list/',
      token: reader.token,
    },
    {
      route: 'POST agrupations/search',
      profile: 'search',
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
      profile: 'geocode',
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
      profile: 'booking',
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
      profile: 'transfer',
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

export function load(url: string, endpoint: BenchEndpoint, seconds: number): Promise<Result> {
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

export function statuses(result: Result): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    mix[code] = Number(count);
  }
  if (result.errors) mix.errors = result.errors;
  if (result.timeouts) mix.timeouts = result.timeouts;
  return mix;
}

/** Sums status mixes of several slices. */
export function addStatuses(into: Record<string, number>, more: Record<string, number>): void {
  for (const [code, count] of Object.entries(more)) into[code] = (into[code] ?? 0) + count;
}
