import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { round } from './stats';

/**
 * What a missed API row has left, from an in-process profile of the same route on the same
 * engine (bench/profile.ts), and the figures of its alternating HTTP slices. Pure functions
 * apart from `profileInChild`, so the arithmetic is tested (test/bench-explain.test.ts).
 */

/** One statement text as the profiled requests ran it: calls and wall ms once connected. */
export interface StatementFigure {
  text: string;
  calls: number;
  msPerCall: number;
}

/** What bench/profile.ts measured for one route, in process. */
export interface RouteProfile {
  /** profile.ts's name of the route: token, list, search, geocode, booking, transfer. */
  route: string;
  engine: 'pglite' | 'postgres';
  requests: number;
  /** This process's CPU per request, the in-process client's own work included. */
  cpuMs: number;
  queriesPerRequest: number;
  statuses: Record<string, number>;
  /** CPU ms per request of each piece (bench/pieces.ts), largest first. */
  pieces: [string, number][];
  /** Statements by total wall time, largest first. */
  statements: StatementFigure[];
}

/** Pieces that are the route's own work; the rest but the harness is what every route pays. */
export const OWN_PIECES: ReadonlySet<string> = new Set([
  'route handler',
  'database (Kysely, PGlite)',
  'database driver (pg, its socket)',
  'serialization',
]);
/** Not the server's work: the in-process stand-in for the socket. */
export const HARNESS_PIECES: ReadonlySet<string> = new Set(['in-process client (inject)']);
export const GC_PIECE = 'garbage collection';

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median and min–max of per-slice figures: what the bench reports and how far they spread. */
export function spread(values: readonly number[]): { median: number; min: number; max: number } {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** Slice order for `rounds` rounds: bare first in even rounds, the route first in odd ones. */
export function sliceOrder(rounds: number): Array<'bare' | 'route'> {
  const order: Array<'bare' | 'route'> = [];
  for (let round = 0; round < rounds; round += 1) {
    order.push(...(round % 2 === 0 ? (['bare', 'route'] as const) : (['route', 'bare'] as const)));
  }
  return order;
}

export interface Shortfall {
  /** The HTTP row: median server CPU ms per request, its bare route's, the target. */
  cpuMs: number;
  bareCpuMs: number;
  targetMs: number;
  /** How much the row is above its target, ms per request and share of the row. */
  overMs: number;
  overShare: number;
  /** The route's own work (handler, database, serialization) in the profile, ms/request. */
  ownMs: number;
  own: [string, number][];
  /** The pipeline's pieces every route pays (not the harness, not GC), in the profile. */
  pipelineMs: number;
  pipeline: [string, number][];
  gcMs: number;
  harnessMs: number;
  /**
   * The HTTP row less the route's own work: the bare route, the pipeline, the socket and
   * GC, what any route would cost here. Its share of the row.
   */
  fixedMs: number;
  fixedShare: number;
  ownShare: number;
  /** Whether cutting the route's own work alone could meet the target. */
  ownCanMeet: boolean;
  /** Sentences built from the figures above. */
  why: string[];
}

const ms = (value: number) => round(value, 3);
const pct = (value: number) => `${Math.round(value * 100)} %`;

/** Database statements in a sentence: how many per request and the heaviest one's wall time. */
function statementsSentence(profile: RouteProfile): string | null {
  if (profile.queriesPerRequest === 0) return null;
  const heaviest = profile.statements[0];
  const per = round(profile.queriesPerRequest, 2);
  const text = heaviest
    ? `; heaviest \`${heaviest.text.slice(0, 60)}\` ${ms(heaviest.msPerCall)} ms wall per call`
    : '';
  return `${per} statement${per === 1 ? '' : 's'} per request${text}`;
}

/**
 * Splits a missed row into the fixed cost every route pays and the route's own work, and
 * says what is left: the profile's own pieces (in-process ms, which do not depend on the
 * transport) taken from the HTTP row's CPU, the rest the fixed cost.
 */
export function shortfall(
  row: { cpuMs: number; bareCpuMs: number; targetMs: number },
  profile: RouteProfile,
): Shortfall {
  const own = profile.pieces.filter(([piece]) => OWN_PIECES.has(piece));
  const pipeline = profile.pieces.filter(
    ([piece]) => !OWN_PIECES.has(piece) && !HARNESS_PIECES.has(piece) && piece !== GC_PIECE,
  );
  const sum = (list: [string, number][]) => list.reduce((total, [, value]) => total + value, 0);
  const ownMs = sum(own);
  const pipelineMs = sum(pipeline);
  const gcMs = profile.pieces.find(([piece]) => piece === GC_PIECE)?.[1] ?? 0;
  const harnessMs = sum(profile.pieces.filter(([piece]) => HARNESS_PIECES.has(piece)));
  const overMs = Math.max(0, row.cpuMs - row.targetMs);
  // The profile's own work may exceed the HTTP row on a noisy machine: never below zero.
  const ownInRow = Math.min(ownMs, row.cpuMs);
  const fixedMs = row.cpuMs - ownInRow;
  const ownCanMeet = fixedMs <= row.targetMs;
  const why: string[] = [
    `${ms(row.cpuMs)} ms against ≤ ${row.targetMs}: ${ms(overMs)} ms (${pct(overMs / row.cpuMs)}) to go`,
    `the route's own work ${ms(ownInRow)} ms (${pct(ownInRow / row.cpuMs)}): ${
      own.map(([piece, value]) => `${piece} ${ms(value)}`).join(', ') || 'none seen'
    }`,
    `the fixed cost any route pays ${ms(fixedMs)} ms (${pct(fixedMs / row.cpuMs)}): the bare route ${ms(row.bareCpuMs)}, in process the pipeline ${ms(pipelineMs)} (${
      pipeline
        .slice(0, 3)
        .map(([piece, value]) => `${piece} ${ms(value)}`)
        .join(', ') || 'none seen'
    }) and GC ${ms(gcMs)}`,
  ];
  const statements = statementsSentence(profile);
  if (statements) {
    const driver = profile.pieces.find(([piece]) => piece === 'database driver (pg, its socket)');
    why.push(
      `database: ${statements}${driver ? `; the driver and its socket to PostgreSQL ${ms(driver[1])} ms CPU` : ''}`,
    );
  }
  why.push(
    ownCanMeet
      ? `within reach of the route's own work: ${ms(overMs)} of its ${ms(ownInRow)} ms (${pct(overMs / Math.max(ownInRow, 1e-9))}) would meet it`
      : `out of reach of the route's own work: with it at zero the fixed cost alone is ${ms(fixedMs - row.targetMs)} ms above the target; the pipeline is the lever (largest: ${pipeline[0]?.[0] ?? 'none'})`,
  );
  return {
    cpuMs: row.cpuMs,
    bareCpuMs: row.bareCpuMs,
    targetMs: row.targetMs,
    overMs: ms(overMs),
    overShare: round(overMs / row.cpuMs, 3),
    ownMs: ms(ownMs),
    own: own.map(([piece, value]) => [piece, ms(value)]),
    pipelineMs: ms(pipelineMs),
    pipeline: pipeline.map(([piece, value]) => [piece, ms(value)]),
    gcMs: ms(gcMs),
    harnessMs: ms(harnessMs),
    fixedMs: ms(fixedMs),
    fixedShare: round(fixedMs / row.cpuMs, 3),
    ownShare: round(ownInRow / row.cpuMs, 3),
    ownCanMeet,
    why,
  };
}

/**
 * bench/profile.ts's `profileRoutes` in a process of its own through tsx (the pieces are
 * told apart by their source files, which a bundle would merge), so the profiled app, its
 * database and the inspector stay out of the bench's process. `databaseUrl`: PostgreSQL,
 * a database it drops and makes again.
 */
export function profileInChild(
  routes: string[],
  count: number,
  databaseUrl?: string,
): Promise<RouteProfile[]> {
  const script = fileURLToPath(new URL('./profile.ts', import.meta.url));
  const child = fork(script, [routes.join(','), String(count)], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PROFILE_IPC: '1',
      PROFILE_DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answer: RouteProfile[] | null = null;
    child.on('message', (message: { profiles?: RouteProfile[] }) => {
      if (message.profiles) answer = message.profiles;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (answer) resolve(answer);
      else reject(new Error(`bench/profile.ts exited (${code}) without its figures`));
    });
  });
}

/** The lines the bench prints under its API table for one missed row. */
export function explainRow(
  row: {
    engine: string;
    route: string;
    cpuMs: number;
    cpuMinMs: number;
    cpuMaxMs: number;
    bareCpuMs: number;
    cpuTargetMs: number;
    machine: { load: [number, number, number] };
  },
  profile: RouteProfile & { machine?: { load: [number, number, number] } },
  left: Shortfall,
): string[] {
  const server = profile.pieces.filter(([piece]) => !HARNESS_PIECES.has(piece));
  return [
    `### ${row.engine} ${row.route}: ${row.cpuMs} ms CPU per request (slices ${row.cpuMinMs}–${row.cpuMaxMs}, bare ${row.bareCpuMs}, load ${row.machine.load[0]}), target ≤ ${row.cpuTargetMs}`,
    `- in process (bench/profile.ts ${profile.route}, ${profile.requests} requests${profile.machine ? `, load ${profile.machine.load[0]}` : ''}): ${ms(profile.cpuMs)} ms CPU per request, of it the in-process client ${ms(left.harnessMs)} (not the server's); ${round(profile.queriesPerRequest, 2)} statements per request`,
    `- pieces, ms per request: ${server.map(([piece, value]) => `${piece} ${ms(value)}`).join(' · ')}`,
    ...left.why.map((line) => `- ${line}`),
  ];
}
