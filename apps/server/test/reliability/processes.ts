import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

// What the reliability suite runs for real: the server as its own process, and a
// PostgreSQL of the test's own that it may stop and start (never the machine's shared one).

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface Answer {
  status: number | 'refused' | 'reset';
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request on `agent`'s sockets, never rejecting. */
export function call(
  port: number,
  agent: Agent,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'app-agrupation': 'demo',
          'accept-language': 'en',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
        res.on('error', () => resolve({ status: 'reset', headers: res.headers, body: text }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: error.code === 'ECONNREFUSED' ? 'refused' : 'reset',
        headers: {},
        body: '',
      }),
    );
    req.end(payload);
  });
}

/** The longest a server process may take to answer after its spawn. */
export const STARTUP_MS = 150_000;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves when the process is gone, with its exit code or the signal that ended it. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** What it wrote on stderr, for a failing test's message. */
  stderr(): string;
  stop(): Promise<void>;
}

/** The compiled server production runs (`pnpm build`, then `node dist/main.js`). */
export const COMPILED = ['dist/main.js'];
const THROUGH_TSX = ['--import', 'tsx', 'src/main.ts'];

let built: Promise<void> | undefined;

/**
 * Builds dist/ as `pnpm build` does, once per test run. production.test and not-set-up.test
 * both need it and run in parallel workers, and tsup empties dist/ first: a second build
 * deleted dist/main.js under the other file's starting server (seen in CI). The first
 * caller builds, holding a lock directory, and leaves a mark in dist/ for the run; the
 * others wait for the mark (or take the lock and try themselves if that build failed).
 */
export function buildServer(): Promise<void> {
  built ??= buildOncePerRun();
  return built;
}

async function buildOncePerRun(): Promise<void> {
  const runId = path.basename(inject('pgliteTemplate'));
  const mark = path.join(serverDir, 'dist', `.built-${runId}`);
  const lock = path.join(tmpdir(), `parada-server-build-${runId}`);
  while (!existsSync(mark)) {
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!existsSync(mark)) {
        await run(path.join(serverDir, 'node_modules/.bin/tsup'), [], { cwd: serverDir });
        writeFileSync(mark, '');
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Starts the server (`node --import tsx src/main.ts`, or `args`) on a free loopback port
 * with `env` over the machine's environment (less its DATABASE_URL) and waits until it
 * answers.
 */
export async function startServer(
  env: Record<string, string>,
  args: string[] = THROUGH_TSX,
): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_DRIVERS: 'false',
      LOG_LEVEL: 'error',
      PASSWORD_HASH_COST: '10',
      AUTH_RATE_LIMIT: '100000',
      MAP_TILES_URL: 'off',
      // The world cities indexed once for the run (global-setup.ts): ≈ 3 s of CPU a start.
      WORLD_INDEX_FILE: inject('worldIndexFile'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Never outlive the test run, whatever becomes of the test (a timed-out hook included).
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const agent = new Agent({ keepAlive: false });
  // Migrations and the demo seed take seconds alone, minutes on two cores shared with a
  // whole parallel CI run.
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${errors}`);
    }
    const answer = await call(port, agent, 'GET', '/api/configuration/domain/?search=localhost');
    if (answer.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    port,
    exit,
    stderr: () => errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exit;
    },
  };
}

/** The newest PostgreSQL server binaries Debian installed, if any. */
function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export const HAS_POSTGRES = postgresBinaries() !== undefined;
/** Appended to a skipped suite's title, so the run says why it did not run. */
export const WITHOUT_POSTGRES = HAS_POSTGRES
  ? ''
  : ' (skipped: no PostgreSQL server binaries in /usr/lib/postgresql; .ci/run installs them)';

export interface PrivatePostgres {
  /** Superuser `postgres` on the `postgres` database, trusted on loopback. */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended (57P01) and new connections refused. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temp folder on a free loopback port. initdb and the
 * server refuse to run as root, so as root they run as the `postgres` user.
 */
export async function createPostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'parada-pg-'));
  if (asRoot) {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    chownSync(dir, Number(uid.trim()), Number(gid.trim()));
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const pg = (tool: string, args: string[]) => run(...command(tool, args));
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // The suite tests the server's behaviour, not the disk's: a clean stop still writes
    // everything committed, and a test cluster need not survive a power cut.
    '-c fsync=off',
    '-c max_connections=50',
  ].join(' ');
  const ctl = (args: string[]) => pg('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const start = async () => {
    await ctl(['-o', options, '-l', path.join(dir, 'log'), 'start']);
  };
  // A test run that ends without destroy() (a timed-out hook) still takes its cluster along.
  const orphanGuard = () => {
    spawnSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']));
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', orphanGuard);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: async () => {
      await ctl(['-m', 'fast', 'stop']);
    },
    destroy: async () => {
      process.off('exit', orphanGuard);
      await ctl(['-m', 'immediate', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
