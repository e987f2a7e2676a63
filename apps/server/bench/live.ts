import { randomUUID } from 'node:crypto';
import { machine, percentile, round, type Machine, maxOf } from './stats';

/**
 * Live updates: from a status change to the panel's Server-Sent Event. A real SSE client
 * opens the stream as the panel does (a one-use ticket, then GET services/events), a ride
 * is booked, and the clock runs from sending its cancellation until the stream delivers the
 * ride as cancelled: the request, the commit, the bus (NOTIFY on PostgreSQL) and the stream.
 */

export interface LiveFigure {
  changes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  machine: Machine;
}

interface RideEvent {
  type: string;
  service?: { id: number; status_code: number };
}

/** Reads `data:` lines of an event stream and hands each parsed event to `onEvent`. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: RideEvent) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) onEvent(JSON.parse(data) as RideEvent);
    }
  }
}

export async function benchLive(
  base: string,
  booker: { token: string; id: number },
  ride: (userId: number) => object,
  changes = 30,
): Promise<LiveFigure> {
  const headers = {
    authorization: `Token ${booker.token}`,
    'app-agrupation': 'demo',
    'accept-language': 'en',
    'content-type': 'application/json',
  };
  const ticketResponse = await fetch(`${base}/api/services/events/ticket/`, {
    method: 'POST',
    headers: { authorization: headers.authorization, 'app-agrupation': 'demo' },
  });
  if (ticketResponse.status !== 200) {
    throw new Error(
      `stream ticket answered ${ticketResponse.status}: ${await ticketResponse.text()}`,
    );
  }
  const { ticket } = (await ticketResponse.json()) as { ticket: string };
  const stream = new AbortController();
  const response = await fetch(
    `${base}/api/services/events/?ticket=${encodeURIComponent(ticket)}`,
    { headers: { accept: 'text/event-stream', 'accept-language': 'en' }, signal: stream.signal },
  );
  if (response.status !== 200 || !response.body) {
    throw new Error(`event stream answered ${response.status}`);
  }
  const waiting = new Map<string, () => void>();
  const reading = readEvents(response.body, (event) => {
    if (event.type !== 'service' || !event.service) return;
    const key = `${event.service.id}:${event.service.status_code}`;
    waiting.get(key)?.();
    waiting.delete(key);
  }).catch(() => {});
  const seen = (id: number, status: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no event for ride ${id}`)), 10_000);
      waiting.set(`${id}:${status}`, () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const times: number[] = [];
  try {
    for (let change = 0; change < changes + 3; change += 1) {
      const booked = await fetch(`${base}/api/services/`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify(ride(booker.id)),
      });
      if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
      const { service } = (await booked.json()) as { service: { id: number } };
      // Cancelled by the customer: 4.
      const cancelled = seen(service.id, 4);
      const start = performance.now();
      const answer = await fetch(`${base}/api/service/${service.id}/cancel/`, {
        method: 'PUT',
        headers: { authorization: headers.authorization, 'app-agrupation': 'demo' },
      });
      if (answer.status !== 200) throw new Error(`cancel answered ${answer.status}`);
      await cancelled;
      // The first few warm the path up.
      if (change >= 3) times.push(performance.now() - start);
    }
  } finally {
    stream.abort();
    await reading;
  }
  return {
    changes,
    p50Ms: round(percentile(times, 50), 1),
    p95Ms: round(percentile(times, 95), 1),
    maxMs: round(maxOf(times), 1),
    machine: machine(),
  };
}
