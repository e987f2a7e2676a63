import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from './paths';
import { startSocialStandIn } from './social-stand-in';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One server per test worker (`E2E_WORKERS`), each with its own database: files that
     * run side by side never see each other's rides, wallets or languages. Worker N uses
     * `ports[N - 1]`; the apps are at {app}.localhost:{port}.
     */
    ports: number[];
    /** The Google/Facebook stand-in (src/social-stand-in.ts) the server trusts. */
    socialOrigin: string;
  }
}

const freePort = () =>
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

interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');

/** The environment every e2e server process gets (and the seed, which reads the same). */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // The embedded database, fresh for this run, even where DATABASE_URL points elsewhere.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return { ...inherited, LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '10', ...extra };
}

/**
 * One embedded database, migrated and seeded with the demo data, that every server starts
 * from a copy of: PGlite's initdb, the migrations and the seed are most of a server's
 * start (about 16 of its 24 CPU seconds here), so they run once a run, not once a worker.
 */
async function seededDataDir(): Promise<string> {
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

/**
 * A server on its own copy of the seeded database, the simulator's cars sped up so a ride
 * completes within the test, and the three built apps served by Host (turbo builds them
 * before this package's tests).
 */
async function startServer(socialOrigin: string, seeded: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'parada-e2e-'));
  await cp(seeded, dataDir, { recursive: true });
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: serverEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      PARADA_DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SIM_DRIVERS: 'true',
      SIM_SPEED: process.env.E2E_SIM_SPEED ?? '60',
      DISPATCH_TICK_MS: '300',
      // Every test logs in from 127.0.0.1; the per-IP limit is for real clients.
      AUTH_RATE_LIMIT: '10000',
      // The map shows the server's drawn tiles: no test depends on the internet.
      MAP_TILES_URL: 'off',
      // Google and Facebook sign-in against the local stand-in: nothing leaves the machine.
      GOOGLE_JWKS_URL: `${socialOrigin}/oauth2/v3/certs`,
      GOOGLE_SCRIPT_URL: `${socialOrigin}/gsi/client`,
      FACEBOOK_SCRIPT_URL: `${socialOrigin}/fb/sdk.js`,
      FACEBOOK_VERIFY_URL: `${socialOrigin}/fb/me`,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += String(chunk)));
  server.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForServer(`http://127.0.0.1:${port}/api/`, server, () => output).catch(
    async (error: unknown) => {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    port,
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

/** The servers, started side by side from one seeded database. */
export default async function setup(project: TestProject) {
  for (const app of ['panel', 'hotel', 'guest']) {
    await stat(path.join(REPO_ROOT, 'apps', app, 'dist/index.html')).catch(() => {
      throw new Error(`apps/${app} is not built: run pnpm turbo run build first`);
    });
  }
  const [social, seeded] = await Promise.all([startSocialStandIn(), seededDataDir()]);
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startServer(social.origin, seeded)),
  );
  await rm(seeded, { recursive: true, force: true });
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await social.close();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'ports',
    servers.map((server) => server.port),
  );
  project.provide('socialOrigin', social.origin);
  return stopAll;
}
