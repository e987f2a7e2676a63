import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Db } from '../../db/database';
import { postgresUrlOf } from '../../db/database';
import { changedElsewhere } from '../../db/read-cache';
import { notify } from './repository';

/** What crosses instances: who to tell and what changed; subscribers read the rest. */
export type BusEvent =
  | { type: 'service'; service_id: number; user_id: number; company_id: number | null }
  | {
      type: 'position';
      service_id: number;
      user_id: number;
      company_id: number | null;
      latitude: number;
      longitude: number;
      heading: number | null;
      at: string;
    }
  | {
      /** A car moved, for its operator's console (`root_id`: the operator's top grouping). */
      type: 'car';
      root_id: number;
      driver_id: number;
      latitude: number;
      longitude: number;
      heading: number | null;
    };

export interface EventBus {
  /** Tells every instance's subscribers, this one's included. Call after the commit. */
  publish(event: BusEvent): Promise<void>;
  /**
   * On PostgreSQL, the channel a write may notify from its own statement (`rideNotice`):
   * PostgreSQL delivers a NOTIFY when its transaction commits and drops it when it rolls
   * back, so a listener still never hears of a ride that is not there, and the booking
   * saves the round trip of a `publish` after it. Undefined where `publish` is the only way.
   */
  readonly channel?: string;
  /** Resolves once events published from now on will reach `listener`. */
  subscribe(listener: (event: BusEvent) => void): Promise<() => void>;
  /** Resolves once events published from now on reach this instance; rejects if they cannot. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'parada_events';

/**
 * Live updates for SSE. On PostgreSQL every instance LISTENs on one channel through a
 * connection of its own and publishing is a NOTIFY, so a ride changed through one instance
 * reaches a stream held by another; on PGlite the one process is everybody, so an
 * in-process emitter is the whole bus.
 */
export function createEventBus(
  db: Db,
  log: { warn: (obj: object, msg: string) => void },
): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const url = postgresUrlOf(db);
  if (!url) {
    return {
      async publish(event) {
        emitter.emit('event', event);
      },
      async subscribe(listener) {
        emitter.on('event', listener);
        return () => emitter.off('event', listener);
      },
      async ready() {},
      async close() {
        emitter.removeAllListeners();
      },
    };
  }

  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        let event: BusEvent;
        try {
          event = JSON.parse(message.payload) as BusEvent;
        } catch {
          return; // A payload we did not write.
        }
        // Before any stream hears of it: a client that refetches on the event reads the change.
        if (event.type === 'service') changedElsewhere(db, ['services']);
        emitter.emit('event', event);
      });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = null;
        connecting = null;
        next.end().catch(() => {});
        if (closed) return;
        log.warn({ err: error }, 'event bus connection lost; reconnecting');
        // Streams stay open; they miss what happens until the LISTEN is back, and the
        // apps' 60 s poll covers that gap.
        retry = setTimeout(() => {
          retry = null;
          if (emitter.listenerCount('event') > 0) connect().catch(() => {});
        }, 1000);
      };
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
    })().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };

  return {
    channel: CHANNEL,
    async publish(event) {
      await notify(db, CHANNEL, JSON.stringify(event));
    },
    async subscribe(listener) {
      emitter.on('event', listener);
      try {
        await connect();
      } catch (error) {
        emitter.off('event', listener);
        throw error;
      }
      return () => emitter.off('event', listener);
    },
    ready: connect,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
