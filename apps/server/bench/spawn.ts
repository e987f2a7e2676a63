import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import type { PostgresDriver } from '../src/db/database';
import type { FromServer, ToServer } from './server';

export type Engine = 'pglite' | 'postgres';

/** The next message of `type` from the bench server, or why it died. */
export function waitFor<T extends FromServer['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
    const onMessage = (message: FromServer) => {
      if (message.type === type) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromServer, { type: T }>);
      } else if (message.type === 'failed') {
        reject(new Error(`bench server failed: ${message.error}`));
      }
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

let compiled: Promise<string> | null = null;

/**
 * bench/server.ts compiled as production compiles the app (tsup, as `pnpm build`: plain
 * esbuild output that `node` runs), once per bench run. Run through tsx the server kept
 * every function's name at run time (esbuild's keepNames: a defineProperty for each closure
 * made, 5 % of an address search's CPU), which production never pays. One file beside
 * dist/main.js, so paths the app takes from its own file (the apps' root) are the same.
 */
function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const outDir = fileURLToPath(new URL('../dist/', import.meta.url));
    await build({
      entry: { 'bench-server': fileURLToPath(new URL('./server.ts', import.meta.url)) },
      format: ['esm'],
      platform: 'node',
      target: 'node20',
      outDir,
      // The production build may be beside it: nothing else there is touched.
      clean: false,
      splitting: false,
      noExternal: ['@parada/core'],
      config: false,
      silent: true,
    });
    return join(outDir, 'bench-server.js');
  })();
  return compiled;
}

export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** Asks the server something over IPC and waits for its answer. */
  ask<T extends ToServer['type'] & FromServer['type']>(
    type: T,
  ): Promise<Extract<FromServer, { type: T }>>;
  stop(): Promise<void>;
}

/**
 * The real app in a process of its own (bench/server.ts), so the load generator does not
 * share its event loop. `reuseDatabase` starts a further instance on the PostgreSQL
 * database a first one made, for figures across instances.
 */
export async function startBenchServer(
  engine: Engine,
  databaseUrl?: string,
  { reuseDatabase = false, driver }: { reuseDatabase?: boolean; driver?: PostgresDriver } = {},
): Promise<BenchServer> {
  const child = fork(await compiledServer(), [], {
    // BENCH_CPU_PROF=<dir>: a V8 profile of each server, to see where its time goes.
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    env: {
      ...process.env,
      BENCH_ENGINE: engine,
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
      ...(reuseDatabase ? { BENCH_REUSE_DATABASE: '1' } : {}),
      ...(driver ? { BENCH_PG_DRIVER: driver } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A server that died says why on stderr and through waitFor; a late send to it is no news.
  child.on('error', () => {});
  const stop = async () => {
    if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  };
  try {
    const { port } = await waitFor(child, 'ready');
    return {
      child,
      base: `http://127.0.0.1:${port}`,
      ask: (type) => {
        const answer = waitFor(child, type);
        child.send({ type } as ToServer);
        return answer;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
