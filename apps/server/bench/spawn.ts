import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
  { reuseDatabase = false } = {},
): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    // BENCH_CPU_PROF=<dir>: a V8 profile of each server, to see where its time goes.
    execArgv: [
      '--import',
      'tsx',
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
