/**
 * The real server as the browser tests run it: `node --import tsx src/main.ts` on an
 * embedded database copied from one seeded for the run, answering on a free loopback port.
 * The global setup starts one per worker; a test that needs other settings (Stripe's
 * payments) starts its own with `startServer`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths';

const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

async function waitForServer(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode != null) throw new Error(`server exited early:\n${log()}`);
    const ok = await fetch(url)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer at ${url}:\n${log()}`);
}

/** What every test server and the seed read, on top of the caller's own settings. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // The embedded database, fresh for this run, even where DATABASE_URL points elsewhere.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...inherited,
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '10',
    // Every test logs in from 127.0.0.1; the per-IP limit is for real clients.
    AUTH_RATE_LIMIT: '10000',
    // The map shows the server's drawn tiles: no test depends on the internet.
    MAP_TILES_URL: 'off',
    ...extra,
  };
}

/**
 * An embedded database, migrated and seeded with the demo data (`pnpm db:seed`), that the
 * servers start from copies of: PGlite's initdb, the migrations and the seed are most of a
 * server's start (about 16 of its 24 CPU seconds here), so they run once a run.
 */
export async function seededDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'parada-e2e-seed-'));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/db/seed-cli.ts'], {
    cwd: SERVER_DIR,
    env: serverEnv({ PARADA_DATA_DIR: dataDir }),
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return dataDir;
}

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * A server on its own copy of the seeded database `seeded`, with `settings` (env) on top
 * of the tests' own; `port` when the caller had to tell it to someone first.
 */
export async function startServer(
  seeded: string,
  settings: Record<string, string>,
  port?: number,
): Promise<RunningServer> {
  const listen = port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'parada-e2e-'));
  await cp(seeded, dataDir, { recursive: true });
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: serverEnv({
      PORT: String(listen),
      HOST: '127.0.0.1',
      PARADA_DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${listen}`,
      ...settings,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += String(chunk)));
  server.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForServer(`http://127.0.0.1:${listen}/api/`, server, () => output).catch(
    async (error: unknown) => {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    port: listen,
    async stop() {
      if (server.exitCode == null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (server.exitCode == null) server.kill('SIGKILL');
      }
      if (process.env.E2E_SERVER_LOG) console.log(output);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
