import type { RouteOptions } from 'fastify';
import type { Harness } from '../helper';

// Shared by the security suite: the server's own route list, and the six callers.

/** A route as "METHOD /path" with Fastify's path syntax ("PUT /api/service/:id/cancel"). */
export type RouteKey = `${string} ${string}`;

export interface RouteInfo {
  key: RouteKey;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/**
 * Collects every route the app registers, through the `onRoute` build option, so a route
 * added later shows up here whether or not anyone remembered the suite. HEAD routes are
 * Fastify's automatic twins of GET routes and answer as they do, so they are left out.
 */
export function routeInventory() {
  const routes = new Map<RouteKey, RouteInfo>();
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key: RouteKey = `${method} ${route.url}`;
      routes.set(key, { key, method, url: route.url, schema: route.schema });
    }
  };
  return { routes, onRoute };
}

/** The roles of the matrix, each a seeded account (apps/server/README.md). */
export const ROLES = ['anonymous', 'client', 'company', 'employee', 'hotel', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; agrupation: string }> = {
  client: { email: 'client@example.com', agrupation: 'demo' },
  company: { email: 'company@example.com', agrupation: 'demo' },
  employee: { email: 'employee@example.com', agrupation: 'demo' },
  hotel: { email: 'hotel@example.com', agrupation: 'hotel-demo' },
  operator: { email: 'operator@example.com', agrupation: 'demo' },
};

export interface Caller {
  role: Role;
  token: string | null;
  agrupation: string;
  id: number | null;
}

/** Logs each role in (fresh tokens); anonymous has none. */
export async function signInAll(h: Harness): Promise<Record<Role, Caller>> {
  const callers = {
    anonymous: { role: 'anonymous', token: null, agrupation: 'demo', id: null },
  } as Record<Role, Caller>;
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    callers[role] = await signIn(h, role);
  }
  return callers;
}

export async function signIn(h: Harness, role: Exclude<Role, 'anonymous'>): Promise<Caller> {
  const { email, agrupation: grouping } = ACCOUNTS[role];
  const token = await h.login(email, undefined, grouping);
  const valid = await h.call('GET', '/api/token/valid/', { token, agrupation: grouping });
  return { role, token, agrupation: grouping, id: valid.json().user.id as number };
}

/** The status of an event stream's answer, without waiting for a stream that never ends. */
export async function streamStatus(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<number> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5000);
  try {
    const response = await fetch(base + path, { headers, signal: controller.signal });
    const status = response.status;
    controller.abort();
    return status;
  } finally {
    clearTimeout(timer);
  }
}

/** Fills `:name` path parameters. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return String(value);
  });
}
