import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { createPositionWriter, type PositionWriter } from '../drivers/service';
import { createEventBus, type EventBus } from '../live/bus';
import type { RideDeps } from '../rides/lifecycle';
import {
  osrmEstimator,
  straightLineEstimator,
  type RouteEstimator,
} from '../routing/route-estimator';
import { createDispatcher } from './dispatcher';
import { elect, type Leadership } from './leader';
import { createSimulator } from './simulator';

export interface FleetOptions {
  /** Run the simulated drivers too (env SIM_DRIVERS by default). */
  simulate?: boolean;
}

/** What the ride routes and the background work share: one per app instance. */
export interface RidesRuntime extends RideDeps {
  /** Names this instance in the events it writes. */
  instance: string;
  estimator: RouteEstimator;
  /** Where drivers' positions are written, gathered into batches under load. */
  positions: PositionWriter;
  /**
   * Starts dispatch (and the simulator) on whichever instance wins the election. Only
   * main.ts and the tests that want it call this, so other tests have no timers running.
   */
  startFleet(options?: FleetOptions): void;
  isLeader(): boolean;
  close(): Promise<void>;
}

export function createRidesRuntime(db: Db, env: Env, log: FastifyBaseLogger): RidesRuntime {
  const instance = `${process.pid}-${randomBytes(3).toString('hex')}`;
  const bus: EventBus = createEventBus(db, log);
  const estimator = env.ROUTER_URL ? osrmEstimator(env.ROUTER_URL) : straightLineEstimator();
  let leadership: Leadership | null = null;

  const lead = (simulate: boolean) => async () => {
    const dispatcher = createDispatcher(runtime, {
      instance,
      offerTimeoutMs: env.OFFER_TIMEOUT_S * 1000,
      searchTimeoutMs: env.SEARCH_TIMEOUT_S * 1000,
      scheduleLeadMs: env.SCHEDULE_LEAD_MIN * 60_000,
      maxDistanceKm: 25,
    });
    const simulator = simulate
      ? createSimulator(runtime, {
          speed: env.SIM_SPEED,
          maxTickMs: Math.max(env.DISPATCH_TICK_MS * 2, 1000),
        })
      : null;
    await simulator?.load();
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    let current: Promise<void> = Promise.resolve();
    const loop = () => {
      current = (async () => {
        try {
          await dispatcher.tick();
          await simulator?.tick();
        } catch (error) {
          if (!stopped) log.error({ err: error }, 'dispatch tick failed');
        }
        if (!stopped) timer = setTimeout(loop, env.DISPATCH_TICK_MS);
      })();
    };
    loop();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    };
  };

  const runtime: RidesRuntime = {
    db,
    bus,
    instance,
    estimator,
    positions: createPositionWriter({ db, bus }),
    startFleet(options = {}) {
      if (leadership) return;
      leadership = elect(db, lead(options.simulate ?? env.SIM_DRIVERS), log);
    },
    isLeader: () => leadership?.isLeader() ?? false,
    async close() {
      await leadership?.stop();
      leadership = null;
      await runtime.positions.drain();
      await bus.close();
    },
  };
  return runtime;
}
