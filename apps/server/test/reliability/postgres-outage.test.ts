import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ridePayload } from '../ride-fixtures';
import {
  call,
  createPostgres,
  HAS_POSTGRES,
  WITHOUT_POSTGRES,
  startServer,
  STARTUP_MS,
  type Answer,
  type PrivatePostgres,
  type ServerProcess,
} from './processes';

/**
 * PostgreSQL stopped under load and started again, against the real server process on a
 * PostgreSQL cluster of this test's own: every ride answered 2xx is in the database
 * afterwards, requests during the outage get a quick 503 with Retry-After (never a 500, a
 * hang or a dead process), and within 10 s of the restart every booking succeeds again.
 */

const WORKERS = 4;
/** "Quickly": the pool gives up on a connection after 2 s; a refused one fails at once. */
const OUTAGE_ANSWER_MS = 2500;
const RECOVERY_MS = 10_000;

interface Booking {
  key: string;
  startedAt: number;
  endedAt: number;
  answer: Answer;
}

describe.skipIf(!HAS_POSTGRES)(
  `reliability: PostgreSQL stopped under load${WITHOUT_POSTGRES}`,
  () => {
    let postgres: PrivatePostgres;
    let server: ServerProcess;
    let token = '';
    let userId = 0;
    let taxi = 0;

    beforeAll(async () => {
      postgres = await createPostgres();
      server = await startServer({ DATABASE_URL: postgres.url, SEED_DEMO: 'true' });
      const login = await call(server.port, new Agent(), 'POST', '/api/authenticate/', {
        body: { username: 'client@example.com', password: 'demo1234' },
      });
      expect(login.status).toBe(200);
      ({ token } = JSON.parse(login.body) as { token: string });
      userId = (JSON.parse(login.body) as { user: { id: number } }).user.id;
      const db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
      const { rows } = await db.query<{ id: number }>(
        "SELECT id FROM agrupations WHERE permalink = 'demo-taxi'",
      );
      await db.end();
      taxi = rows[0]!.id;
    }, STARTUP_MS + 30_000);

    afterAll(async () => {
      await server?.stop();
      await postgres?.destroy();
    });

    it('loses no acknowledged ride, answers 503 fast while down and recovers within 10 s', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
      const bookings: Booking[] = [];
      let stopAt = Number.POSITIVE_INFINITY;
      const worker = async () => {
        while (Date.now() < stopAt) {
          const key = randomUUID();
          const startedAt = Date.now();
          const answer = await call(server.port, agent, 'POST', '/api/services/', {
            body: ridePayload(userId, taxi),
            headers: { authorization: `Token ${token}`, 'idempotency-key': key },
          });
          bookings.push({ key, startedAt, endedAt: Date.now(), answer });
          // A client backs off on a 503 as told; here only briefly, to keep probing.
          if (answer.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, worker));
      const waitFor = async (done: () => boolean, ms: number, what: string) => {
        const deadline = Date.now() + ms;
        while (!done()) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };

      await waitFor(() => bookings.length >= 20, 20_000, 'bookings before the outage');
      const stoppingAt = Date.now();
      await postgres.stop();
      const stoppedAt = Date.now();
      await waitFor(
        () => bookings.filter((b) => b.startedAt >= stoppedAt).length >= 20,
        20_000,
        'answers during the outage',
      );
      const restartingAt = Date.now();
      await postgres.start();
      const restartedAt = Date.now();
      // Load goes on until 2 s of nothing but 201s, or the recovery budget is spent.
      await waitFor(
        () => {
          const recent = bookings.filter((b) => b.startedAt >= Date.now() - 2000);
          const ok = recent.length > 0 && recent.every((b) => b.answer.status === 201);
          return (ok && Date.now() - restartedAt > 2000) || Date.now() - restartedAt > RECOVERY_MS;
        },
        RECOVERY_MS + 1000,
        'recovery',
      );
      stopAt = Date.now() - 1;
      await load;

      const statuses = (list: Booking[]) => [...new Set(list.map((b) => b.answer.status))].sort();
      const before = bookings.filter((b) => b.endedAt < stoppingAt);
      const during = bookings.filter((b) => b.startedAt >= stoppedAt && b.endedAt < restartingAt);
      const lastTwoSeconds = bookings.filter((b) => b.startedAt >= stopAt - 2000);
      const failures = bookings.filter((b) => b.answer.status !== 201);

      // A dropped connection must not take the process down (the pool's 'error' event).
      expect(server.child.exitCode, server.stderr()).toBeNull();
      expect(statuses(before)).toEqual([201]);
      // Whatever happened, the answer was a ride or a retryable 503: never a 500 or a reset.
      expect(statuses(bookings).filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect(statuses(during)).toEqual([503]);
      for (const booking of during) {
        expect(booking.endedAt - booking.startedAt).toBeLessThan(OUTAGE_ANSWER_MS);
        expect(booking.answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(JSON.parse(booking.answer.body)).toEqual({
          error: 'Something went wrong! Please try again.',
        });
      }
      const lastFailure = Math.max(...failures.map((b) => b.endedAt));
      expect(lastFailure - restartedAt).toBeLessThan(RECOVERY_MS);
      expect(statuses(lastTwoSeconds)).toEqual([201]);

      // Every acknowledged ride is there, under the key it was booked with.
      const acknowledged = new Map(
        bookings
          .filter((b) => b.answer.status === 201)
          .map((b) => [
            b.key,
            (JSON.parse(b.answer.body) as { service: { id: number } }).service.id,
          ]),
      );
      const db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
      const { rows } = await db.query<{ id: number; request_key: string }>(
        'SELECT id, request_key FROM services WHERE user_id = $1 AND request_key = ANY($2)',
        [userId, [...acknowledged.keys()]],
      );
      await db.end();
      const stored = new Map(rows.map((row) => [row.request_key, row.id]));
      const lost = [...acknowledged].filter(([key, id]) => stored.get(key) !== id);
      expect(lost).toEqual([]);
      expect(acknowledged.size).toBeGreaterThan(20);
      const slowest = Math.max(...during.map((b) => b.endedAt - b.startedAt));
      console.info(
        `outage: ${acknowledged.size} rides acknowledged, all stored; ${during.length} bookings ` +
          `during the outage, all 503 within ${slowest} ms; 0 errors from ` +
          `${Math.max(0, lastFailure - restartedAt)} ms after PostgreSQL was back`,
      );
    }, 60_000);
  },
);
