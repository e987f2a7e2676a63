import pg from 'pg';
import type { Db } from '../../db/database';
import { postgresUrlOf } from '../../db/database';

/** Any constant shared by every instance: the lock's name. */
const LOCK_KEY = 7_270_001;

export interface Leadership {
  isLeader(): boolean;
  stop(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Runs `lead` on exactly one instance at a time. On PostgreSQL the leader holds a session
 * advisory lock on a connection of its own; if that process dies or its connection drops,
 * PostgreSQL releases the lock and another instance, trying every `retryMs`, takes over.
 * `lead` returns the function that stops what it started. On PGlite the one process leads.
 */
export function elect(
  db: Db,
  lead: () => Promise<() => Promise<void>>,
  log: Log,
  retryMs = 2000,
): Leadership {
  const url = postgresUrlOf(db);
  let stopLeading: (() => Promise<void>) | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let client: pg.Client | null = null;

  const stepDown = async () => {
    const stop = stopLeading;
    stopLeading = null;
    await stop?.().catch((error: unknown) =>
      log.warn({ err: error }, 'stopping the leader failed'),
    );
  };

  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (!stopped) timer = setTimeout(() => (running = attempt()), ms);
  };

  async function attempt() {
    timer = null;
    if (stopped) return;
    if (!url) {
      stopLeading = await lead();
      if (stopped) await stepDown();
      return;
    }
    const next = new pg.Client({ connectionString: url });
    next.on('error', () => {});
    try {
      await next.connect();
      const result = await next.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [LOCK_KEY],
      );
      if (!result.rows[0]?.locked || stopped) {
        await next.end().catch(() => {});
        schedule(retryMs);
        return;
      }
      client = next;
      const lost = () => {
        if (client !== next) return;
        client = null;
        log.warn({}, 'dispatcher lock connection lost; stepping down');
        void stepDown().then(() => schedule(retryMs));
      };
      next.on('error', lost);
      next.on('end', lost);
      // A connection that died without a word (a cut network) is found by asking it.
      const probe = setInterval(() => {
        if (client !== next) return clearInterval(probe);
        next.query('SELECT 1').catch(() => {
          clearInterval(probe);
          lost();
        });
      }, 5000);
      probe.unref();
      log.info({}, 'this instance leads dispatch');
      stopLeading = await lead();
      if (stopped) await stepDown();
    } catch (error) {
      log.warn({ err: error }, 'dispatcher election failed; retrying');
      if (client === next) client = null;
      await next.end().catch(() => {});
      schedule(retryMs);
    }
  }

  running = attempt();
  return {
    isLeader: () => stopLeading !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await stepDown();
      const current = client;
      client = null;
      // Ending the session releases the advisory lock for the next leader.
      await current?.end().catch(() => {});
    },
  };
}
