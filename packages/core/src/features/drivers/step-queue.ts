/**
 * The driver's steps taken without signal (arrived, started, completed), kept on the phone
 * and sent in order when it returns. Each step has its idempotency key from the moment it
 * is taken, so a step whose answer was lost on the way is applied once however often it is
 * sent again. A step the server refuses (the ride was cancelled meanwhile) leaves the queue
 * with the server's reason, and so do the later steps of that ride, which depended on it.
 */

import type { RidePaymentKind } from '../payments/schemas';

export type QueuedAction = 'arrive' | 'start' | 'finish';

export interface QueuedStep {
  /** The Idempotency-Key every attempt carries. */
  key: string;
  rideId: number;
  action: QueuedAction;
  body?: { fare?: number; boarding_code?: string; payment_method?: RidePaymentKind };
  /** When the driver took it (ISO). */
  at: string;
}

/** Where the queue lives between page loads (localStorage in the app, memory in tests). */
export interface StepStore {
  load(): QueuedStep[];
  save(steps: readonly QueuedStep[]): void;
}

/**
 * What one attempt came to: applied, refused for good (a 4xx: retrying cannot help), or
 * not answered (no signal, a 5xx): the queue stops there and tries again later.
 */
export type SendOutcome =
  { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'unanswered' };

export interface FlushResult {
  sent: QueuedStep[];
  refused: { step: QueuedStep; message: string }[];
  /** Steps still waiting (the first one got no answer). */
  waiting: number;
}

export interface StepQueueOptions {
  store: StepStore;
  send: (step: QueuedStep) => Promise<SendOutcome>;
  newKey: () => string;
  now?: () => Date;
}

export function createStepQueue({ store, send, newKey, now = () => new Date() }: StepQueueOptions) {
  let running: Promise<FlushResult> | null = null;

  async function drain(): Promise<FlushResult> {
    const result: FlushResult = { sent: [], refused: [], waiting: 0 };
    const droppedRides = new Set<number>();
    for (;;) {
      const [step] = store.load();
      if (!step) break;
      if (droppedRides.has(step.rideId)) {
        store.save(store.load().slice(1));
        result.refused.push({ step, message: 'error.status_transition' });
        continue;
      }
      const outcome = await send(step);
      if (outcome.kind === 'unanswered') break;
      // Only the step just sent leaves: one taken meanwhile stays behind it.
      store.save(store.load().filter((item) => item.key !== step.key));
      if (outcome.kind === 'done') result.sent.push(step);
      else {
        droppedRides.add(step.rideId);
        result.refused.push({ step, message: outcome.message });
      }
    }
    result.waiting = store.load().length;
    return result;
  }

  return {
    /** Keeps a step (with its key) behind the others; send it with `flush`. */
    enqueue(step: Omit<QueuedStep, 'key' | 'at'>): QueuedStep {
      const queued: QueuedStep = { ...step, key: newKey(), at: now().toISOString() };
      store.save([...store.load(), queued]);
      return queued;
    },
    pending: (): QueuedStep[] => store.load(),
    /** Sends what waits, in order; one flush at a time (a second call joins the first). */
    flush(): Promise<FlushResult> {
      if (!running) {
        running = drain().finally(() => {
          running = null;
        });
      }
      return running;
    },
  };
}

export type StepQueue = ReturnType<typeof createStepQueue>;

/** A StepStore on a Storage (localStorage), tolerant of what another version left there. */
export function storageStepStore(
  storage: { getItem(name: string): string | null; setItem(name: string, value: string): void },
  name: string,
): StepStore {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(name) ?? '[]');
        return Array.isArray(parsed) ? (parsed as QueuedStep[]) : [];
      } catch {
        return [];
      }
    },
    save(steps) {
      storage.setItem(name, JSON.stringify(steps));
    },
  };
}

/** A StepStore in memory. */
export function memoryStepStore(initial: QueuedStep[] = []): StepStore {
  let steps = [...initial];
  return {
    load: () => [...steps],
    save(next) {
      steps = [...next];
    },
  };
}
