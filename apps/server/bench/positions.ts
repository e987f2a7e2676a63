import { randomBytes, randomUUID } from 'node:crypto';
import { createDatabase } from '../src/db/database';
import { sha256 } from '../src/lib/crypto';
import { headersFor, login, ridePayload } from './client';
import { postgresReachable, postgresUrl } from './fresh-db';
import { startBenchServer } from './spawn';
import { machine, maxOf, percentile, round, type Machine } from './stats';

/**
 * Drivers' position updates on PostgreSQL at fixed arrival rates, with the dispatcher
 * running and riders booking meanwhile, so its ticks (the index sync, the offers) compete
 * with the writes as in service. Latency runs from when an update was due. The rate steps
 * up by half until p99 passes 50 ms or anything fails; the highest rate held is the figure
 * (the target is 5,000 a second: 25,000 drivers at one every 5 s).
 *
 *   BENCH_DATABASE_URL=postgres://… pnpm --filter @parada/server exec tsx bench/positions.ts
 *
 * (the database named is dropped and created afresh).
 */

export interface PositionStep {
  rate: number;
  sent: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
  /** Why the failed ones failed: a status, or the client's error. */
  failures: Record<string, number>;
  cpuMs: number;
  held: boolean;
  machine: Machine;
}

export interface PositionsFigure {
  drivers: number;
  bookingsPerSecond: number;
  steps: PositionStep[];
  heldRate: number;
}

const P99_LIMIT_MS = 50;
const TARGET_RATE = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` online drivers of the demo operator around Barcelona, each with an app token. */
async function seedDrivers(url: string, count: number): Promise<string[]> {
  const db = createDatabase({ kind: 'postgres', url });
  try {
    const demo = await db
      .selectFrom('agrupations')
      .select('id')
      .where('permalink', '=', 'demo')
      .executeTakeFirstOrThrow();
    const tokens: string[] = [];
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => {
        const n = start + index;
        return {
          agrupation_id: demo.id,
          name: `Bench driver ${n}`,
          email: `bench-driver-${n}@example.com`,
          phone: `+3460${String(n).padStart(7, '0')}`,
          password_hash: 'x',
          avatar: null,
          plate: `B${n}`,
          model: 'Bench',
          seats: 4,
          languages: JSON.stringify(['es']),
          simulated: false,
          online: true,
          available: true,
          latitude: 41.35 + ((n * 37) % 100) / 1000,
          longitude: 2.12 + ((n * 53) % 100) / 1000,
          position_at: new Date(),
        };
      });
      const ids = await db.insertInto('drivers').values(rows).returning('id').execute();
      const batch = ids.map(({ id }) => ({ id, token: randomBytes(24).toString('base64url') }));
      await db
        .insertInto('driver_tokens')
        .values(batch.map(({ id, token }) => ({ driver_id: id, token_hash: sha256(token) })))
        .execute();
      tokens.push(...batch.map(({ token }) => token));
    }
    return tokens;
  } finally {
    await db.destroy();
  }
}

export async function benchPositions(
  options: {
    databaseUrl?: string;
    seconds?: number;
    drivers?: number;
    startRate?: number;
    maxRate?: number;
    bookingsPerSecond?: number;
  } = {},
): Promise<PositionsFigure> {
  const url = options.databaseUrl ?? postgresUrl();
  const problem = await postgresReachable(url);
  if (problem) throw new Error(`PostgreSQL unreachable: ${problem}`);
  const seconds = options.seconds ?? 10;
  const driverCount = options.drivers ?? 2_000;
  const bookingsPerSecond = options.bookingsPerSecond ?? 5;
  process.env.BENCH_FLEET = '1';
  const server = await startBenchServer('postgres', url);
  try {
    const tokens = await seedDrivers(url, driverCount);
    const booker = await login(server.base, 'client2@example.com');
    const domain = await fetch(`${server.base}/api/configuration/domain/?search=localhost`);
    const { agrupacion_id: demo } = (await domain.json()) as { agrupacion_id: number };

    const steps: PositionStep[] = [];
    let rate = options.startRate ?? 500;
    let warming = true;
    let turn = 0;
    while (rate <= (options.maxRate ?? 8_000)) {
      const count = Math.round(rate * (warming ? Math.min(seconds, 3) : seconds));
      const latencies: number[] = [];
      let failed = 0;
      const failures: Record<string, number> = {};
      const fail = (why: string) => {
        failed += 1;
        failures[why] = (failures[why] ?? 0) + 1;
      };
      const before = await server.ask('cpu');
      const started = performance.now();
      const inFlight: Promise<void>[] = [];
      const bookingEvery = Math.max(1, Math.round(rate / bookingsPerSecond));
      for (let index = 0; index < count; index += 1) {
        const due = started + (index * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        turn += 1;
        if (index % bookingEvery === 0) {
          // Riders keep booking: the dispatcher has rides to offer while drivers report.
          void fetch(`${server.base}/api/services/`, {
            method: 'POST',
            headers: {
              ...headersFor({ token: booker.token, method: 'POST' }),
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(ridePayload(booker.id, demo)),
          }).catch(() => {});
        }
        const token = tokens[turn % tokens.length]!;
        const body = JSON.stringify({
          latitude: 41.35 + ((turn * 7) % 1000) / 10_000,
          longitude: 2.12 + ((turn * 11) % 1000) / 10_000,
          heading: turn % 360,
          speed: 30,
        });
        inFlight.push(
          fetch(`${server.base}/api/driver/position/`, {
            method: 'PUT',
            headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(10_000),
          })
            .then(async (response) => {
              await response.arrayBuffer();
              if (response.status !== 200) fail(String(response.status));
            })
            .catch((error: unknown) => {
              const cause = (error as { cause?: { code?: string } }).cause?.code;
              fail(cause ?? (error instanceof Error ? error.name : 'error'));
            })
            .finally(() => latencies.push(performance.now() - due)),
        );
      }
      await Promise.all(inFlight);
      const after = await server.ask('cpu');
      const p99Ms = round(percentile(latencies, 99), 1);
      const step: PositionStep = {
        rate,
        sent: count,
        p50Ms: round(percentile(latencies, 50), 1),
        p99Ms,
        maxMs: round(maxOf(latencies), 1),
        failed,
        failures,
        cpuMs: round((after.micros - before.micros) / 1000 / Math.max(1, count), 3),
        held: p99Ms <= P99_LIMIT_MS && failed === 0,
        machine: machine(),
      };
      if (warming) {
        warming = false;
        continue;
      }
      steps.push(step);
      console.error(
        `  positions ${rate}/s: p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, failed ${failed}${failed ? ` ${JSON.stringify(failures)}` : ''}, server CPU ${step.cpuMs} ms/update${step.held ? '' : ' — not held'}`,
      );
      if (!step.held) break;
      // The ladder passes through the target itself, so the figure answers it exactly.
      const next = Math.round(rate * 1.5);
      rate = rate < TARGET_RATE && next > TARGET_RATE ? TARGET_RATE : next;
    }
    return {
      drivers: driverCount,
      bookingsPerSecond,
      steps,
      heldRate: steps.filter((step) => step.held).at(-1)?.rate ?? 0,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figure = await benchPositions({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    seconds: Number(process.env.BENCH_OPEN_SECONDS ?? 10),
    // BENCH_POSITIONS_START: the first rate tried (500 a second unless given).
    startRate: Number(process.env.BENCH_POSITIONS_START ?? 500),
  });
  console.log(JSON.stringify(figure, null, 2));
}
