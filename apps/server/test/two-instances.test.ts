import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';
import { testEnv } from '../src/env';
import { setPasswordHashCost } from '../src/lib/crypto';
import { DEMO_PASSWORD, until } from './helper';
import { rideStatus, ridePayload, tomorrowAt } from './ride-fixtures';

interface Ride {
  id: number;
  status_code: number;
}

const adminUrl = process.env.DATABASE_URL;

/** The logged-in client's event stream on `app`, read chunk by chunk; closed by `close`. */
async function openEvents(app: FastifyInstance, token: string) {
  const port = (app.server.address() as AddressInfo).port;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 20_000);
  const response = await fetch(`http://127.0.0.1:${port}/api/services/events`, {
    headers: { authorization: `Token ${token}` },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  return {
    /** The next chunk as text, or null once the stream has ended. */
    async next(): Promise<string | null> {
      const { value, done } = await reader.read();
      return done ? null : decoder.decode(value, { stream: true });
    },
    close() {
      clearTimeout(timer);
      controller.abort();
    },
  };
}

/**
 * docs/architecture.md, embedded parts: two server instances on one database behave as one. Two apps, each with its
 * own pool, LISTEN connection and election, on one PostgreSQL database made for this file:
 * one dispatcher, and what is booked, changed or cancelled through one is seen (read and
 * streamed live) through the other.
 */
describe.skipIf(!adminUrl)('two server instances on one PostgreSQL', () => {
  const name = `parada_t_${randomBytes(6).toString('hex')}`;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  let token = '';
  let userId = 0;
  let taxi = 0;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    setPasswordHashCost(10);
    for (let i = 0; i < 2; i += 1)
      dbs.push(createDatabase({ kind: 'postgres', url: url.toString() }));
    await migrateToLatest(dbs[0]!);
    await seedDemo(dbs[0]!);
    for (const db of dbs) {
      const app = await buildApp({
        env: testEnv({
          PASSWORD_HASH_COST: '10',
          AUTH_RATE_LIMIT: '1000',
          SIM_SPEED: '300',
          DISPATCH_TICK_MS: '40',
          OFFER_TIMEOUT_S: '1',
          SEARCH_TIMEOUT_S: '5',
        }),
        db,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    const login = await apps[0]!.inject({
      method: 'POST',
      url: '/api/authenticate/',
      headers: { 'app-agrupation': 'demo' },
      payload: { username: 'client@example.com', password: DEMO_PASSWORD },
    });
    token = login.json().token;
    userId = login.json().user.id;
    taxi = (
      await dbs[0]!
        .selectFrom('agrupations')
        .select('id')
        .where('permalink', '=', 'demo-taxi')
        .executeTakeFirstOrThrow()
    ).id;
    for (const app of apps) app.ctx.rides.startFleet({ simulate: true });
    await until(() => apps.some((app) => app.ctx.rides.isLeader()), 10_000, 'a leader');
  });

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    for (const db of dbs) await db.destroy().catch(() => {});
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const book = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/services/',
      headers: { authorization: `Token ${token}`, 'app-agrupation': 'demo' },
      payload: ridePayload(userId, taxi),
    });

  const statusOf = (id: number) => rideStatus(dbs[0]!, id);

  it('elects exactly one dispatcher', async () => {
    // Give the loser a few retries to (wrongly) win as well.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(apps.filter((app) => app.ctx.rides.isLeader())).toHaveLength(1);
  });

  it("pushes a ride made through one instance over the other's SSE", async () => {
    const events = await openEvents(apps[1]!, token);
    let text = '';
    let id = 0;
    try {
      while (!/"status_code":8/.test(text)) {
        const chunk = await events.next();
        if (chunk === null) break;
        text += chunk;
        if (!id && text.includes('retry:')) {
          const created = await book(apps[0]!);
          expect(created.statusCode).toBe(201);
          id = created.json().service.id;
        }
      }
    } finally {
      events.close();
    }
    expect(text).toContain(`"id":${id}`);
    expect(text).toContain('"type":"position"');
    expect(text).toMatch(/"status_code":8/);
  });

  it('shows a booking made through one instance, and its cancellation, through the other', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const events = await openEvents(b, token);
    let text = '';
    /** The status codes B's stream sent for ride `id`, in order, once `done` holds. */
    const streamed = async (id: number, done: (codes: number[]) => boolean) => {
      for (;;) {
        const codes = text
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => JSON.parse(line.slice(6)) as { type: string; service?: Ride })
          .filter((event) => event.type === 'service' && event.service?.id === id)
          .map((event) => event.service!.status_code);
        if (done(codes)) return codes;
        const chunk = await events.next();
        if (chunk === null)
          throw new Error(`the stream ended before ${id} got there: ${codes.join()}`);
        text += chunk;
      }
    };
    const asClient = { authorization: `Token ${token}`, 'app-agrupation': 'demo' };
    try {
      while (!text.includes('retry:')) {
        const chunk = await events.next();
        if (chunk === null) throw new Error('the stream ended before it opened');
        text += chunk;
      }
      // A booking for tomorrow stays put (13) until it is cancelled: nothing else moves it.
      const created = await a.inject({
        method: 'POST',
        url: '/api/services/',
        headers: asClient,
        payload: ridePayload(userId, taxi, { fecha_servicio_diferido: tomorrowAt('11:15') }),
      });
      expect(created.statusCode).toBe(201);
      const id: number = created.json().service.id;
      const scheduledOnB = await b.inject({
        method: 'GET',
        url: '/api/services/scheduled/',
        headers: asClient,
      });
      expect(scheduledOnB.json().map((ride: Ride) => ride.id)).toContain(id);
      expect(await streamed(id, (codes) => codes.includes(13))).toEqual([13]);

      const cancelled = await a.inject({
        method: 'PUT',
        url: `/api/service/${id}/cancel/`,
        headers: asClient,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await streamed(id, (codes) => codes.includes(4))).toEqual([13, 4]);
      const afterOnB = await b.inject({
        method: 'GET',
        url: '/api/services/scheduled/',
        headers: asClient,
      });
      expect(afterOnB.json().map((ride: Ride) => ride.id)).not.toContain(id);
    } finally {
      events.close();
    }
  });

  it('has every offer made by the one leader, however many rides', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await book(apps[i % 2]!)).json().service.id);
    for (const id of ids) await until(async () => (await statusOf(id)) === 8, 20_000, 'completion');
    const instances = await dbs[0]!
      .selectFrom('service_events')
      .select('instance')
      .distinct()
      .where('kind', '=', 'offer')
      .execute();
    const leader = apps.find((app) => app.ctx.rides.isLeader())!;
    expect(instances.map((row) => row.instance)).toEqual([leader.ctx.rides.instance]);
  });

  it('hands dispatch to the other instance when the leader goes away', async () => {
    const leaderIndex = apps.findIndex((app) => app.ctx.rides.isLeader());
    const survivor = apps[1 - leaderIndex]!;
    await apps[leaderIndex]!.close();
    await until(() => survivor.ctx.rides.isLeader(), 10_000, 'a new leader');
    const created = await book(survivor);
    const id = created.json().service.id;
    await until(async () => (await statusOf(id)) === 8, 20_000, 'completion');
    const offers = await dbs[0]!
      .selectFrom('service_events')
      .select('instance')
      .where('service_id', '=', id)
      .where('kind', '=', 'offer')
      .execute();
    expect(offers.map((row) => row.instance)).toEqual([survivor.ctx.rides.instance]);
  });
});
