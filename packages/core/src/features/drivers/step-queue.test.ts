import { describe, expect, it } from 'vitest';
import {
  createStepQueue,
  memoryStepStore,
  storageStepStore,
  type QueuedStep,
  type SendOutcome,
} from './step-queue';

function setUp(answers: ((step: QueuedStep) => SendOutcome)[]) {
  const store = memoryStepStore();
  const seen: QueuedStep[] = [];
  let n = 0;
  const queue = createStepQueue({
    store,
    newKey: () => `key-${++n}`,
    send: async (step) => {
      seen.push(step);
      const answer = answers.shift();
      return answer ? answer(step) : { kind: 'done' };
    },
  });
  return { queue, seen, store };
}

describe('the offline step queue', () => {
  it('sends the steps in the order taken, each with its own key', async () => {
    const { queue, seen } = setUp([]);
    queue.enqueue({ rideId: 7, action: 'arrive' });
    queue.enqueue({ rideId: 7, action: 'start', body: { boarding_code: '1234' } });
    queue.enqueue({ rideId: 7, action: 'finish', body: { fare: 12.5 } });
    const result = await queue.flush();
    expect(seen.map((step) => [step.action, step.key])).toEqual([
      ['arrive', 'key-1'],
      ['start', 'key-2'],
      ['finish', 'key-3'],
    ]);
    expect(result.sent).toHaveLength(3);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a step that got no answer, and sends it again with the same key', async () => {
    const { queue, seen } = setUp([() => ({ kind: 'unanswered' })]);
    queue.enqueue({ rideId: 7, action: 'arrive' });
    queue.enqueue({ rideId: 7, action: 'start' });
    const first = await queue.flush();
    expect(first).toMatchObject({ sent: [], waiting: 2 });
    const second = await queue.flush();
    expect(second.sent.map((step) => step.action)).toEqual(['arrive', 'start']);
    expect(seen.map((step) => step.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('drops a refused step with its reason, and the later steps of that ride, not of others', async () => {
    const { queue, seen } = setUp([
      () => ({ kind: 'refused', message: 'error.status_transition' }),
    ]);
    queue.enqueue({ rideId: 7, action: 'start' });
    queue.enqueue({ rideId: 7, action: 'finish', body: { fare: 9 } });
    queue.enqueue({ rideId: 8, action: 'arrive' });
    const result = await queue.flush();
    expect(result.refused.map(({ step, message }) => [step.action, message])).toEqual([
      ['start', 'error.status_transition'],
      ['finish', 'error.status_transition'],
    ]);
    expect(result.sent.map((step) => step.rideId)).toEqual([8]);
    expect(seen.map((step) => step.action)).toEqual(['start', 'arrive']);
    expect(queue.pending()).toEqual([]);
  });

  it('runs one flush at a time: a second call while one runs sends nothing twice', async () => {
    const { queue, seen } = setUp([]);
    queue.enqueue({ rideId: 7, action: 'arrive' });
    await Promise.all([queue.flush(), queue.flush()]);
    expect(seen).toHaveLength(1);
  });

  it('keeps the queue in a Storage across loads, and survives what it cannot read', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (name: string) => data.get(name) ?? null,
      setItem: (name: string, value: string) => void data.set(name, value),
    };
    const store = storageStepStore(storage, 'steps');
    const queue = createStepQueue({
      store,
      newKey: () => 'k',
      send: async () => ({ kind: 'done' }),
    });
    queue.enqueue({ rideId: 3, action: 'arrive' });
    expect(storageStepStore(storage, 'steps').load()).toMatchObject([{ rideId: 3, key: 'k' }]);
    data.set('steps', '{not json');
    expect(store.load()).toEqual([]);
  });
});
