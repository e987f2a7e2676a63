import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PIECE } from './pieces';
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
  /** Within each piece the functions the samples were in, ms per request, top three. */
  functions: Record<string, [string, number][]>;
  /** Statements by total wall time, largest first. */
  statements: StatementFigure[];
}

/** Pieces that are the route's own work; the rest but the harness is what every route pays. */
export const OWN_PIECES: ReadonlySet<string> = new Set([
  PIECE.handler,
  PIECE.database,
  PIECE.driver,
  PIECE.serialization,
]);
/** Not the server's work: the in-process stand-in for the socket. */
export const HARNESS_PIECES: ReadonlySet<string> = new Set([PIECE.client, PIECE.statementLog]);
export const GC_PIECE = PIECE.gc;

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
  /**
   * The profile's server CPU per request (its pieces less the in-process client) and the
   * factor that takes its pieces to the HTTP row's CPU: in process (tsx, the inject client
   * beside it) the same work costs more, so the pieces are told as shares of the row.
   */
  profileServerMs: number;
  scale: number;
  /** Every server piece in ms of the row's CPU, largest first. */
  pieces: [string, number][];
  /** The route's own work (handler, database, serialization), ms of the row. */
  ownMs: number;
  own: [string, number][];
  /** The pipeline's pieces every route pays (Fastify and Node, logging, auth, …), ms of the row. */
  pipelineMs: number;
  pipeline: [string, number][];
  gcMs: number;
  /** The in-process client's CPU per request in the profile: not the server's, left out. */
  harnessMs: number;
  /** What any route pays here: the pipeline and GC, ms of the row and share of it. */
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
const listed = (list: [string, number][], count = list.length) =>
  list
    .slice(0, count)
    .map(([piece, value]) => `${piece} ${ms(value)}`)
    .join(', ') || 'none seen';

/** Database statements in a sentence: how many per request and the heaviest one's wall time. */
function statementsSentence(profile: RouteProfile): string | null {
  const per = round(profile.queriesPerRequest, 2);
  if (per === 0) return null;
  if (per < 0.05) return `${per} statements per request: the read cache answers the rest`;
  const heaviest = profile.statements[0];
  const text = heaviest
    ? `; heaviest \`${heaviest.text.slice(0, 60)}\` ${ms(heaviest.msPerCall)} ms wall per call`
    : '';
  return `${per} statement${per === 1 ? '' : 's'} per request${text}`;
}

/**
 * Splits a missed row into the fixed cost every route pays and the route's own work, and
 * says what is left: the profile's pieces (less the in-process client) as shares of the
 * HTTP row's CPU, the route's own work (handler, database, serialization) against the rest.
 */
export function shortfall(
  row: { cpuMs: number; bareCpuMs: number; targetMs: number },
  profile: RouteProfile,
): Shortfall {
  const server = profile.pieces.filter(([piece]) => !HARNESS_PIECES.has(piece));
  const sum = (list: [string, number][]) => list.reduce((total, [, value]) => total + value, 0);
  const profileServerMs = sum(server);
  const scale = profileServerMs > 0 ? row.cpuMs / profileServerMs : 0;
  const scaled = server.map(([piece, value]): [string, number] => [piece, value * scale]);
  const own = scaled.filter(([piece]) => OWN_PIECES.has(piece));
  const pipeline = scaled.filter(([piece]) => !OWN_PIECES.has(piece) && piece !== GC_PIECE);
  const ownMs = sum(own);
  const pipelineMs = sum(pipeline);
  const gcMs = scaled.find(([piece]) => piece === GC_PIECE)?.[1] ?? 0;
  const harnessMs = sum(profile.pieces.filter(([piece]) => HARNESS_PIECES.has(piece)));
  const overMs = Math.max(0, row.cpuMs - row.targetMs);
  const fixedMs = pipelineMs + gcMs;
  const ownCanMeet = fixedMs <= row.targetMs;
  const why: string[] = [
    `${ms(row.cpuMs)} ms against ≤ ${row.targetMs}: ${ms(overMs)} ms (${pct(overMs / row.cpuMs)}) to go`,
    `the route's own work ${ms(ownMs)} ms (${pct(ownMs / row.cpuMs)}): ${listed(own)}`,
    `the fixed cost of the request pipeline (what any route with its hooks pays) ${ms(fixedMs)} ms (${pct(fixedMs / row.cpuMs)}): the pipeline ${ms(pipelineMs)} (${listed(pipeline, 3)}) and GC ${ms(gcMs)}; a bare Fastify route answering the same bytes costs ${ms(row.bareCpuMs)}`,
  ];
  // What the largest piece of each side is made of, its functions' own code.
  for (const [piece] of [own[0], pipeline[0]].filter(Boolean) as [string, number][]) {
    const inside = (profile.functions?.[piece] ?? []).map(([name, value]): [string, number] => [
      name,
      value * scale,
    ]);
    if (inside.length > 0) why.push(`inside ${piece}: ${listed(inside)}`);
  }
  const statements = statementsSentence(profile);
  if (statements) {
    const driver = scaled.find(([piece]) => piece === PIECE.driver);
    why.push(
      `database: ${statements}${driver ? `; the driver and its socket to PostgreSQL ${ms(driver[1])} ms` : ''}`,
    );
  }
  why.push(
    ownCanMeet
      ? `within reach of the route's own work: ${ms(overMs)} of its ${ms(ownMs)} ms (${pct(overMs / Math.max(ownMs, 1e-9))}) would meet it`
      : `out of reach of the route's own work: with it at zero the fixed cost alone is ${ms(fixedMs - row.targetMs)} ms above the target; the pipeline is the lever (largest: ${pipeline[0]?.[0] ?? 'none'})`,
  );
  return {
    cpuMs: row.cpuMs,
    bareCpuMs: row.bareCpuMs,
    targetMs: row.targetMs,
    overMs: ms(overMs),
    overShare: round(overMs / row.cpuMs, 3),
    profileServerMs: ms(profileServerMs),
    scale: round(scale, 3),
    pieces: scaled.map(([piece, value]) => [piece, ms(value)]),
    ownMs: ms(ownMs),
    own: own.map(([piece, value]) => [piece, ms(value)]),
    pipelineMs: ms(pipelineMs),
    pipeline: pipeline.map(([piece, value]) => [piece, ms(value)]),
    gcMs: ms(gcMs),
    harnessMs: ms(harnessMs),
    fixedMs: ms(fixedMs),
    fixedShare: round(fixedMs / row.cpuMs, 3),
    ownShare: round(ownMs / row.cpuMs, 3),
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
  driver?: string,
): Promise<RouteProfile[]> {
  const script = fileURLToPath(new URL('./profile.ts', import.meta.url));
  const child = fork(script, [routes.join(','), String(count)], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PROFILE_IPC: '1',
      PROFILE_DATABASE_URL: databaseUrl ?? '',
      ...(driver ? { BENCH_PG_DRIVER: driver } : {}),
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

/** An API row as explainRow reads it. */
interface ExplainedRow {
  engine: string;
  route: string;
  cpuMs: number;
  cpuMinMs: number;
  cpuMaxMs: number;
  bareCpuMs: number;
  cpuTargetMs: number;
  machine: { load: [number, number, number] };
  profile?: RouteProfile & { machine?: { load: [number, number, number] } };
  shortfall?: Shortfall;
  profileError?: string;
}

/** What the bench prints under its API table: each missed row's profile and what is left. */
export function missedRowsReport(rows: readonly ExplainedRow[]): string[] {
  const lines: string[] = [];
  const explained = rows.filter((row) => row.profile && row.shortfall);
  if (explained.length > 0) {
    lines.push(
      '',
      '## What the API rows that miss have left (in-process profile, same engine)',
      '',
    );
    for (const row of explained) lines.push(...explainRow(row, row.profile!, row.shortfall!), '');
  }
  for (const row of rows.filter((r) => r.profileError)) {
    lines.push('', `${row.engine} ${row.route} missed but has no profile: ${row.profileError}`);
  }
  return lines;
}

/** The lines the bench prints under its API table for one missed row. */
export function explainRow(
  row: ExplainedRow,
  profile: RouteProfile & { machine?: { load: [number, number, number] } },
  left: Shortfall,
): string[] {
  return [
    `### ${row.engine} ${row.route}: ${row.cpuMs} ms CPU per request (slices ${row.cpuMinMs}–${row.cpuMaxMs}, bare ${row.bareCpuMs}, load ${row.machine.load[0]}), target ≤ ${row.cpuTargetMs}`,
    `- profiled in process (bench/profile.ts ${profile.route}, ${profile.requests} requests${profile.machine ? `, load ${profile.machine.load[0]}` : ''}): ${ms(profile.cpuMs)} ms CPU per request, of it the in-process client and the profiler's statement log ${ms(left.harnessMs)} (not the server's), the server ${ms(left.profileServerMs)}; its pieces as shares of the row's ${row.cpuMs} ms:`,
    `- pieces, ms per request: ${left.pieces.map(([piece, value]) => `${piece} ${ms(value)}`).join(' · ')}`,
    ...left.why.map((line) => `- ${line}`),
  ];
}
