import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { headersFor, login, ridePayload } from './client';
import { startBenchServer, type BenchServer, type Engine } from './spawn';
import { machine, percentile, round, type Machine, maxOf } from './stats';

/**
 * Live streams at scale: STREAMS event streams (10,000) held open on the
 * server(s) the way the panel holds them (a one-use ticket, then GET services/events),
 * while rides change at a steady rate. Reported: the server's memory per open stream
 * (after a full collection), each cancellation's delivery time to every stream (from
 * sending the request to the stream reading it: request, commit, bus, read, write), and
 * the server's CPU per delivered event. With `instances: 2` (PostgreSQL) half the streams
 * sit on a second instance and the changes go through the first: LISTEN/NOTIFY carries them.
 *
 * All streams belong to one account (one session): every change goes to every stream, the
 * worst fan-out, and ten thousand logins would time the password hash instead.
 */

export interface StreamsFigure {
  engine: Engine;
  instances: number;
  streams: number;
  opened: number;
  changes: number;
  /** Server memory per open stream, RSS and JS heap, in KB. */
  rssKbPerStream: number;
  heapKbPerStream: number;
  deliveries: number;
  expectedDeliveries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Server CPU (all instances) per event written to a stream. */
  cpuUsPerEvent: number;
  /** The bench's own CPU (this process: reading and parsing every stream) per event. */
  clientCpuUsPerEvent: number;
  /** Bytes on the wire per event, framing included. */
  bytesPerEvent: number;
  machine: Machine;
}

interface Held {
  request: http.ClientRequest;
  /** Cancellations seen: service id → when. */
  seen: Map<number, number>;
  events: number;
  bytes: number;
}

const CANCELLED = 4;

/** Opens one stream and counts what arrives on it; resolves once the head is in. */
function openStream(base: string, ticket: string, held: Held[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/services/events/?ticket=${encodeURIComponent(ticket)}`,
      { agent: false, headers: { accept: 'text/event-stream', 'accept-language': 'en' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        const entry: Held = { request, seen: new Map(), events: 0, bytes: 0 };
        held.push(entry);
        // As cheap as the check allows: ten thousand streams are read by this one process
        // on the server's two cores, so its own time shows in the delivery figures. Every
        // frame is counted; only one that may be a cancellation is parsed, and it counts
        // only if its parsed service says so.
        let rest = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => {
          entry.bytes += chunk.length;
          let text = rest + chunk;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const at = block.indexOf('data: ');
            if (at < 0) continue;
            entry.events += 1;
            if (!block.includes(`"status_code":${CANCELLED}`)) continue;
            const event = JSON.parse(block.slice(at + 6)) as {
              service?: { id: number; status_code: number };
            };
            if (event.service?.status_code === CANCELLED) {
              entry.seen.set(event.service.id, performance.now());
            }
          }
          rest = text;
        });
        response.on('error', () => {});
        resolve();
      },
    );
    request.on('error', reject);
  });
}

async function ticketFor(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/services/events/ticket/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'app-agrupation': 'demo' },
  });
  if (response.status !== 200) throw new Error(`stream ticket answered ${response.status}`);
  return ((await response.json()) as { ticket: string }).ticket;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function memoryOf(servers: BenchServer[]) {
  const readings = await Promise.all(servers.map((server) => server.ask('memory')));
  return readings.reduce(
    (sum, m) => ({ rss: sum.rss + m.rss, heapUsed: sum.heapUsed + m.heapUsed }),
    {
      rss: 0,
      heapUsed: 0,
    },
  );
}

async function cpuOf(servers: BenchServer[]): Promise<number> {
  const readings = await Promise.all(servers.map((server) => server.ask('cpu')));
  return readings.reduce((sum, reading) => sum + reading.micros, 0);
}

export async function benchStreams(
  engine: Engine,
  options: {
    streams?: number;
    changes?: number;
    intervalMs?: number;
    instances?: 1 | 2;
    databaseUrl?: string;
  } = {},
): Promise<StreamsFigure> {
  const streams = options.streams ?? 10_000;
  const changes = options.changes ?? 20;
  const intervalMs = options.intervalMs ?? 1000;
  const instances = options.instances ?? 1;
  if (instances === 2 && engine !== 'postgres') throw new Error('Two instances need PostgreSQL');

  const servers: BenchServer[] = [await startBenchServer(engine, options.databaseUrl)];
  const held: Held[] = [];
  try {
    if (instances === 2) {
      servers.push(await startBenchServer(engine, options.databaseUrl, { reuseDatabase: true }));
    }
    const [first] = servers;
    const user = await login(first!.base, 'client@example.com');
    const domain = await fetch(`${first!.base}/api/configuration/domain/?search=localhost`);
    const { agrupacion_id: demo } = (await domain.json()) as { agrupacion_id: number };

    const before = await memoryOf(servers);
    // In batches, so the listen backlog is never what fails.
    const BATCH = 200;
    for (let start = 0; start < streams; start += BATCH) {
      const count = Math.min(BATCH, streams - start);
      await Promise.all(
        Array.from({ length: count }, async (_, offset) => {
          const server = servers[(start + offset) % servers.length]!;
          const ticket = await ticketFor(server.base, user.token);
          await openStream(server.base, ticket, held);
        }),
      );
    }
    await sleep(1000);
    const after = await memoryOf(servers);
    console.error(`  ${engine}×${instances}: ${held.length} streams open`);

    const headers = {
      ...headersFor({ token: user.token, method: 'POST' }),
    };
    const sentAt = new Map<number, number>();
    const cpuBefore = await cpuOf(servers);
    const eventsBefore = held.reduce((sum, entry) => sum + entry.events, 0);
    const bytesBefore = held.reduce((sum, entry) => sum + entry.bytes, 0);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    for (let change = 0; change < changes; change += 1) {
      const due = started + change * intervalMs;
      await sleep(Math.max(0, due - performance.now()));
      const booked = await fetch(`${first!.base}/api/services/`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify(ridePayload(user.id, demo)),
      });
      if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
      const { service: ride } = (await booked.json()) as { service: { id: number } };
      sentAt.set(ride.id, performance.now());
      const cancelled = await fetch(`${first!.base}/api/service/${ride.id}/cancel/`, {
        method: 'PUT',
        headers: { authorization: headers.authorization, 'app-agrupation': 'demo' },
      });
      if (cancelled.status !== 200) throw new Error(`cancel answered ${cancelled.status}`);
    }
    // Every stream has every cancellation, or ten seconds have passed since the last.
    const deadline = performance.now() + 10_000;
    const expected = held.length * changes;
    const delivered = () => held.reduce((sum, entry) => sum + entry.seen.size, 0);
    while (delivered() < expected && performance.now() < deadline) await sleep(100);
    const cpuAfter = await cpuOf(servers);
    const client = process.cpuUsage(clientBefore);
    const events = held.reduce((sum, entry) => sum + entry.events, 0) - eventsBefore;
    const bytes = held.reduce((sum, entry) => sum + entry.bytes, 0) - bytesBefore;

    const times: number[] = [];
    for (const entry of held) {
      for (const [id, at] of entry.seen) {
        const sent = sentAt.get(id);
        if (sent !== undefined) times.push(at - sent);
      }
    }
    return {
      engine,
      instances,
      streams,
      opened: held.length,
      changes,
      rssKbPerStream: round((after.rss - before.rss) / 1024 / Math.max(1, held.length), 1),
      heapKbPerStream: round(
        (after.heapUsed - before.heapUsed) / 1024 / Math.max(1, held.length),
        1,
      ),
      deliveries: times.length,
      expectedDeliveries: expected,
      p50Ms: round(percentile(times, 50), 1),
      p99Ms: round(percentile(times, 99), 1),
      maxMs: round(maxOf(times), 1),
      cpuUsPerEvent: round((cpuAfter - cpuBefore) / Math.max(1, events), 1),
      clientCpuUsPerEvent: round((client.user + client.system) / Math.max(1, events), 1),
      bytesPerEvent: Math.round(bytes / Math.max(1, events)),
      machine: machine(),
    };
  } finally {
    for (const entry of held) entry.request.destroy();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = (process.argv[2] ?? 'pglite') as Engine;
  console.log(
    await benchStreams(engine, {
      streams: Number(process.env.BENCH_STREAMS ?? 10_000),
      changes: Number(process.env.BENCH_STREAM_CHANGES ?? 20),
      instances: process.argv[3] === '2' ? 2 : 1,
      databaseUrl: process.env.BENCH_DATABASE_URL,
    }),
  );
}
