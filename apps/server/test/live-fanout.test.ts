import { describe, expect, it } from 'vitest';
import type { BusEvent, EventBus } from '../src/features/live/bus';
import { createFanout, createSessionChecks, type LiveStream } from '../src/features/live/fanout';

/** A bus that hands `emit`'s events to its one listener, as PGlite's in-process bus does. */
function testBus() {
  let listener: (event: BusEvent) => void = () => {};
  const bus: EventBus = {
    publish: async (event) => listener(event),
    subscribe: async (next) => {
      listener = next;
      return () => {};
    },
    ready: async () => {},
    close: async () => {},
  };
  return bus;
}

const event = (service_id: number, user_id: number): BusEvent => ({
  type: 'service',
  service_id,
  user_id,
  company_id: null,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('live fan-out', () => {
  it('reads each event once per group, sends each stream only its own, in order', async () => {
    const bus = testBus();
    const fanout = createFanout(bus);
    await fanout.listen();
    const reads: string[] = [];
    const received = new Map<string, string[]>();
    const streamOf = (name: string, userId: number, language: string): LiveStream => {
      received.set(name, []);
      return {
        groupOf: (e) =>
          e.type !== 'car' && e.user_id === userId ? `${userId}\n${language}` : null,
        async frameOf(e) {
          if (e.type === 'car') return null;
          reads.push(`${e.service_id}:${language}`);
          // The first event's read is the slower: its frames must still go first.
          await new Promise((resolve) => setTimeout(resolve, e.service_id === 1 ? 10 : 0));
          return Buffer.from(`${e.service_id}:${language}`);
        },
        write: (frame) => received.get(name)!.push(frame.toString()),
      };
    };
    for (const stream of [
      streamOf('a', 7, 'en'),
      streamOf('b', 7, 'en'),
      streamOf('c', 7, 'es'),
      streamOf('d', 8, 'en'),
    ]) {
      fanout.add(stream);
    }
    await bus.publish(event(1, 7));
    await bus.publish(event(2, 7));
    await bus.publish(event(3, 8));
    await settle();
    expect(reads.sort()).toEqual(['1:en', '1:es', '2:en', '2:es', '3:en']);
    expect(Object.fromEntries(received)).toEqual({
      a: ['1:en', '2:en'],
      b: ['1:en', '2:en'],
      c: ['1:es', '2:es'],
      d: ['3:en'],
    });
  });

  it('sends a removed stream nothing', async () => {
    const bus = testBus();
    const fanout = createFanout(bus);
    await fanout.listen();
    const got: string[] = [];
    const stream: LiveStream = {
      groupOf: () => 'all',
      frameOf: async () => Buffer.from('x'),
      write: (frame) => got.push(frame.toString()),
    };
    fanout.add(stream);
    await bus.publish(event(1, 1));
    fanout.remove(stream);
    await settle();
    expect(got).toEqual([]);
  });
});

describe('session checks', () => {
  it('looks a session up once for all its streams, again once it is old, and ends them all when it fails', async () => {
    const sessions = createSessionChecks(50);
    const ended: string[] = [];
    sessions.add('s', () => ended.push('one'));
    sessions.add('s', () => ended.push('two'));
    let lookups = 0;
    let valid = true;
    const check = async () => {
      lookups += 1;
      return valid;
    };
    expect(await Promise.all([sessions.holds('s', check), sessions.holds('s', check)])).toEqual([
      true,
      true,
    ]);
    expect(await sessions.holds('s', check)).toBe(true);
    expect(lookups).toBe(1);
    valid = false;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await sessions.holds('s', check)).toBe(false);
    expect(lookups).toBe(2);
    expect(ended.sort()).toEqual(['one', 'two']);
    // An unknown (or ended) session holds nothing.
    expect(await sessions.holds('other', check)).toBe(false);
  });
});
